import { Router, type Request, type Response } from 'express';
import type { Clock } from '../clock.ts';
import { NotFoundError } from '../errors.ts';
import type { ContentKind, ContentStore } from '../storage/content-store.ts';
import type { ContentSchedules } from '../storage/content-schedules.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import { NOT_SAVED, single, STALE } from './edit-notices.ts';
import type { GlobalKind } from './global-kind.ts';
import type { Shown } from './item-kind.ts';
import type { AdminCsrf } from './admin-csrf.ts';
import { requestActor } from './admin-actor.ts';
import { globalActions, type DocumentDone } from './global-actions.ts';
import { baseRevision, login, posted } from './admin-request.ts';
import { SEEN_DRAFT_FIELD } from '#shared/editing-view.ts';
import { requireRole } from './require-role.ts';
import { scheduleFormProps } from './schedule-props.ts';
import { seenDraftOf, wantsJson, type EditPresence } from './edit-presence.ts';

// The one lifecycle of the office's single documents (docs/office-guide.md, "Editing the site";
// docs/architecture.md §9): each site text and the company's details alike. Save a draft (whatever was typed, checked
// for length and characters only) or publish; discard the draft; reset to the shipped default; restore an earlier
// revision. A change made from a revision older than the latest is refused (409) with what was typed kept. What differs
// between kinds is their GlobalKind (global-kind.ts).

interface GlobalRoutesDeps<Doc, Form, K extends ContentKind> {
  /** Where the document's page is under the office's base: `/company`, `/texts/:id`. */
  path: string;
  kind: GlobalKind<Doc, Form, K>;
  content: ContentStore;
  clock: Clock;
  pages: AdminPages;
  csrf: AdminCsrf;
  record: AuditTrail;
  /** The office's schedules: a document's page lists its own and schedules its draft's publish. */
  schedules?: ContentSchedules;
  /** Who else has the page open, and the draft its form was read with (docs/content.md, "Presence and autosave"). */
  editing: EditPresence;
}

export function globalRoutes<Doc, Form, K extends ContentKind>({
  path,
  kind,
  content,
  clock,
  pages,
  csrf,
  record,
  schedules,
  editing,
}: GlobalRoutesDeps<Doc, Form, K>) {
  const router = Router();
  const editor = requireRole('editor');

  async function show(req: Request, res: Response, status: number, doc: Doc, shown: Shown<Form> = {}) {
    const key = kind.key(doc);
    const [state, history, pending] = await Promise.all([
      content.state(kind.contentKind, key),
      content.history(kind.contentKind, key, kind.historyShown),
      schedules?.pendingOf(kind.contentKind, key),
    ]);
    // A document is never hidden: only its draft's publish is scheduled.
    const schedule =
      pending && scheduleFormProps(req.baseUrl, kind.contentKind, key, Boolean(state.draft), false, pending);
    const heartbeat = `${kind.href(req.baseUrl, doc)}/presence`;
    const seen = shown.seenDraft;
    const editingProps = await editing.props(req, res, {
      kind: kind.contentKind,
      key,
      state,
      heartbeat,
      ...(seen === undefined ? {} : { seen }),
    });
    const input = { doc, state, history, shown, editing: editingProps, ...(schedule ? { schedule } : {}) };
    const { title, ...page } = kind.page(req, input);
    await pages.send(req, res, status, title, page);
  }

  const actions = globalActions({ content, clock });
  const actor = (req: Request, res: Response) => requestActor(record, req, res);
  const back = (req: Request, res: Response, doc: Doc, notice: string) =>
    res.redirect(303, `${kind.href(req.baseUrl, doc)}?notice=${notice}`);

  /** Publishes `value` (null: the shipped default) over the revision the form was read at; 409 when stale. */
  async function publish(
    req: Request,
    res: Response,
    doc: Doc,
    value: unknown,
    done: DocumentDone & { notice: string },
  ) {
    if (!(await actions.publishValue(kind, doc, value, baseRevision(req), done, actor(req, res))))
      return show(req, res, 409, doc, { notice: STALE });
    back(req, res, doc, done.notice);
  }

  router.get(path, editor, async (req, res) => {
    const notice = kind.notice(req.query.notice);
    await show(req, res, 200, kind.find(req), notice ? { notice } : {});
  });

  router.post(path, csrf.checkToken, editor, async (req, res) => {
    const doc = kind.find(req);
    const typed = kind.readForm(req.body);
    const publishing = kind.publishes(req.body);
    const revision = baseRevision(req);
    const seen = seenDraftOf(req.body);
    const saved = await actions.save(kind, doc, { typed, revision, publish: publishing, seen }, actor(req, res));
    if (wantsJson(req)) return editing.answerSave(res, saved);
    if (!saved.ok && saved.why === 'stale') return show(req, res, 409, doc, { typed, notice: STALE });
    if (!saved.ok && saved.why === 'draft')
      return show(req, res, 409, doc, { typed, notice: editing.conflictNotice(saved) });
    if (!saved.ok) {
      const refused = { typed, revision, seenDraft: posted(req.body, SEEN_DRAFT_FIELD), notice: NOT_SAVED };
      return show(req, res, 400, doc, { ...refused, fieldErrors: saved.errors });
    }
    back(req, res, doc, publishing ? 'published' : 'draft-saved');
  });

  // The page's heartbeat (docs/content.md, "Presence and autosave"): who else has it open now.
  router.post(`${path}/presence`, csrf.checkToken, editor, (req, res) => {
    const doc = kind.find(req);
    return editing.beat(req, res, kind.contentKind, kind.key(doc));
  });

  router.post(`${path}/discard`, csrf.checkToken, editor, async (req, res) => {
    const doc = kind.find(req);
    await content.discardDraft(kind.contentKind, kind.key(doc));
    req.log.info({ ...kind.log.fields(doc), login: login(res) }, `${kind.log.name} draft discarded`);
    await record(req, res, `${kind.audit.prefix}-draft-discarded`, kind.audit.target(doc));
    back(req, res, doc, 'discarded');
  });

  // Back to the shipped default: a revision of its own, so it can be undone like any other.
  router.post(`${path}/reset`, csrf.checkToken, editor, (req, res) =>
    publish(req, res, kind.find(req), null, { notice: 'reset', action: 'reset', log: 'reset to the shipped default' }),
  );

  // An earlier revision published again, as the newest.
  router.post(`${path}/restore`, csrf.checkToken, editor, async (req, res) => {
    const doc = kind.find(req);
    const from = await content.revision(kind.contentKind, kind.key(doc), Number(single(req.body?.from)));
    // A revision that cannot be read (content-codecs.ts) is not offered again.
    if (!from || from.value === undefined) throw new NotFoundError();
    await publish(req, res, doc, from.value, {
      notice: 'restored',
      action: 'restored',
      target: `${kind.audit.target(doc)}#${from.revision}`,
      log: 'revision restored',
      logged: { from: from.revision },
    });
  });

  return router;
}
