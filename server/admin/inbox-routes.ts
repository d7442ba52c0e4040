import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Router, type Request } from 'express';
import { fieldErrors } from '#shared/schemas/contact-schema.ts';
import { entryStatusSchema } from '#shared/schemas/admin-schema.ts';
import type { Clock } from '../clock.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { exportStream } from '../services/enquiry-export.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { InboxSource } from '../storage/inbox-store.ts';
import type { Store } from '../storage/store.ts';
import type { AdminPages } from './admin-page.ts';
import { entryProps } from './entry-props.ts';
import { inboxProps } from './inbox-props.ts';
import { parseInboxQuery, queryOf } from './inbox-query-string.ts';
import type { AuditTrail } from './audit-trail.ts';
import { requireRole } from './require-role.ts';
import { hasRole } from '#shared/admin-roles.ts';
import { quotationStatus } from '#shared/quotation-status.ts';
import { signedIn, type AdminCsrf } from './admin-csrf.ts';

interface InboxRoutesDeps {
  store: Pick<Store, 'inbox' | 'attachments' | 'quotations'>;
  record: AuditTrail;
  clock: Clock;
  pages: AdminPages;
  csrf: AdminCsrf;
}

const PAGE_SIZE = 50;
const SOURCES: readonly InboxSource[] = ['enquiry', 'subscription'];

/** The inbox for signed-in staff: the filtered list, its exports, one entry and its handled state. */
export function inboxRoutes({ store, clock, pages, csrf, record }: InboxRoutesDeps) {
  const router = Router();
  // Enquiries are personal data: only accounts with the inbox role (or admin) read or change them.
  const inbox = requireRole('inbox');

  // An account that edits but does not read enquiries starts at the office's home page (desk-routes.ts); one that
  // only reads the statistics, at theirs (stats-routes.ts).
  router.get('/', (req, res, next) => {
    const roles = signedIn(res)?.roles ?? [];
    if (!hasRole(roles, 'inbox') && hasRole(roles, 'editor')) return res.redirect(303, `${req.baseUrl}/desk`);
    if (!hasRole(roles, 'inbox') && hasRole(roles, 'stats')) return res.redirect(303, `${req.baseUrl}/stats`);
    next();
  });

  router.get('/', inbox, async (req, res) => {
    const query = parseInboxQuery(req.query, clock.now());
    const [page, total] = await Promise.all([
      store.inbox.list(query.filter, query.position, PAGE_SIZE),
      store.inbox.count(query.filter),
    ]);
    await nextTurn(); // the render runs in a turn of its own, not after the queries in theirs
    const props = inboxProps(req.baseUrl, query, page, total, clock.now());
    await pages.send(req, res, 200, req.t('admin:list.caption'), { page: 'inbox', props });
  });

  // Streamed: written a page at a time as it is read, as fast as the browser takes it.
  router.get(['/export.csv', '/export.json'], inbox, async (req, res) => {
    const query = parseInboxQuery(req.query, clock.now());
    const { filter } = query;
    const format = req.path.endsWith('.json') ? 'json' : 'csv';
    const day = localTime(clock.now()).slice(0, 10);
    res.attachment(`enquiries-${day}.${format}`);
    // Who took a copy of the enquiries, and of which: the filters, but not a search's words (a visitor's name).
    const filters = queryOf({ ...query.fields, q: '' });
    await record(
      req,
      res,
      'inbox-exported',
      [format, filters, query.fields.q ? 'search' : ''].filter(Boolean).join(' '),
    );
    res.type(format === 'json' ? 'application/json' : 'text/csv; charset=utf-8');
    try {
      await pipeline(exportStream(store.inbox, filter, format), res);
    } catch (err) {
      // The response has begun: all that can be done is to cut it short (the download then fails visibly).
      if ((err as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
        req.log.info('inbox export stopped: the client went away');
      } else {
        req.log.error({ err }, 'inbox export failed');
      }
      res.destroy();
    }
  });

  async function findEntry(req: Request) {
    const source = SOURCES.find((known) => known === req.params.source);
    const id = Number(req.params.id);
    if (!source || !Number.isSafeInteger(id) || id < 1) return undefined;
    return store.inbox.find(source, id);
  }

  router.get('/:source/:id', inbox, async (req, res, next) => {
    const entry = await findEntry(req);
    if (!entry) return next(new NotFoundError());
    const quotation = entry.source === 'enquiry' ? await store.quotations.ofEnquiry(entry.id) : undefined;
    const props = entryProps({
      base: req.baseUrl,
      entry,
      notification: entry.source === 'enquiry' ? await store.inbox.notification(entry.id) : undefined,
      items: entry.items,
      attachments: entry.source === 'enquiry' ? await store.attachments.list(entry.id) : [],
      replySubject: req.i18n.getFixedT(entry.language)('admin:reply.subject', {
        date: localTime(entry.createdAt).slice(0, 10),
      }),
      ...(quotation ? { quotation: { ...quotation, status: quotationStatus(quotation, clock.now()) } } : {}),
    });
    const title = req.t('admin:entry.title', { kind: req.t(`admin:kinds.${entry.kind}`), id: entry.id });
    await pages.send(req, res, 200, title, { page: 'entry', props });
    // Records of processing (docs/privacy.md, "Records of processing"): who read whose enquiry, and when.
    await record(req, res, 'entry-viewed', `${entry.source}/${entry.id}`);
  });

  router.post('/:source/:id/status', csrf.checkToken, inbox, async (req, res, next) => {
    const entry = await findEntry(req);
    const admin = signedIn(res);
    if (!entry || !admin) return next(new NotFoundError());
    const parsed = entryStatusSchema.safeParse(req.body ?? {});
    if (!parsed.success) return next(new ValidationError(fieldErrors(parsed.error)));
    const handled = parsed.data.status === 'handled';
    await store.inbox.setHandled(entry.source, entry.id, handled ? admin.login : null, clock.now());
    req.log.info({ source: entry.source, id: entry.id, handled, login: admin.login }, 'inbox entry updated');
    await record(req, res, handled ? 'entry-handled' : 'entry-reopened', `${entry.source}/${entry.id}`);
    res.redirect(303, `${req.baseUrl}/${entry.source}/${entry.id}`);
  });

  return router;
}
