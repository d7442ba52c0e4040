import { Router, type Request, type Response } from 'express';
import { PRODUCT_LIST_FILTERS, type AdminNotice } from '#shared/admin-view.ts';
import { COLLECTION_NAMES, COLLECTIONS, isCollectionName, type CollectionName } from '#shared/collections.ts';
import { parseCollectionForm, readCollectionForm, type CollectionForm } from '#shared/schemas/collection-schema.ts';
import { VISIBILITY, type Visibility } from '#shared/schemas/product-edit-schema.ts';
import type { Clock } from '../clock.ts';
import { itemKey, type CollectionEntry, type CollectionItemContent, type Collections } from '../content/collections.ts';
import { NotFoundError } from '../errors.ts';
import { requestLanguage } from '../request-language.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import {
  collectionHref,
  collectionItemHref,
  collectionItemProps,
  collectionListProps,
  type ListedItem,
} from './collection-props.ts';
import { NOT_SAVED, single, STALE } from './edit-notices.ts';
import { signedIn, type OfficeCsrf } from './office-csrf.ts';
import { requireRole } from './require-role.ts';
import { itemNotices, moved, saveUnderFreeId } from './versioned-items.ts';

interface CollectionRoutesDeps {
  content: ContentStore;
  collections: Pick<
    Collections,
    'entries' | 'entry' | 'order' | 'nextId' | 'shippedItem' | 'images' | 'photoChoices' | 'refresh'
  >;
  clock: Clock;
  pages: AdminPages;
  csrf: OfficeCsrf;
  record: AuditTrail;
}

const HISTORY_SHOWN = 50;
const noticeOf = itemNotices('collections');
const SLUG_TAKEN = 'admin:collections.errors.slugTaken';

/** What a revision publishes: the fields, how the item is shown, and the addresses it had before. */
function contentOf(
  fields: CollectionItemContent['fields'],
  slug: string | undefined,
  entry: CollectionEntry | undefined,
  visibility: Visibility,
  extra: Pick<CollectionItemContent, 'asShipped'> = {},
): CollectionItemContent {
  const before = entry ? [...entry.formerSlugs, ...(entry.slug ? [entry.slug] : [])] : [];
  return {
    fields,
    ...(slug ? { slug } : {}),
    visibility,
    formerSlugs: [...new Set(before)].filter((former) => former !== slug),
    ...(entry?.shipped
      ? { basis: { fields: entry.shipped.fields, ...(entry.shipped.slug ? { slug: entry.shipped.slug } : {}) } }
      : {}),
    ...extra,
  };
}

/**
 * The site's lists (team, testimonials) for accounts with the editor role (README, "Office editing"), each as
 * the catalogue is edited (product-routes.ts): the list in order, a new item, and one item: draft, publish,
 * discard, hide, show, bin and restore, reset to the shipped item, restore an earlier version. A change made from a
 * revision older than the latest is refused (409) with what was typed kept.
 */
export function collectionRoutes({ content, collections, clock, pages, csrf, record }: CollectionRoutesDeps) {
  const router = Router();
  const editor = requireRole('editor');
  const login = (res: Response) => signedIn(res)?.login ?? '';
  const baseRevision = (req: Request) => {
    const value = Number(single(req.body?.revision));
    return Number.isSafeInteger(value) && value >= 0 ? value : -1;
  };
  const listOf = (req: Request): CollectionName => {
    const name = String(req.params.name);
    if (!isCollectionName(name)) throw new NotFoundError();
    return name;
  };

  async function listed(name: CollectionName): Promise<ListedItem[]> {
    const prefix = `${name}/`;
    const drafts = new Set(
      (await content.drafts('collection-item'))
        .filter((key) => key.startsWith(prefix))
        .map((key) => key.slice(prefix.length)),
    );
    const entries = collections.entries(name);
    const items: ListedItem[] = entries.map((entry) => ({
      kind: 'entry',
      entry,
      hasDraft: drafts.has(String(entry.id)),
    }));
    const known = new Set(entries.map((entry) => String(entry.id)));
    for (const id of [...drafts]
      .filter((key) => !known.has(key))
      .map(Number)
      .sort((a, b) => a - b)) {
      const draft = (await content.state('collection-item', itemKey(name, id))).draft;
      if (draft) items.push({ kind: 'draft', id, form: draft.value as CollectionForm });
    }
    return items;
  }

  // Every list, with how many of its items are in each state and how many drafts wait.
  router.get('/lists', editor, async (req, res) => {
    const drafts = await content.drafts('collection-item');
    const lists = COLLECTION_NAMES.map((name) => {
      const counts = { shown: 0, hidden: 0, deleted: 0 };
      for (const entry of collections.entries(name)) counts[entry.visibility] += 1;
      const waiting = drafts.filter((key) => key.startsWith(`${name}/`)).length;
      return { name, href: collectionHref(req.baseUrl, name), counts, drafts: waiting };
    });
    await pages.send(req, res, 200, req.t('admin:lists.title'), { page: 'lists', props: { lists } });
  });

  router.get('/lists/:name', editor, async (req, res) => {
    const name = listOf(req);
    const asked = single(req.query.show);
    const notice = noticeOf(req.query.notice);
    const props = collectionListProps(req.baseUrl, requestLanguage(req), name, await listed(name), {
      show: PRODUCT_LIST_FILTERS.find((filter) => filter === asked) ?? 'all',
      orderRevision: collections.order(name).revision,
      ...(notice ? { notice } : {}),
    });
    await pages.send(req, res, 200, req.t(`admin:collections.${name}.title`), { page: 'collection', props });
  });

  router.post('/lists/:name/order', csrf.checkToken, editor, async (req, res) => {
    const name = listOf(req);
    const id = Number(single(req.body?.id));
    const { ids, revision } = collections.order(name);
    const move = moved(ids, id, Number(single(req.body?.to)));
    if (!move) throw new NotFoundError();
    const list = collectionHref(req.baseUrl, name);
    if (Number(single(req.body?.orderRevision)) !== revision) return res.redirect(303, `${list}?notice=stale`);
    const published = await content.publish(
      'collection-order',
      name,
      { ids: move.ids },
      revision,
      login(res),
      clock.now(),
    );
    if (published === undefined) return res.redirect(303, `${list}?notice=stale`);
    req.log.info({ list: name, item: id, to: move.position, login: login(res) }, 'list item moved');
    await record(req, res, 'collection-reordered', `${itemKey(name, id)}@${move.position}`);
    await collections.refresh();
    res.redirect(303, `${list}?notice=moved`);
  });

  interface Shown {
    typed?: CollectionForm;
    revision?: number;
    notice?: AdminNotice;
    fieldErrors?: Record<string, string>;
  }

  async function show(
    req: Request,
    res: Response,
    status: number,
    name: CollectionName,
    id?: number,
    shown: Shown = {},
  ) {
    const key = id === undefined ? undefined : itemKey(name, id);
    const [state, history] = key
      ? await Promise.all([
          content.state('collection-item', key),
          content.history('collection-item', key, HISTORY_SHOWN),
        ])
      : [undefined, []];
    const entry = id === undefined ? undefined : collections.entry(name, id);
    const draft = state?.draft?.value as CollectionForm | undefined;
    const images = collections.images(name);
    const parsedDraft = draft ? parseCollectionForm(COLLECTIONS[name], draft, { complete: true, images }) : undefined;
    const props = collectionItemProps({
      base: req.baseUrl,
      name,
      lng: requestLanguage(req),
      history,
      images,
      photoChoices: collections.photoChoices(requestLanguage(req)),
      ...(id !== undefined ? { id } : {}),
      ...(entry ? { entry } : {}),
      ...(state ? { state } : {}),
      ...(parsedDraft?.ok && parsedDraft.slug ? { draftSlug: parsedDraft.slug } : {}),
      ...shown,
    });
    const title = props.title
      ? req.t(`admin:collections.${name}.editTitle`, { name: props.title })
      : req.t(`admin:collections.${name}.newTitle`);
    await pages.send(req, res, status, title, { page: 'collection-item', props });
  }

  async function findItem(req: Request): Promise<{ name: CollectionName; id: number; entry?: CollectionEntry }> {
    const name = listOf(req);
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== req.params.id) throw new NotFoundError();
    const entry = collections.entry(name, id);
    if (entry) return { name, id, entry };
    if ((await content.state('collection-item', itemKey(name, id))).draft) return { name, id };
    throw new NotFoundError();
  }

  async function changed(req: Request, res: Response, name: CollectionName, id: number, notice: string) {
    await collections.refresh();
    res.redirect(303, `${collectionItemHref(req.baseUrl, name, id)}?notice=${notice}`);
  }

  /** Publishes `value` over the revision the form was read at; false, storing nothing, when it is not the latest. */
  const publishOver = async (
    req: Request,
    res: Response,
    name: CollectionName,
    id: number,
    value: CollectionItemContent,
  ) =>
    (await content.publish('collection-item', itemKey(name, id), value, baseRevision(req), login(res), clock.now())) !==
    undefined;

  const slugTaken = (name: CollectionName, slug: string | undefined, id: number | undefined) =>
    slug !== undefined && collections.entries(name).some((entry) => entry.id !== id && entry.slug === slug);

  async function save(req: Request, res: Response, name: CollectionName, id?: number, entry?: CollectionEntry) {
    const definition = COLLECTIONS[name];
    const typed = readCollectionForm(definition, req.body);
    const publish = single(req.body?.action) === 'publish';
    const revision = id === undefined ? 0 : baseRevision(req);
    const parsed = parseCollectionForm(definition, typed, { complete: publish, images: collections.images(name) });
    if (!parsed.ok)
      return show(req, res, 400, name, id, { typed, revision, notice: NOT_SAVED, fieldErrors: parsed.errors });
    if (publish && slugTaken(name, parsed.slug, id)) {
      return show(req, res, 409, name, id, { typed, revision, notice: NOT_SAVED, fieldErrors: { slug: SLUG_TAKEN } });
    }
    const value = publish ? contentOf(parsed.fields, parsed.slug, entry, entry?.visibility ?? 'shown') : typed;
    const now = clock.now();
    const attempt = async (itemId: number) =>
      publish
        ? (await content.publish('collection-item', itemKey(name, itemId), value, revision, login(res), now)) !==
          undefined
        : await content.saveDraft('collection-item', itemKey(name, itemId), value, revision, login(res), now);
    const draftIds = async () => {
      const prefix = `${name}/`;
      const keys = await content.drafts('collection-item');
      return keys.filter((key) => key.startsWith(prefix)).map((key) => Number(key.slice(prefix.length)));
    };
    const savedId =
      id === undefined
        ? await saveUnderFreeId(collections.nextId(name, await draftIds()), attempt)
        : (await attempt(id))
          ? id
          : undefined;
    if (savedId === undefined) return show(req, res, 409, name, id, { typed, notice: STALE });
    req.log.info(
      { item: itemKey(name, savedId), login: login(res) },
      publish ? 'list item published' : 'list item draft saved',
    );
    await record(
      req,
      res,
      publish ? 'collection-item-published' : 'collection-item-draft-saved',
      itemKey(name, savedId),
    );
    await changed(req, res, name, savedId, publish ? 'published' : 'draft-saved');
  }

  router.get('/lists/:name/new', editor, (req, res) => show(req, res, 200, listOf(req)));
  router.post('/lists/:name/new', csrf.checkToken, editor, (req, res) => save(req, res, listOf(req)));

  router.get('/lists/:name/:id', editor, async (req, res) => {
    const { name, id } = await findItem(req);
    const notice = noticeOf(req.query.notice);
    await show(req, res, 200, name, id, notice ? { notice } : {});
  });

  router.post('/lists/:name/:id', csrf.checkToken, editor, async (req, res) => {
    const { name, id, entry } = await findItem(req);
    await save(req, res, name, id, entry);
  });

  router.post('/lists/:name/:id/discard', csrf.checkToken, editor, async (req, res) => {
    const { name, id, entry } = await findItem(req);
    await content.discardDraft('collection-item', itemKey(name, id));
    req.log.info({ item: itemKey(name, id), login: login(res) }, 'list item draft discarded');
    await record(req, res, 'collection-item-draft-discarded', itemKey(name, id));
    if (!entry) return res.redirect(303, `${collectionHref(req.baseUrl, name)}?notice=discarded`);
    res.redirect(303, `${collectionItemHref(req.baseUrl, name, id)}?notice=discarded`);
  });

  router.post('/lists/:name/:id/visibility', csrf.checkToken, editor, async (req, res) => {
    const { name, id, entry } = await findItem(req);
    const visibility = VISIBILITY.find((candidate) => candidate === single(req.body?.visibility));
    if (!entry || !visibility) throw new NotFoundError();
    if (visibility === 'shown' && slugTaken(name, entry.slug, id)) {
      return show(req, res, 409, name, id, { notice: { key: SLUG_TAKEN, kind: 'error' } });
    }
    const extra = entry.asShipped && entry.revision > 0 ? { asShipped: true as const } : {};
    const value = contentOf(entry.fields, entry.slug, entry, visibility, extra);
    if (!(await publishOver(req, res, name, id, value))) return show(req, res, 409, name, id, { notice: STALE });
    req.log.info({ item: itemKey(name, id), visibility, login: login(res) }, 'list item visibility changed');
    await record(req, res, `collection-item-${visibility}`, itemKey(name, id));
    await changed(req, res, name, id, visibility);
  });

  router.post('/lists/:name/:id/reset', csrf.checkToken, editor, async (req, res) => {
    const { name, id, entry } = await findItem(req);
    const shipped = collections.shippedItem(name, id);
    if (!entry || !shipped) throw new NotFoundError();
    const value = contentOf(shipped.fields, shipped.slug, entry, entry.visibility, { asShipped: true });
    if (!(await publishOver(req, res, name, id, value))) return show(req, res, 409, name, id, { notice: STALE });
    req.log.info({ item: itemKey(name, id), login: login(res) }, 'list item reset to the shipped one');
    await record(req, res, 'collection-item-reset', itemKey(name, id));
    await changed(req, res, name, id, 'reset');
  });

  router.post('/lists/:name/:id/restore', csrf.checkToken, editor, async (req, res) => {
    const { name, id, entry } = await findItem(req);
    const from = await content.revision('collection-item', itemKey(name, id), Number(single(req.body?.from)));
    const old = from?.value as CollectionItemContent | null | undefined;
    if (!entry || !from || !old) throw new NotFoundError();
    const shipped = old.asShipped ? collections.shippedItem(name, id) : undefined;
    const source = shipped ?? old;
    if (old.visibility !== 'deleted' && slugTaken(name, source.slug, id)) {
      return show(req, res, 409, name, id, { notice: { key: SLUG_TAKEN, kind: 'error' } });
    }
    const value = contentOf(
      source.fields,
      source.slug,
      entry,
      old.visibility,
      old.asShipped ? { asShipped: true } : {},
    );
    if (!(await publishOver(req, res, name, id, value))) return show(req, res, 409, name, id, { notice: STALE });
    req.log.info({ item: itemKey(name, id), from: from.revision, login: login(res) }, 'list item revision restored');
    await record(req, res, 'collection-item-restored', `${itemKey(name, id)}#${from.revision}`);
    await changed(req, res, name, id, 'restored');
  });

  return router;
}
