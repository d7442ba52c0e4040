import { Router, type Request, type Response } from 'express';
import type { z } from 'zod/mini';
import type { PersonOutcome, PersonProps } from '#shared/person-view.ts';
import { contactSchema, fieldErrors } from '#shared/schemas/contact-schema.ts';
import {
  isEmailQuery,
  personCorrectionSchema,
  personErasureSchema,
  personRequestSchema,
  type PersonRequest,
} from '#shared/schemas/person-schema.ts';
import type { Clock } from '../clock.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { EnquiryStore } from '../storage/enquiry-store.ts';
import type { PersonRecords } from '../storage/person-data.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import type { AdminCsrf } from './admin-csrf.ts';
import { personExport } from './person-export.ts';
import { personProps } from './person-props.ts';
import { erasureTarget, personKey, recordsTarget, scrubbedReason } from './person-request.ts';
import { requireRole } from './require-role.ts';

interface PersonRoutesDeps {
  store: { enquiries: Pick<EnquiryStore, 'findPerson' | 'correctEnquiry' | 'erasePerson'> };
  clock: Clock;
  pages: AdminPages;
  csrf: AdminCsrf;
  record: AuditTrail;
  /** The hash an unsubscribed address is kept as: found, exported and erased with the rest. */
  suppressionHash: (email: string) => string;
}

/**
 * The office's "Personal data" page (docs/privacy.md, "The person's rights and retention"): everything held
 * about one e-mail address or phone number, exported as one file, corrected, or erased. Admins only: it reaches
 * across every enquiry and sign-up, and an erasure cannot be undone. Whom to look for travels only in posted
 * forms, never in an address (a browser's history, a proxy's log), and every action states why, which the audit
 * log keeps with who did it and when.
 */
export function personRoutes({ store, clock, pages, csrf, record, suppressionHash }: PersonRoutesDeps) {
  const router = Router();
  const admin = requireRole('admin');
  const keyOf = (query: string) => personKey(query, suppressionHash);

  const send = (req: Request, res: Response, status: number, props: PersonProps) =>
    pages.send(req, res, status, req.t('admin:person.title'), { page: 'person', props });

  /** The page with what `request` finds, and what was just done. */
  async function sendFound(req: Request, res: Response, request: PersonRequest, extra: Partial<PersonProps> = {}) {
    const records = await store.enquiries.findPerson(keyOf(request.q));
    const by = isEmailQuery(request.q) ? 'email' : 'phone';
    await send(req, res, extra.fieldErrors ? 400 : 200, {
      ...personProps(req.baseUrl, request, { by, records }),
      ...extra,
    });
    return records;
  }

  /** The form's input, or undefined once the page has been sent again with what is wrong. */
  async function parse<T extends PersonRequest>(schema: z.ZodMiniType<T>, req: Request, res: Response) {
    const parsed = schema.safeParse(req.body ?? {});
    if (parsed.success) return parsed.data;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const typed = (name: string) => (typeof body[name] === 'string' ? body[name].slice(0, 1000) : '');
    await send(req, res, 400, {
      ...personProps(req.baseUrl, { q: typed('q'), reason: typed('reason') }),
      fieldErrors: fieldErrors(parsed.error),
    });
    return undefined;
  }

  const reasonFor = (request: PersonRequest, records: PersonRecords) =>
    scrubbedReason(request.reason, request.q, records);

  router.get('/person', admin, async (req, res) => {
    await send(req, res, 200, personProps(req.baseUrl, { q: '', reason: '' }));
  });
  // An action's answer is the page: its language switch, a GET of the action's address, leads back to the search.
  router.get(['/person/export', '/person/correct', '/person/erase'], admin, (req, res) => {
    res.redirect(303, `${req.baseUrl}/person`);
  });

  // Reading a person's data is itself a processing of it: recorded, with its reason.
  router.post('/person', csrf.checkToken, admin, async (req, res) => {
    const request = await parse(personRequestSchema, req, res);
    if (!request) return;
    const records = await sendFound(req, res, request);
    await record(req, res, 'person-searched', recordsTarget(records), undefined, reasonFor(request, records));
  });

  router.post('/person/export', csrf.checkToken, admin, async (req, res) => {
    const request = await parse(personRequestSchema, req, res);
    if (!request) return;
    const records = await store.enquiries.findPerson(keyOf(request.q));
    const now = clock.now();
    const about = isEmailQuery(request.q) ? { email: request.q } : { phone: request.q };
    await record(req, res, 'person-exported', recordsTarget(records), undefined, reasonFor(request, records));
    res.attachment(`personal-data-${localTime(now).slice(0, 10)}.json`);
    res.type('application/json').send(`${JSON.stringify(personExport(records, about, now), null, 2)}\n`);
  });

  router.post('/person/correct', csrf.checkToken, admin, async (req, res) => {
    const correction = await parse(personCorrectionSchema, req, res);
    if (!correction) return;
    const { q, reason, field } = correction;
    // The new value is checked as the enquiry forms check that field.
    const value = contactSchema.shape[field].safeParse(correction.value);
    if (!value.success) {
      await sendFound(req, res, { q, reason }, { fieldErrors: { value: value.error.issues[0]?.message ?? '' } });
      return;
    }
    const id = Number(correction.enquiry);
    const before = await store.enquiries.findPerson(keyOf(q));
    // Only an enquiry of the person searched for: the audit record names them as the one corrected.
    const theirs = before.enquiries.some((enquiry) => enquiry.id === id);
    const corrected = theirs && (await store.enquiries.correctEnquiry(id, field, value.data));
    const outcome: PersonOutcome = corrected
      ? { key: 'admin:person.corrected', kind: 'info' }
      : { key: 'admin:person.notCorrected', kind: 'error' };
    if (corrected) {
      req.log.info({ enquiryId: id, field }, 'enquiry corrected');
      await record(req, res, 'person-corrected', `enquiry/${id} ${field}`, undefined, reasonFor({ q, reason }, before));
    }
    await sendFound(req, res, { q, reason }, { outcome });
  });

  router.post('/person/erase', csrf.checkToken, admin, async (req, res) => {
    const request = await parse(personErasureSchema, req, res);
    if (!request) return;
    const { q, reason } = request;
    const before = await store.enquiries.findPerson(keyOf(q));
    const erasure = await store.enquiries.erasePerson(keyOf(q), clock.now());
    req.log.info(
      { enquiries: erasure.enquiries.length, subscriptions: erasure.subscriptions, emails: erasure.emails },
      'personal data erased',
    );
    await record(req, res, 'person-erased', erasureTarget(erasure), undefined, reasonFor({ q, reason }, before));
    const counts = {
      enquiries: erasure.enquiries.length,
      subscriptions: erasure.subscriptions,
      emails: erasure.emails,
    };
    // The same search again: it shows that nothing of the person is left.
    await sendFound(req, res, { q, reason }, { outcome: { key: 'admin:person.erased', kind: 'info', counts } });
  });

  return router;
}
