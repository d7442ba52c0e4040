import type { Request, Response } from 'express';
import { ITEM_BULK_ACTIONS, type BulkAction, type BulkRefusal } from '#shared/bulk-actions.ts';
import type { Visibility } from '#shared/schemas/product-edit-schema.ts';
import { requestActor } from './admin-actor.ts';
import { login } from './admin-request.ts';
import { bulkAnswer, postedView, readBulkForm } from './bulk-outcome.ts';
import { itemActions, visibilityChange } from './item-actions.ts';
import type { ItemEntry, ItemForm, ItemKind, ItemRoutesDeps } from './item-kind.ts';

// A bulk action on a list's items (docs/content.md, "Bulk actions"): the items ticked each go through the
// lifecycle's own steps (item-actions.ts: the kind's checks, the address's uniqueness, the revision over the one
// the list showed, the log and one audit entry), then the public pages are refreshed once; the list is shown
// again saying how many changed and naming each item left unchanged, with why.

/** What the list's view is made of (item-list-routes.ts), posted back by the form. */
export const ITEM_LIST_VIEW = ['q', 'show', 'page'] as const;

/** The visibility each action gives: restoring from the bin puts an item on the site, as its own page's button. */
const VISIBILITY_OF: Record<Exclude<BulkAction, 'publish'>, Visibility> = {
  hidden: 'hidden',
  shown: 'shown',
  deleted: 'deleted',
  restore: 'shown',
};

/** Why an item shown as it is cannot take the action: already so, in the bin (restore it first), or not in it. */
function visibilityRefusal(action: Exclude<BulkAction, 'publish'>, visibility: Visibility): BulkRefusal | undefined {
  if (action === 'restore') return visibility === 'deleted' ? undefined : 'not-in-bin';
  if (visibility === VISIBILITY_OF[action]) return 'already';
  return visibility === 'deleted' ? 'in-bin' : undefined;
}

/** The revisions the list showed its rows at (`id:revision …`), by id. */
const seenRevisions = (value: unknown) =>
  new Map(
    (typeof value === 'string' ? value : '').split(' ').flatMap((pair) => {
      const [id, revision] = pair.split(':').map(Number);
      return Number.isSafeInteger(id) && Number.isSafeInteger(revision) ? [[id as number, revision as number]] : [];
    }),
  );

/** POST <list>/bulk: the action on every item ticked, in one step. */
export function itemBulk<Entry extends ItemEntry, Published, Form extends ItemForm>({
  kindOf,
  content,
  clock,
  record,
}: Pick<ItemRoutesDeps<Entry, Published, Form>, 'kindOf' | 'content' | 'clock' | 'record'>) {
  return async (req: Request, res: Response) => {
    const kind: ItemKind<Entry, Published, Form> = kindOf(req);
    const back = (result: Parameters<typeof bulkAnswer>[2]) =>
      res.redirect(303, bulkAnswer(kind.listHref(req.baseUrl), postedView(req.body, ITEM_LIST_VIEW), result));
    const form = readBulkForm(req.body, ITEM_BULK_ACTIONS);
    if (!form.ok) return back({ error: form.error });
    const { action } = form;
    const seen = seenRevisions((req.body as Record<string, unknown>).seen);
    const actions = itemActions({ content, clock, batch: true });
    const actor = requestActor(record, req, res);

    async function apply(id: number): Promise<'done' | BulkRefusal> {
      const { revision, draft } = await content.state(kind.contentKind, kind.key(id));
      const entry = await actions.latestEntry(kind, id, revision);
      if (!entry && !draft) return 'gone';
      // Changed since the list was read (published, hidden, reset by someone): what was ticked is not what it is.
      if (seen.get(id) !== revision) return 'stale';
      if (action === 'publish') {
        const published = await actions.publishDraftNow(kind, id, actor, 'published');
        return published === 'done' ? 'done' : published;
      }
      if (!entry) return 'unpublished';
      const refusal = visibilityRefusal(action, entry.visibility);
      if (refusal) return refusal;
      const visibility = VISIBILITY_OF[action];
      const done = { action: visibility, log: 'visibility changed', logged: { visibility } };
      return actions.change(kind, { id, entry }, revision, visibilityChange(kind, entry, visibility), done, actor);
    }

    let changed = 0;
    const refused: Array<{ id: string; why: BulkRefusal }> = [];
    for (const posted of form.ids) {
      const id = Number(posted);
      const outcome = Number.isSafeInteger(id) && id > 0 && String(id) === posted ? await apply(id) : 'gone';
      if (outcome === 'done') changed += 1;
      else refused.push({ id: posted, why: outcome });
    }
    // One refresh for them all: the public pages show every change before the list is asked for again.
    if (changed > 0) await kind.refresh();
    req.log.info({ list: kind.log.name, action, changed, refused: refused.length, login: login(res) }, 'bulk action');
    back({ action, changed, refused });
  };
}
