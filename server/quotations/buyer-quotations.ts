import type { TFunction } from 'i18next';
import { quotationStatus, type QuotationStatus } from '#shared/quotation-status.ts';
import type { Clock } from '../clock.ts';
import type { NewAuditEntry } from '../storage/audit-store.ts';
import type { NewEnquiry } from '../storage/enquiry-store.ts';
import type { QuotationRecord, QuotationStore } from '../storage/quotation-store.ts';
import type { BuyerLinks } from './buyer-link.ts';

// What the buyer's private page does (docs/privacy.md, "Quotations"): it reads a quotation by its signed link,
// marks it viewed on the first open, records the buyer's decision once, and passes a question on. Each decision and
// question reaches the office as an enquiry of its own (kind contact, naming the quotation's number): the inbox lists
// it, and the office's e-mail about it goes through the enquiries' outbox (NOTIFY_TO) as any enquiry's does.

export type BuyerDecision = 'accepted' | 'declined';

interface BuyerQuotationsDeps {
  quotations: Pick<QuotationStore, 'read' | 'pdf' | 'markViewed' | 'decide'>;
  /** The names of the files sent with an enquiry. */
  attachmentNames: (enquiryId: number) => Promise<string[]>;
  /** Stores an enquiry, with the office's notification when `notify` (the enquiry store's insertEnquiry). */
  insertEnquiry: (enquiry: NewEnquiry, options: { notify: boolean; acknowledge: boolean }) => Promise<number>;
  /** Writes to the office's audit log (the audit store's record). */
  audit: (entry: NewAuditEntry) => Promise<void>;
  links: BuyerLinks;
  clock: Clock;
  /** SMTP_URL and NOTIFY_TO are set: the office is told of each enquiry by e-mail. */
  notifyEnabled: boolean;
}

/** A quotation as its buyer's page shows it: the record, the names of the request's files, and its status now. */
export interface BuyerQuotation {
  record: QuotationRecord;
  attachments: string[];
  status: QuotationStatus;
}

/** Where a buyer's post comes from: the page's language and its `t`, and the request's id. */
export interface BuyerOrigin {
  language: string;
  requestId: string | null;
  t: TFunction;
}

export type DecisionOutcome = BuyerDecision | 'already' | 'expired' | 'stale';

export function createBuyerQuotations(deps: BuyerQuotationsDeps) {
  const { quotations, links, clock } = deps;

  /** The quotation a token opens: only a sent one (a draft has nothing to show yet). */
  async function read(token: string): Promise<BuyerQuotation | undefined> {
    const id = links.idOf(token);
    const record = id === undefined ? undefined : await quotations.read(id);
    if (!record || !links.fits(token, record.quotation) || record.versions.length === 0) return undefined;
    const attachments = await deps.attachmentNames(record.quotation.enquiryId);
    return { record, attachments, status: quotationStatus(record.quotation, clock.now()) };
  }

  /** The buyer's words, stored as an enquiry from them about the quotation, the office notified. */
  async function tellOffice({ record }: BuyerQuotation, message: string, origin: BuyerOrigin): Promise<void> {
    const { name, email, phone, consent } = record.enquiry;
    const enquiry: NewEnquiry = {
      kind: 'contact',
      name,
      email,
      phone,
      message,
      language: origin.language,
      page: null,
      requestId: origin.requestId,
      createdAt: clock.now(),
      // Given with the request this quotation answers, for the same purpose.
      ...(consent ? { consent } : {}),
    };
    await deps.insertEnquiry(enquiry, { notify: deps.notifyEnabled, acknowledge: false });
  }

  return {
    read,

    /** The page's reading: the first one marks the quotation viewed. */
    async open(token: string): Promise<BuyerQuotation | undefined> {
      const found = await read(token);
      if (found?.status === 'sent') {
        const now = clock.now();
        await quotations.markViewed(found.record.quotation.id, now);
        return { ...found, status: quotationStatus({ ...found.record.quotation, viewedAt: now }, now) };
      }
      return found;
    },

    /**
     * Records the decision once, on the latest version (a page left open while a newer one was sent is `stale`):
     * a second click or a replayed post finds it decided and changes nothing.
     */
    async decide(
      found: BuyerQuotation,
      decision: BuyerDecision,
      version: number,
      reason: string,
      origin: BuyerOrigin,
    ): Promise<DecisionOutcome> {
      if (found.status === 'accepted' || found.status === 'declined') return 'already';
      if (found.status === 'expired') return 'expired';
      const { quotation } = found.record;
      if (quotation.sentVersion !== version) return 'stale';
      const now = clock.now();
      if (!(await quotations.decide(quotation.id, version, decision, reason, now))) {
        // Decided by another post meanwhile, or expired since the page was read.
        const again = await read(links.token(quotation));
        if (again?.status === 'expired') return 'expired';
        return again && again.record.quotation.sentVersion !== version ? 'stale' : 'already';
      }
      const target = `quotation/${quotation.id}`;
      await deps.audit({
        at: now,
        login: null,
        action: `quotation-${decision}`,
        target,
        requestId: origin.requestId ?? '',
      });
      const values = { number: quotation.number ?? '', version, reason };
      const key = reason === '' ? `buyer:office.${decision}` : `buyer:office.${decision}WithReason`;
      await tellOffice(found, origin.t(key, values), origin);
      return decision;
    },

    /** The buyer's question (or request for a new quotation), passed on to the office. */
    async ask(found: BuyerQuotation, question: string, origin: BuyerOrigin): Promise<void> {
      const values = { number: found.record.quotation.number ?? '', question };
      await tellOffice(found, origin.t('buyer:office.question', values), origin);
    },

    /** A version's PDF as it was sent, named by its number; undefined when the quotation has no such version. */
    async pdf(found: BuyerQuotation, version: number): Promise<{ bytes: Uint8Array; number: string } | undefined> {
      const sent = found.record.versions.find((item) => item.version === version);
      const bytes = sent ? await quotations.pdf(found.record.quotation.id, version) : undefined;
      return sent && bytes ? { bytes, number: sent.number } : undefined;
    },
  };
}

export type BuyerQuotations = ReturnType<typeof createBuyerQuotations>;
