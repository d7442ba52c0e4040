import type { Language } from '#shared/constants.ts';
import { quotationDocumentSchema, type QuotationDocument } from '#shared/quotation.ts';
import type { Clock } from '../clock.ts';
import { nextUlaanbaatarMidnight, ulaanbaatarDay } from '../services/rates-calendar.ts';
import type { QuotationRecord, QuotationStore } from '../storage/quotation-store.ts';
import type { QuotationPdfInput } from './quotation-pdf.ts';

// The office's side of a quotation (docs/office-guide.md, "Quotations"): a draft saved, and a version sent: numbered
// at its first send, its PDF made and kept with it, and the buyer's e-mail queued in the same transaction (the job
// in quotation-mail-job.ts sends it). Plain data in and out; the routes adapt HTTP.

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the PDF of a version is made from (the company's details and texts are added where the renderer is wired). */
export type QuotationPdfRequest = Omit<QuotationPdfInput, 'company' | 'i18n'>;

export type RenderQuotationPdf = (request: QuotationPdfRequest) => Promise<Buffer>;

/** A version sent at `sentAt` is valid to the end of the Ulaanbaatar day `days` days later. */
export const validUntilOf = (sentAt: Date, days: number) =>
  new Date(nextUlaanbaatarMidnight(new Date(sentAt.getTime() + days * DAY_MS)).getTime() - 1);

/** The year of Ulaanbaatar's calendar at `at`: the numbers count within it. */
const yearOf = (at: Date) => Number(ulaanbaatarDay(at).slice(0, 4));

const languageOf = (value: string): Language => (value === 'en' ? 'en' : 'mn');

export type SendOutcome =
  | { kind: 'sent'; number: string; version: number }
  /** Accepted, or sent by someone else at the same moment: nothing was sent. */
  | { kind: 'settled' }
  | { kind: 'invalid' };

interface DeskDeps {
  quotations: Pick<QuotationStore, 'saveDraft' | 'read' | 'assignNumber' | 'recordSent'>;
  renderPdf: RenderQuotationPdf;
  clock: Clock;
  /** Told that an e-mail waits (the mail job runs at once rather than at its next turn). */
  mailQueued?: () => void;
}

export function createQuotationDesk({ quotations, renderPdf, clock, mailQueued }: DeskDeps) {
  /** The PDF of a draft of `record` as the version sent now, or as the office's preview of it (marked a draft). */
  function pdfRequest(
    record: QuotationRecord,
    document: QuotationDocument,
    at: Date,
    { number, preview }: { number: string | null; preview: boolean },
  ): QuotationPdfRequest {
    const { quotation, enquiry } = record;
    return {
      number,
      version: (quotation.sentVersion ?? 0) + 1,
      sentAt: at,
      validUntil: validUntilOf(at, document.validDays),
      language: languageOf(quotation.language),
      preview,
      document,
      buyer: { name: enquiry.name, email: enquiry.email, phone: enquiry.phone },
    };
  }

  return {
    /** Saves the enquiry's draft; its quotation's id, or undefined when that quotation is accepted. */
    saveDraft: (enquiryId: number, document: QuotationDocument, language: Language, login: string) =>
      quotations.saveDraft({ enquiryId, language, document, login, now: clock.now() }),

    /** The saved draft's PDF as it would be sent now, marked on every page as a draft not sent. */
    async previewPdf(record: QuotationRecord): Promise<Buffer | undefined> {
      const parsed = quotationDocumentSchema.safeParse(record.quotation.document);
      if (!parsed.success) return undefined;
      const now = clock.now();
      return renderPdf(pdfRequest(record, parsed.data, now, { number: record.quotation.number, preview: true }));
    },

    /** Sends the saved draft as the next version: numbered (once), its PDF made, kept, and its e-mail queued. */
    async send(id: number, login: string): Promise<SendOutcome> {
      const record = await quotations.read(id);
      if (!record || record.quotation.state === 'accepted') return { kind: 'settled' };
      const parsed = quotationDocumentSchema.safeParse(record.quotation.document);
      if (!parsed.success) return { kind: 'invalid' };
      const now = clock.now();
      const number = await quotations.assignNumber(id, yearOf(now));
      if (!number) return { kind: 'settled' };
      const request = pdfRequest(record, parsed.data, now, { number, preview: false });
      const pdf = await renderPdf(request);
      const sent = await quotations.recordSent({
        id,
        version: request.version,
        number,
        document: parsed.data,
        language: request.language,
        sentAt: now,
        sentBy: login,
        validUntil: request.validUntil,
        pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength),
      });
      if (!sent) return { kind: 'settled' };
      mailQueued?.();
      return { kind: 'sent', number, version: request.version };
    },
  };
}

export type QuotationDesk = ReturnType<typeof createQuotationDesk>;
