import type { Visibility } from '#shared/schemas/product-edit-schema.ts';
import type { Clock } from '../clock.ts';
import type { ContentStore, SeenDraft } from '../storage/content-store.ts';
import type { ScheduleOutcome } from '../storage/content-schedules.ts';
import type { ItemAction, ItemEntry, ItemForm, ItemKind } from './item-kind.ts';
import { draftIdsOf } from './item-list-routes.ts';
import type { Actor } from './admin-actor.ts';
import { saveUnderFreeId } from './versioned-items.ts';
import { draftRefusal } from './edit-presence.ts';

// The one lifecycle's changes of an item (docs/architecture.md §9), apart from any request: the office's buttons
// (item-routes.ts) and the schedule runner (schedule-runner.ts) run these same steps — the kind's checks, the
// address's uniqueness, the revision over the one it was made from (refused when stale), the log, the audit entry
// and the public pages' refresh. A bulk action (item-bulk.ts) runs them as a batch: one refresh, its caller's, at the
// end.

/**
 * A save: the item's id and when it was saved, or why not (what was typed is then shown again): made from an older
 * revision, over another account's draft saved after the one the form was read with, or not passing the checks.
 */
export type Saved =
  | { ok: true; id: number; at: Date }
  | { ok: false; why: 'stale' }
  | { ok: false; why: 'draft'; by: string; at: Date }
  | { ok: false; why: 'invalid'; status: 400 | 409; errors: Record<string, string> };

/** A revision of an item's own (hide, show, reset, restore). */
export interface ItemChange<Published> {
  published: Published;
  visibility: Visibility;
  asShipped: boolean;
  /** Whether its address must not be another item's (shown again, restored). */
  checkSlug: boolean;
}

/** How a change is logged and audited: `<prefix>-<action>`, and the log's `<name> <log>`. */
export interface ChangeDone {
  action: ItemAction | 'scheduled-hidden';
  target?: string;
  log: string;
  logged?: Record<string, unknown>;
}

/** A draft's publish: done, or why not (none, overtaken, not passing the checks, its address another's). */
export type DraftPublished = 'done' | 'no-draft' | 'stale' | 'invalid' | 'slug-taken';

/** A revision showing, hiding or binning the entry as it stands; shown again, its address must still be its own. */
export function visibilityChange<Entry extends ItemEntry, Published, Form extends ItemForm>(
  kind: ItemKind<Entry, Published, Form>,
  entry: Entry,
  visibility: Visibility,
): ItemChange<Published> {
  const asShipped = entry.asShipped && entry.revision > 0;
  return { published: kind.published(entry), visibility, asShipped, checkSlug: visibility === 'shown' };
}

interface ItemActionsDeps {
  content: ContentStore;
  clock: Clock;
  /**
   * A batch's changes (a bulk action) leave the public pages' refresh to their caller, once at the end; the
   * addresses they publish are kept meanwhile, so two of them never take the same one.
   */
  batch?: boolean;
}

export function itemActions({ content, clock, batch = false }: ItemActionsDeps) {
  /** The addresses this batch published, by the id of the item that took each. */
  const claimed = new Map<string, number>();
  const slugTaken = <Entry extends ItemEntry, Published, Form extends ItemForm>(
    kind: ItemKind<Entry, Published, Form>,
    published: Published,
    id: number | undefined,
  ) => {
    const slug = kind.slugOf(published);
    if (slug === undefined) return false;
    const claimedBy = claimed.get(`${kind.contentKind}:${slug}`);
    return (
      (claimedBy !== undefined && claimedBy !== id) ||
      kind.entries().some((entry) => entry.id !== id && kind.slugOf(kind.published(entry)) === slug)
    );
  };
  /** After a change: the public pages follow, or, in a batch, the address is kept for the others. */
  const changed = async <Entry extends ItemEntry, Published, Form extends ItemForm>(
    kind: ItemKind<Entry, Published, Form>,
    published: Published | undefined,
    id: number,
  ) => {
    const slug = published === undefined ? undefined : kind.slugOf(published);
    if (!batch) await kind.refresh();
    else if (slug !== undefined) claimed.set(`${kind.contentKind}:${slug}`, id);
  };
  /**
   * The entry as of `revision`, the store's latest: this replica's copy is read again when behind it (what it
   * shows goes into a revision). A reset's entry says 0; an item never published has none.
   */
  const latestEntry = async <Entry extends ItemEntry, Published, Form extends ItemForm>(
    kind: ItemKind<Entry, Published, Form>,
    id: number,
    revision: number,
  ) => {
    if ((kind.entry(id)?.revision ?? 0) !== revision) await kind.refresh();
    return kind.entry(id);
  };

  /**
   * Saves `typed` as the draft or publishes it, over `revision` and, given `seen`, the draft its form was read with;
   * a new item (`id` undefined) takes a free id.
   */
  async function save<Entry extends ItemEntry, Published, Form extends ItemForm>(
    kind: ItemKind<Entry, Published, Form>,
    item: { id?: number; entry?: Entry; typed: Form; revision: number; publish: boolean; seen?: SeenDraft },
    actor: Actor,
    action: 'published' | 'scheduled-published' = 'published',
  ): Promise<Saved> {
    const { id, entry, typed, revision, publish, seen } = item;
    const checked = kind.check(typed, publish);
    if (!checked.ok) return { ok: false, why: 'invalid', status: checked.status, errors: checked.errors };
    const published = checked.published;
    if (published && slugTaken(kind, published, id))
      return { ok: false, why: 'invalid', status: 409, errors: { slug: kind.slugTaken } };
    const value = published ? kind.contentOf(published, entry, entry?.visibility ?? 'shown', false) : typed;
    const now = clock.now();
    const attempt = async (itemId: number) =>
      publish
        ? (await content.publish(kind.contentKind, kind.key(itemId), value, revision, actor.by, now, seen)) !==
          undefined
        : await content.saveDraft(kind.contentKind, kind.key(itemId), value, revision, actor.by, now, seen);
    const savedId =
      id === undefined
        ? await saveUnderFreeId(kind.nextId(await draftIdsOf(content, kind)), attempt)
        : (await attempt(id))
          ? id
          : undefined;
    if (savedId === undefined) {
      const state = id === undefined ? undefined : await content.state(kind.contentKind, kind.key(id));
      return (state && draftRefusal(state, revision, seen, actor.by)) ?? { ok: false, why: 'stale' };
    }
    actor.log.info(
      { ...kind.log.fields(savedId), login: actor.by },
      `${kind.log.name} ${publish ? (action === 'published' ? 'published' : 'published on schedule') : 'draft saved'}`,
    );
    await actor.record(`${kind.audit.prefix}-${publish ? action : 'draft-saved'}`, kind.audit.target(savedId));
    await changed(kind, published, savedId);
    return { ok: true, id: savedId, at: now };
  }

  /** Publishes a revision of the item's own over `revision`: done, stale, or its address taken by another item. */
  async function change<Entry extends ItemEntry, Published, Form extends ItemForm>(
    kind: ItemKind<Entry, Published, Form>,
    { id, entry }: { id: number; entry: Entry },
    revision: number,
    next: ItemChange<Published>,
    done: ChangeDone,
    actor: Actor,
  ): Promise<'done' | 'stale' | 'slug-taken'> {
    if (next.checkSlug && slugTaken(kind, next.published, id)) return 'slug-taken';
    const value = kind.contentOf(next.published, entry, next.visibility, next.asShipped);
    if ((await content.publish(kind.contentKind, kind.key(id), value, revision, actor.by, clock.now())) === undefined)
      return 'stale';
    actor.log.info({ ...kind.log.fields(id), ...done.logged, login: actor.by }, `${kind.log.name} ${done.log}`);
    await actor.record(`${kind.audit.prefix}-${done.action}`, done.target ?? kind.audit.target(id));
    await changed(kind, next.published, id);
    return 'done';
  }

  /**
   * The item's draft published as it stands, by `actor`, audited as `action`: stale when it was made from an older
   * revision than the latest (someone published meanwhile).
   */
  async function publishDraftNow<Entry extends ItemEntry, Published, Form extends ItemForm>(
    kind: ItemKind<Entry, Published, Form>,
    id: number,
    actor: Actor,
    action: 'published' | 'scheduled-published',
  ): Promise<DraftPublished> {
    const { revision, draft } = await content.state(kind.contentKind, kind.key(id));
    if (!draft) return 'no-draft';
    if (draft.baseRevision !== revision) return 'stale';
    const typed = kind.draftForm(draft.value);
    if (!typed) return 'invalid';
    // The entry's former addresses and visibility go into the revision.
    const entry = await latestEntry(kind, id, revision);
    const saved = await save(kind, { id, typed, revision, publish: true, ...(entry ? { entry } : {}) }, actor, action);
    if (saved.ok) return 'done';
    if (saved.why === 'draft') return 'stale';
    return saved.why === 'invalid' && saved.errors.slug === kind.slugTaken ? 'slug-taken' : saved.why;
  }

  /**
   * The item's draft published by a schedule's account: stale when it is gone or overtaken, invalid when it fails
   * the publish checks.
   */
  async function publishDraft<Entry extends ItemEntry, Published, Form extends ItemForm>(
    kind: ItemKind<Entry, Published, Form>,
    id: number,
    actor: Actor,
  ): Promise<ScheduleOutcome> {
    const outcome = await publishDraftNow(kind, id, actor, 'scheduled-published');
    if (outcome === 'no-draft') return 'stale';
    return outcome === 'slug-taken' ? 'invalid' : outcome;
  }

  /** The item hidden from the site by `actor` (a schedule's account); done already when it is not shown. */
  async function hide<Entry extends ItemEntry, Published, Form extends ItemForm>(
    kind: ItemKind<Entry, Published, Form>,
    id: number,
    actor: Actor,
  ): Promise<ScheduleOutcome> {
    const { revision } = await content.state(kind.contentKind, kind.key(id));
    const entry = await latestEntry(kind, id, revision);
    if (!entry) return 'invalid';
    if (entry.visibility !== 'shown') return 'done';
    const done = { action: 'scheduled-hidden', log: 'hidden on schedule', logged: { visibility: 'hidden' } } as const;
    const next = visibilityChange(kind, entry, 'hidden');
    return (await change(kind, { id, entry }, revision, next, done, actor)) === 'done' ? 'done' : 'stale';
  }

  return { save, change, latestEntry, publishDraftNow, publishDraft, hide };
}

export type ItemActions = ReturnType<typeof itemActions>;
