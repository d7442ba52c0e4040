import { quotationItems, type QuoteItem } from '#shared/quote-message.ts';
import { serviceMessage } from '#shared/schemas/contact-schema.ts';
import type { EnquiryRequest } from '#shared/schemas/enquiry-request-schema.ts';
import type { Clock } from '../clock.ts';
import type { NewAttachment } from '../storage/attachment-bytes.ts';
import type { EnquiryStore, NewEnquiry } from '../storage/enquiry-store.ts';

/**
 * Where an enquiry came from: the visitor's language, the page of the form and the request; and the version of the
 * privacy notice the visitor consented to (the page's, in their language).
 */
export type EnquiryOrigin = Pick<NewEnquiry, 'language' | 'page' | 'requestId'> & { noticeVersion: string };

interface EnquiryServiceDeps {
  store: EnquiryStore;
  clock: Clock;
  /** The title of the service at `slug` in the visitor's language (the office's list), if there is one. */
  serviceTitle: (slug: string, language: string) => string | undefined;
  /**
   * True when the office is told of each enquiry by e-mail (SMTP_URL and NOTIFY_TO set); its sender then gets an
   * acknowledgement too (docs/privacy.md, "The acknowledgement"), through the same outbox.
   */
  notifyEnabled: boolean;
}

export function createEnquiryService({ store, clock, serviceTitle, notifyEnabled }: EnquiryServiceDeps) {
  /**
   * The stored message: as the browser composed it, or docs/specification.md §7's 'Service: {service}, Note: {note}'.
   */
  function messageOf(request: EnquiryRequest, language: string): string {
    if (!('service' in request)) return request.message;
    return serviceMessage(serviceTitle(request.service, language) ?? request.service, request.note);
  }

  /**
   * A quotation's products and quantities: as its form sent them, or else as its message names them (the
   * single-product forms, whose message docs/specification.md §3 fixes); none for other kinds.
   */
  function itemsOf(request: EnquiryRequest, message: string): QuoteItem[] {
    if (request.kind !== 'quotation') return [];
    return ('items' in request && request.items) || quotationItems(message);
  }

  return {
    /**
     * Stores the enquiry with its consent, and its office notification and the sender's acknowledgement in the
     * same transaction, before anyone is told it was received: an SMTP outage or a crash after this resolves
     * loses nothing, and a failed e-mail never touches the stored enquiry. Its files are stored with it, or
     * nothing is.
     */
    async submit(
      request: EnquiryRequest,
      origin: EnquiryOrigin,
      attachments: readonly NewAttachment[] = [],
    ): Promise<{ id: number }> {
      const { kind, name, email, phone } = request;
      const { noticeVersion, ...from } = origin;
      const message = messageOf(request, origin.language);
      const now = clock.now();
      // The schema let it through only with the box ticked: this is that consent, as the law asks it be kept.
      const consent = { at: now, version: noticeVersion, language: origin.language, form: request.form ?? kind };
      const enquiry = { kind, name, email, phone, message, items: itemsOf(request, message), ...from, consent };
      const outbox = { notify: notifyEnabled, acknowledge: notifyEnabled };
      const id = await store.insertEnquiry({ ...enquiry, attachments, createdAt: now }, outbox);
      return { id };
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
