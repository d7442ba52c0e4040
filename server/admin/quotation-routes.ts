import { Router, type Request, type Response } from 'express';
import type { AdminNotice } from '#shared/admin-view.ts';
import type { Language } from '#shared/constants.ts';
import type { PriceRate } from '#shared/money.ts';
import type { Clock } from '../clock.ts';
import { NotFoundError } from '../errors.ts';
import type { QuotationDesk } from '../quotations/quotation-desk.ts';
import type { QuotationFields } from '#shared/quotation-fields.ts';
import { checkForm, fieldsOf, formAction, readFields, redrawn } from '../quotations/quotation-form.ts';
import { prefilledDocument, type ProductLookup } from '../quotations/quotation-prefill.ts';
import type { InboxEntryDetail } from '../storage/inbox-store.ts';
import type { QuotationRecord } from '../storage/quotation-store.ts';
import type { Store } from '../storage/store.ts';
import type { AdminPages } from './admin-page.ts';
import { signedIn, type AdminCsrf } from './admin-csrf.ts';
import type { AuditTrail } from './audit-trail.ts';
import { quotationPageProps, quotationPaths } from './quotation-props.ts';
import { requireRole } from './require-role.ts';

// The office's quotations (docs/office-guide.md, "Quotations"), for inbox accounts: a request's quotation form
// (prefilled from its items until a draft is saved), its page with the versions sent, and their PDFs. One form post
// saves the draft, previews it or sends it; "add a line" and "remove" redraw the form with what was typed, so
// every step works without script. A refused post shows the form again, 400, with each input's message.

interface QuotationRoutesDeps {
  store: Pick<Store, 'inbox' | 'quotations'>;
  desk: QuotationDesk;
  products: ProductLookup;
  /** Today's rate for new drafts and the form's reference; null when there is none to be had. */
  todayRate: () => PriceRate | null;
  /** The VAT a new quotation starts with (QUOTATION_VAT_PERCENT). */
  vatPercent: number;
  clock: Clock;
  pages: AdminPages;
  csrf: AdminCsrf;
  record: AuditTrail;
}

/** What the page says after a post that went through (?done=…). */
const DONE: Readonly<Record<string, AdminNotice>> = {
  saved: { key: 'quotations:office.notices.saved', kind: 'info' },
  preview: { key: 'quotations:office.notices.preview', kind: 'info' },
  sent: { key: 'quotations:office.notices.sent', kind: 'info' },
};
const SETTLED: AdminNotice = { key: 'quotations:office.notices.settled', kind: 'error' };
const REFUSED: AdminNotice = { key: 'quotations:office.notices.refused', kind: 'error' };

const positive = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};
const languageOf = (value: string): Language => (value === 'en' ? 'en' : 'mn');

export function quotationRoutes(deps: QuotationRoutesDeps) {
  const { store, desk, clock, pages, csrf, record } = deps;
  const router = Router();
  // A quotation holds a buyer's request and prices: the inbox's people only.
  const inbox = requireRole('inbox');

  async function enquiryOf(id: unknown) {
    const enquiryId = positive(id);
    return enquiryId === undefined ? undefined : store.inbox.find('enquiry', enquiryId);
  }

  interface Shown {
    entry: InboxEntryDetail;
    record: QuotationRecord | undefined;
    form: QuotationFields;
    errors?: Record<string, string>;
    notice?: AdminNotice;
  }

  async function show(req: Request, res: Response, status: number, shown: Shown) {
    const props = quotationPageProps({
      base: req.baseUrl,
      ...shown,
      products: deps.products,
      todayRate: deps.todayRate(),
      now: clock.now(),
    });
    const number = shown.record?.quotation.number;
    const title = number
      ? req.t('quotations:office.titleNumbered', { number })
      : req.t('quotations:office.title', { id: shown.entry.id });
    await pages.send(req, res, status, title, { page: 'quotation', props });
  }

  // "Prepare quotation": the request's quotation if it has one, else a first draft of its items (saved when saved).
  router.get('/enquiry/:id/quotation', inbox, async (req, res, next) => {
    const entry = await enquiryOf(req.params.id);
    if (!entry) return next(new NotFoundError());
    const existing = await store.quotations.ofEnquiry(entry.id);
    if (existing) return res.redirect(303, quotationPaths(req.baseUrl).page(existing.id));
    const language = languageOf(entry.language);
    const document = prefilledDocument({
      items: entry.items,
      language,
      products: deps.products,
      rate: deps.todayRate(),
      vatPercent: deps.vatPercent,
    });
    await show(req, res, 200, { entry, record: undefined, form: fieldsOf(document, language) });
  });

  router.post('/enquiry/:id/quotation', csrf.checkToken, inbox, async (req, res, next) => {
    const entry = await enquiryOf(req.params.id);
    const admin = signedIn(res);
    if (!entry || !admin) return next(new NotFoundError());
    const existing = await store.quotations.ofEnquiry(entry.id);
    const current = existing && (await store.quotations.read(existing.id));
    const body = (req.body ?? {}) as Record<string, unknown>;
    const action = formAction(body.action);
    const form = readFields(body);
    const shown = { entry, record: current, form };
    if (action.kind === 'add' || action.kind === 'remove') {
      return show(req, res, 200, { ...shown, form: redrawn(form, action) });
    }
    if (current?.quotation.state === 'accepted') return show(req, res, 409, { ...shown, notice: SETTLED });
    const checked = checkForm(form, languageOf(entry.language));
    if (!checked.ok) return show(req, res, 400, { ...shown, errors: checked.errors, notice: REFUSED });
    const id = await desk.saveDraft(entry.id, checked.document, checked.language, admin.login);
    if (id === undefined) return show(req, res, 409, { ...shown, notice: SETTLED });
    await record(req, res, 'quotation-saved', `quotation/${id}`);
    const page = quotationPaths(req.baseUrl).page(id);
    if (action.kind !== 'send') {
      return res.redirect(303, action.kind === 'preview' ? `${page}?done=preview#preview` : `${page}?done=saved`);
    }
    const outcome = await desk.send(id, admin.login);
    if (outcome.kind !== 'sent') {
      const after = await store.quotations.read(id);
      return show(req, res, 409, { ...shown, record: after, notice: SETTLED });
    }
    req.log.info({ quotationId: id, version: outcome.version, login: admin.login }, 'quotation sent');
    const audited = outcome.version > 1 ? 'quotation-revised' : 'quotation-sent';
    await record(req, res, audited, `quotation/${id} ${outcome.number} v${outcome.version}`);
    res.redirect(303, `${page}?done=sent`);
  });

  async function quotationOf(id: unknown) {
    const quotationId = positive(id);
    const found = quotationId === undefined ? undefined : await store.quotations.read(quotationId);
    const entry = found && (await store.inbox.find('enquiry', found.quotation.enquiryId));
    return found && entry ? { record: found, entry } : undefined;
  }

  router.get('/quotations/:id', inbox, async (req, res, next) => {
    const found = await quotationOf(req.params.id);
    if (!found) return next(new NotFoundError());
    const { quotation } = found.record;
    const notice = DONE[String(req.query.done)];
    const form = fieldsOf(quotation.document, quotation.language);
    await show(req, res, 200, { ...found, form, ...(notice ? { notice } : {}) });
  });

  const sendPdf = (res: Response, pdf: Uint8Array, name: string) => {
    res.set({ 'Content-Disposition': `inline; filename="${name}"`, 'X-Content-Type-Options': 'nosniff' });
    res.type('application/pdf').send(Buffer.from(pdf));
  };

  // The saved draft as it would be sent now, in the browser's PDF viewer: marked as a draft, its file's name too.
  router.get('/quotations/:id/preview.pdf', inbox, async (req, res, next) => {
    const found = await quotationOf(req.params.id);
    const pdf = found && (await desk.previewPdf(found.record));
    if (!found || !pdf) return next(new NotFoundError());
    const number = found.record.quotation.number;
    sendPdf(res, pdf, number ? `${number}-draft.pdf` : 'draft.pdf');
  });

  // Each sent version's PDF, as the buyer received it.
  router.get('/quotations/:id/versions/:version', inbox, async (req, res, next) => {
    const id = positive(req.params.id);
    const version = positive(req.params.version);
    const found = id && version ? await store.quotations.find(id) : undefined;
    const pdf = found && version ? await store.quotations.pdf(found.id, version) : undefined;
    if (!found || !pdf) return next(new NotFoundError());
    sendPdf(res, pdf, `${found.number ?? 'quotation'}-v${version}.pdf`);
  });

  return router;
}
