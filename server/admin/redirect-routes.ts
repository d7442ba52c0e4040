import { Router, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import type { Redirect } from '#shared/redirects.ts';
import type { Clock } from '../clock.ts';
import { checkRedirect, everyRedirect, type RedirectSources } from '../content/redirect-checks.ts';
import { REDIRECTS_KEY, type Redirects } from '../content/redirects.ts';
import { CSV_MAX_BYTES, readRedirectsCsv } from '../content/redirects-csv.ts';
import { AppError, PayloadTooLargeError } from '../errors.ts';
import type { RedirectCounter } from '../routes/old-address-redirects.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { RedirectHit, RedirectHits } from '../storage/redirect-hits.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import type { AdminCsrf } from './admin-csrf.ts';
import { baseRevision, login, posted } from './admin-request.ts';
import { doneNotice, redirectsProps } from './redirect-props.ts';
import { requireRole } from './require-role.ts';

// The office's redirects (docs/content.md, "Redirects"; role editor): add one, remove one, upload a CSV of them. The
// list is one content item, and each change a revision of it by the login (so replicas follow it at once), audited.

interface RedirectRoutesDeps extends RedirectSources {
  redirects: Redirects;
  content: ContentStore;
  /** The hits' table, and (counter) this process's counts not yet in it. */
  hits: Pick<RedirectHits, 'all'>;
  counter: Pick<RedirectCounter, 'flush'>;
  clock: Clock;
  pages: AdminPages;
  csrf: AdminCsrf;
  record: AuditTrail;
}

// The CSV is small (1,000 rows): read into memory, with the form's token and revision beside it.
const readUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 20 },
}).single('file');
const upload: RequestHandler = (req, res, next) =>
  readUpload(req, res, (err: unknown) => {
    if (err === undefined) return next();
    if (!(err instanceof multer.MulterError)) return next(err);
    next(
      err.code === 'LIMIT_FILE_SIZE'
        ? new PayloadTooLargeError()
        : new AppError(400, 'bad_upload', 'admin:redirects.errors.csvUnreadable'),
    );
  });

export function redirectRoutes(deps: RedirectRoutesDeps): Router {
  const { content, redirects, hits, counter, clock, pages, csrf, record } = deps;
  const router = Router();
  const editor = requireRole('editor');

  async function show(req: Request, res: Response, status: number, state: Parameters<typeof redirectsProps>[3] = {}) {
    // This process's counts first, so the page shows every hit it answered.
    await counter.flush();
    const counted: ReadonlyMap<string, RedirectHit> = await hits.all();
    const props = redirectsProps(req, deps, counted, state);
    await pages.send(req, res, status, req.t('admin:redirects.title'), { page: 'redirects', props });
  }

  const check = (typedFrom: string, typedTo: string, existing: readonly Redirect[]) =>
    checkRedirect(typedFrom, typedTo, existing, deps);

  /** Publishes `next` over `revision`; false when someone changed the list since. */
  async function publish(req: Request, res: Response, next: Redirect[], revision: number): Promise<boolean> {
    const published = await content.publish(
      'redirects',
      REDIRECTS_KEY,
      { redirects: next },
      revision,
      login(res),
      clock.now(),
    );
    if (published === undefined) return false;
    await redirects.refresh();
    return true;
  }
  const stale = { key: 'redirects.errors.stale' };
  const back = (req: Request, res: Response, done: string, count?: number) =>
    res.redirect(303, `${req.baseUrl}/redirects?done=${done}${count === undefined ? '' : `&count=${count}`}`);

  router.get('/redirects', editor, (req, res) => show(req, res, 200, { notice: doneNotice(req.query) }));

  router.post('/redirects', editor, csrf.checkToken, async (req, res) => {
    const typed = { from: posted(req.body, 'from'), to: posted(req.body, 'to') };
    const revision = baseRevision(req);
    const { redirects: list, revision: latest } = redirects.current();
    if (revision !== latest) return show(req, res, 409, { typed, refusal: stale });
    const checked = check(typed.from, typed.to, everyRedirect(deps));
    if (!checked.ok) return show(req, res, 400, { typed, refusal: checked.refusal });
    if (!(await publish(req, res, [...list, checked.redirect], revision))) {
      return show(req, res, 409, { typed, refusal: stale });
    }
    await record(req, res, 'redirect-added', checked.redirect.from);
    back(req, res, 'added');
  });

  router.post('/redirects/remove', editor, csrf.checkToken, async (req, res) => {
    const from = posted(req.body, 'from');
    const revision = baseRevision(req);
    const { redirects: list, revision: latest } = redirects.current();
    const kept = list.filter((redirect) => redirect.from !== from);
    if (revision !== latest || kept.length === list.length) return show(req, res, 409, { refusal: stale });
    if (!(await publish(req, res, kept, revision))) return show(req, res, 409, { refusal: stale });
    await record(req, res, 'redirect-removed', from);
    back(req, res, 'removed');
  });

  // The role is checked before the body is read: an account that may not upload makes the server read nothing.
  router.post('/redirects/upload', editor, upload, csrf.checkToken, async (req, res) => {
    const file = req.file
      ? readRedirectsCsv(req.file.buffer)
      : { ok: false as const, reason: 'redirects.errors.csvEmpty' };
    if (!file.ok) return show(req, res, 400, { refusal: { key: file.reason } });
    const revision = baseRevision(req);
    const { redirects: list, revision: latest } = redirects.current();
    if (revision !== latest) return show(req, res, 409, { refusal: stale });
    // Each row against the list and the rows before it: a file is stored whole or not at all.
    const existing = everyRedirect(deps);
    const added: Redirect[] = [];
    const refusedRows = file.refused.map(({ line, reason }) => ({ line, key: reason }));
    for (const row of file.rows) {
      const checked = check(row.from, row.to, [...existing, ...added]);
      if (checked.ok) added.push(checked.redirect);
      else refusedRows.push({ line: row.line, ...checked.refusal });
    }
    if (refusedRows.length > 0) {
      refusedRows.sort((a, b) => a.line - b.line);
      return show(req, res, 400, { refusedRows, refusal: { key: 'redirects.errors.csvRefused' } });
    }
    if (!(await publish(req, res, [...list, ...added], revision))) return show(req, res, 409, { refusal: stale });
    await record(req, res, 'redirects-imported', `rows=${added.length}`);
    back(req, res, 'uploaded', added.length);
  });

  return router;
}
