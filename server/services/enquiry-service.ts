import type { Clock } from '../clock.ts';
import type { EnquiryKind, EnquiryStore } from '../storage/enquiry-store.ts';

export interface EnquirySubmission {
  kind: EnquiryKind;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: string;
  page: string | null;
  requestId: string | null;
}

interface EnquiryServiceDeps {
  store: EnquiryStore;
  clock: Clock;
  /** True when the office is told of each enquiry by e-mail (SMTP_URL and NOTIFY_TO set). */
  notifyEnabled: boolean;
}

export function createEnquiryService({ store, clock, notifyEnabled }: EnquiryServiceDeps) {
  return {
    /**
     * Stores the enquiry, and its office notification in the same transaction, before anyone is told
     * it was received: an SMTP outage or a crash after this resolves loses nothing.
     */
    async submit(input: EnquirySubmission): Promise<{ id: number }> {
      const id = await store.insertEnquiry({ ...input, createdAt: clock.now() }, { notify: notifyEnabled });
      return { id };
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
