import { Router, type Request, type Response } from 'express';
import { VISIBILITY } from '#shared/schemas/product-edit-schema.ts';
import { NotFoundError } from '../errors.ts';
import { NOT_SAVED, single, STALE } from './edit-notices.ts';
import { baseRevision, login, posted } from './admin-request.ts';
import { SEEN_DRAFT_FIELD } from '#shared/editing-view.ts';
import { seenDraftOf, wantsJson, type EditPresence } from './edit-presence.ts';
import { requireRole } from './require-role.ts';
import { requestLanguage } from '../request-language.ts';
import { versionedItemProps } from './item-page-props.ts';
import { itemActions, visibilityChange, type ChangeDone, type ItemChange } from './item-actions.ts';
import { requestActor } from './admin-actor.ts';
import { scheduleFormProps } from './schedule-props.ts';
import {
  ITEM_HISTORY_SHOWN,
  type ItemEntry,
  type ItemForm,
  type ItemKind,
  type ItemPageInput,
  type ItemRoutesDeps,
  type TitledAdminPage,
  type Shown,
} from './item-kind.ts';

// The one lifecycle of the office's items (docs/office-guide.md, "Editing the site"; docs/architecture.md §9): the
// catalogue's products and each list's items alike. A new item, and one item: save a draft, publish, discard the
// draft, hide, show, move to the bin and back, reset to the shipped item, restore an earlier version. A change
// made from a revision older than the latest is refused (409) with what was typed kept. What differs between
// kinds is their ItemKind (item-kind.ts); their list and order are item-list-routes.ts.

export function itemRoutes<Entry extends ItemEntry, Published, Form extends ItemForm>({
  path,
  kindOf,
  content,
  clock,
  pages,
  csrf,
  record,
  schedules,
  editing,
}: ItemRoutesDeps<Entry, Published, Form> & { editing: EditPresence }) {
  type Kind = ItemKind<Entry, Published, Form>;
  const router = Router();
  const actions = itemActions({ content, clock });
  const actor = (req: Request, res: Response) => requestActor(record, req, res);
  const editor = requireRole('editor');
  const send = (req: Request, res: Response, status: number, { title, ...page }: TitledAdminPage) =>
    pages.send(req, res, status, title, page);

  async function show(req: Request, res: Response, status: number, id?: number, shown: Shown<Form> = {}) {
    const kind = kindOf(req);
    const key = id === undefined ? undefined : kind.key(id);
    const [state, history] = key
      ? await Promise.all([
          content.state(kind.contentKind, key),
          content.history(kind.contentKind, key, ITEM_HISTORY_SHOWN),
        ])
      : [undefined, []];
    const entry = id === undefined ? undefined : kind.entry(id);
    const input: ItemPageInput<Entry, Form> = {
      base: req.baseUrl,
      history,
      shown,
      ...(id !== undefined ? { id } : {}),
      ...(entry ? { entry } : {}),
      ...(state ? { state } : {}),
    };
    const frame = versionedItemProps(kind, requestLanguage(req), input);
    if (schedules && key) {
      const pending = await schedules.pendingOf(kind.contentKind, key);
      const hides = entry?.visibility === 'shown';
      frame.schedule = scheduleFormProps(req.baseUrl, kind.contentKind, key, Boolean(state?.draft), hides, pending);
    }
    // Who else has it open, and the draft its form was read with (docs/content.md, "Presence and autosave").
    if (key && state && id !== undefined) {
      const heartbeat = `${kind.itemHref(req.baseUrl, id)}/presence`;
      const seen = shown.seenDraft;
      const at = { kind: kind.contentKind, key, state, heartbeat, ...(seen === undefined ? {} : { seen }) };
      frame.editing = await editing.props(req, res, at);
    }
    await send(req, res, status, kind.itemPage(req, input, frame));
  }

  /** The item of the address: published, or drafted; 404 otherwise. */
  async function findItem(req: Request): Promise<{ kind: Kind; id: number; entry?: Entry }> {
    const kind = kindOf(req);
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== req.params.id) throw new NotFoundError();
    const entry = kind.entry(id);
    if (entry) return { kind, id, entry };
    if ((await content.state(kind.contentKind, kind.key(id))).draft) return { kind, id };
    throw new NotFoundError();
  }

  /** Publishes a revision over the one the form was read at, logs and records it, and shows the item. */
  async function change(
    req: Request,
    res: Response,
    { kind, id, entry }: { kind: Kind; id: number; entry: Entry },
    next: ItemChange<Published>,
    done: ChangeDone & { notice: string },
  ) {
    const changed = await actions.change(kind, { id, entry }, baseRevision(req), next, done, actor(req, res));
    if (changed === 'slug-taken') return show(req, res, 409, id, { notice: { key: kind.slugTaken, kind: 'error' } });
    if (changed === 'stale') return show(req, res, 409, id, { notice: STALE });
    res.redirect(303, `${kind.itemHref(req.baseUrl, id)}?notice=${done.notice}`);
  }

  /** Saves the form as a draft or publishes it; a new item (`id` undefined) takes the next free id. */
  async function save(req: Request, res: Response, id?: number, entry?: Entry) {
    const kind = kindOf(req);
    const typed = kind.readForm(req);
    const publish = single(req.body?.action) === 'publish';
    const revision = id === undefined ? 0 : baseRevision(req);
    // An item of its own (an id) was read with its draft, or none; a new one has none to replace.
    const known = id === undefined ? {} : { id, seen: seenDraftOf(req.body) };
    const item = { typed, revision, publish, ...known, ...(entry ? { entry } : {}) };
    const saved = await actions.save(kind, item, actor(req, res));
    if (wantsJson(req)) return editing.answerSave(res, saved);
    if (!saved.ok && saved.why === 'stale') return show(req, res, 409, id, { typed, notice: STALE });
    if (!saved.ok && saved.why === 'draft')
      return show(req, res, 409, id, { typed, notice: editing.conflictNotice(saved) });
    if (!saved.ok) {
      const refused = { typed, revision, seenDraft: posted(req.body, SEEN_DRAFT_FIELD), notice: NOT_SAVED };
      return show(req, res, saved.status, id, { ...refused, fieldErrors: saved.errors });
    }
    res.redirect(303, `${kind.itemHref(req.baseUrl, saved.id)}?notice=${publish ? 'published' : 'draft-saved'}`);
  }

  router.get(`${path}/new`, editor, (req, res) => show(req, res, 200));
  router.post(`${path}/new`, csrf.checkToken, editor, (req, res) => save(req, res));

  router.get(`${path}/:id`, editor, async (req, res) => {
    const { kind, id } = await findItem(req);
    const notice = kind.notice(req.query.notice);
    await show(req, res, 200, id, notice ? { notice } : {});
  });

  router.post(`${path}/:id`, csrf.checkToken, editor, async (req, res) => {
    const { id, entry } = await findItem(req);
    await save(req, res, id, entry);
  });

  // The page's heartbeat (docs/content.md, "Presence and autosave"): who else has it open now.
  router.post(`${path}/:id/presence`, csrf.checkToken, editor, async (req, res) => {
    const { kind, id } = await findItem(req);
    await editing.beat(req, res, kind.contentKind, kind.key(id));
  });

  router.post(`${path}/:id/discard`, csrf.checkToken, editor, async (req, res) => {
    const { kind, id, entry } = await findItem(req);
    await content.discardDraft(kind.contentKind, kind.key(id));
    req.log.info({ ...kind.log.fields(id), login: login(res) }, `${kind.log.name} draft discarded`);
    await record(req, res, `${kind.audit.prefix}-draft-discarded`, kind.audit.target(id));
    // An item never published is gone with its draft: back to the list.
    if (!entry) return res.redirect(303, `${kind.listHref(req.baseUrl)}?notice=discarded`);
    res.redirect(303, `${kind.itemHref(req.baseUrl, id)}?notice=discarded`);
  });

  // Hide (unpublish), show again, move to the bin or restore from it: a revision of its own.
  router.post(`${path}/:id/visibility`, csrf.checkToken, editor, async (req, res) => {
    const { kind, id, entry } = await findItem(req);
    const visibility = VISIBILITY.find((candidate) => candidate === single(req.body?.visibility));
    if (!entry || !visibility) throw new NotFoundError();
    await change(req, res, { kind, id, entry }, visibilityChange(kind, entry, visibility), {
      notice: visibility,
      action: visibility,
      log: 'visibility changed',
      logged: { visibility },
    });
  });

  // Back to the shipped item: its fields follow the file again; how it is shown and its old addresses stay.
  router.post(`${path}/:id/reset`, csrf.checkToken, editor, async (req, res) => {
    const { kind, id, entry } = await findItem(req);
    const shipped = kind.shipped(id);
    if (!entry || !shipped) throw new NotFoundError();
    await change(
      req,
      res,
      { kind, id, entry },
      { published: shipped, visibility: entry.visibility, asShipped: true, checkSlug: false },
      { notice: 'reset', action: 'reset', log: 'reset to the shipped one' },
    );
  });

  // An earlier revision published again, as the newest (its address too: the current one then redirects).
  router.post(`${path}/:id/restore`, csrf.checkToken, editor, async (req, res) => {
    const { kind, id, entry } = await findItem(req);
    const from = await content.revision(kind.contentKind, kind.key(id), Number(single(req.body?.from)));
    const old = from ? kind.revisionOf(from.value) : undefined;
    if (!entry || !from || !old) throw new NotFoundError();
    const published = old.asShipped ? (kind.shipped(id) ?? old.published) : old.published;
    await change(
      req,
      res,
      { kind, id, entry },
      { published, visibility: old.visibility, asShipped: old.asShipped, checkSlug: old.visibility !== 'deleted' },
      {
        notice: 'restored',
        action: 'restored',
        target: `${kind.audit.target(id)}#${from.revision}`,
        log: 'revision restored',
        logged: { from: from.revision },
      },
    );
  });

  return router;
}
