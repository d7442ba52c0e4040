import { Router, type Request, type Response } from 'express';
import { PRODUCT_LIST_FILTERS } from '#shared/admin-view.ts';
import { ITEM_BULK_ACTIONS } from '#shared/bulk-actions.ts';
import { bulkResultOf } from './bulk-outcome.ts';
import { itemBulk } from './item-bulk.ts';
import { NotFoundError } from '../errors.ts';
import { single } from './edit-notices.ts';
import type { ItemEntry, ItemForm, ItemKind, ItemRoutesDeps, Listed } from './item-kind.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { login } from './admin-request.ts';
import { requireRole } from './require-role.ts';
import { moved } from './versioned-items.ts';

// The list of each kind of the office's items (docs/architecture.md §9), in the order the site shows them, with
// those only drafted so far after them; and moving one within that order, which is one content item with its
// own revisions (a move made from an older order is refused); and a bulk action on the items ticked
// (item-bulk.ts). Before item-routes.ts, whose /:id would take /order and /bulk.

/** The longest search a list takes. */
const MAX_SEARCH = 100;

type AnyKind = Pick<ItemKind<ItemEntry, unknown, ItemForm>, 'contentKind' | 'draftId'>;

/** The ids of the kind's drafts. */
export const draftIdsOf = async (content: Pick<ContentStore, 'drafts'>, kind: AnyKind) =>
  (await content.drafts(kind.contentKind)).map(kind.draftId).filter((id) => id !== undefined);

export function itemListRoutes<Entry extends ItemEntry, Published, Form extends ItemForm>(
  deps: ItemRoutesDeps<Entry, Published, Form>,
) {
  const { path, kindOf, content, clock, pages, csrf, record, needs } = deps;
  const router = Router();
  const editor = requireRole('editor');

  /** Published items in order, then those only drafted so far; each with what its translation needs. */
  async function listed(kind: ItemKind<Entry, Published, Form>): Promise<Array<Listed<Entry, Form>>> {
    const [drafts, translations] = await Promise.all([
      draftIdsOf(content, kind).then((ids) => new Set(ids)),
      needs.items(kind),
    ]);
    const translated = (id: number) => {
      const translation = translations.get(id);
      return translation ? { translation } : {};
    };
    const entries = kind.entries();
    const known = new Set(entries.map((entry) => entry.id));
    const items: Array<Listed<Entry, Form>> = entries.map((entry) => ({
      kind: 'entry',
      entry,
      hasDraft: drafts.has(entry.id),
      ...translated(entry.id),
    }));
    for (const id of [...drafts].filter((draftId) => !known.has(draftId)).sort((a, b) => a - b)) {
      const draft = (await content.state(kind.contentKind, kind.key(id))).draft;
      const form = draft && kind.draftForm(draft.value);
      if (form) items.push({ kind: 'draft', id, form, ...translated(id) });
    }
    return items;
  }

  router.get(path, editor, async (req: Request, res: Response) => {
    const kind = kindOf(req);
    const asked = single(req.query.show);
    const notice = kind.notice(req.query.notice);
    const bulk = bulkResultOf(req.query, ITEM_BULK_ACTIONS);
    const { title, ...page } = kind.listPage(req, await listed(kind), {
      q: single(req.query.q).slice(0, MAX_SEARCH),
      show: PRODUCT_LIST_FILTERS.find((filter) => filter === asked) ?? 'all',
      page: Number(single(req.query.page)) || 1,
      orderRevision: kind.order().revision,
      ...(notice ? { notice } : {}),
      ...(bulk ? { bulk } : {}),
    });
    await pages.send(req, res, 200, title, page);
  });

  router.post(`${path}/bulk`, csrf.checkToken, editor, itemBulk(deps));

  // Moves one item to a position of the whole order (1-based).
  router.post(`${path}/order`, csrf.checkToken, editor, async (req, res) => {
    const kind = kindOf(req);
    const id = Number(single(req.body?.id));
    const { ids, revision } = kind.order();
    const move = moved(ids, id, Number(single(req.body?.to)));
    if (!move) throw new NotFoundError();
    const list = kind.listHref(req.baseUrl);
    if (Number(single(req.body?.orderRevision)) !== revision) return res.redirect(303, `${list}?notice=stale`);
    const { kind: orderKind, key } = kind.orderItem;
    if ((await content.publish(orderKind, key, { ids: move.ids }, revision, login(res), clock.now())) === undefined)
      return res.redirect(303, `${list}?notice=stale`);
    req.log.info({ ...kind.log.orderFields(id), to: move.position, login: login(res) }, `${kind.log.name} moved`);
    await record(req, res, kind.audit.reordered, `${kind.audit.target(id)}@${move.position}`);
    await kind.refresh();
    res.redirect(303, `${list}?notice=moved`);
  });

  return router;
}
