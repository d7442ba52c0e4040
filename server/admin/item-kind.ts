import type { Request } from 'express';
import type { AdminNotice, AdminPage, VersionedItemProps } from '#shared/admin-view.ts';
import type { ListQuery } from './item-list-props.ts';
import type { Language } from '#shared/constants.ts';
import type { Visibility } from '#shared/schemas/product-edit-schema.ts';
import type { AuditAction } from '../storage/audit-store.ts';
import type { Clock } from '../clock.ts';
import type { ContentSchedules } from '../storage/content-schedules.ts';
import type { ContentKind, ContentRevision, ContentState, ContentStore } from '../storage/content-store.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import type { AdminCsrf } from './admin-csrf.ts';
import type { TranslationNeed } from '#shared/translation-status.ts';
import type { TranslationNeeds } from './translation-needs.ts';

// What makes one kind of the office's items (the catalogue's products, each list's items) what it is, for the one
// lifecycle of item-routes.ts to run: product-kind.ts and collection-kind.ts are the two.

/** What the audit trail records of an item, after its kind's prefix (server/storage/audit-store.ts). */
export type ItemAction = 'draft-saved' | 'draft-discarded' | 'published' | Visibility | 'reset' | 'restored';
type Reordered = Extract<AuditAction, `${string}-reordered`>;

/** A form as typed: input name → value. */
export type ItemForm = Readonly<Record<string, string>>;

/** An item as the site shows it: published, or shipped and never edited (revision 0). */
export interface ItemEntry {
  id: number;
  visibility: Visibility;
  revision: number;
  asShipped: boolean;
}

/** How many versions an item's page lists, and its translation status reads (translation-needs.ts). */
export const ITEM_HISTORY_SHOWN = 50;

/**
 * An item of the office's list: published (an entry), or only drafted so far (its draft's form); with what its
 * translation needs, when it needs a translator.
 */
export type Listed<Entry, Form> = (
  { kind: 'entry'; entry: Entry; hasDraft: boolean } | { kind: 'draft'; id: number; form: Form }
) & { translation?: TranslationNeed };

/** What a page shows after a refusal or a change. */
export interface Shown<Form> {
  typed?: Form;
  revision?: number;
  /** The draft the refused form was read with (SEEN_DRAFT_FIELD, as posted), kept as its revision is. */
  seenDraft?: string;
  notice?: AdminNotice;
  fieldErrors?: Record<string, string>;
}

/** What the page of one item is built from. */
export interface ItemPageInput<Entry, Form> {
  base: string;
  id?: number;
  entry?: Entry;
  state?: ContentState;
  history: readonly ContentRevision[];
  shown: Shown<Form>;
}

/** An office page to send: its title and what the client renders. */
export type TitledAdminPage = { title: string } & AdminPage;

/** A stored revision of an item: what `published` makes of it, how it was shown, whether it was a reset. */
export function revisionWith<Value extends { visibility: Visibility; asShipped?: true }, Published>(
  read: (stored: unknown) => Value | undefined,
  published: (value: Value) => Published,
) {
  return (value: unknown) => {
    // Written by the kind's own contentOf, read by its codec (content-codecs.ts).
    const old = value === null || value === undefined ? undefined : read(value);
    return old
      ? { published: published(old), visibility: old.visibility, asShipped: Boolean(old.asShipped) }
      : undefined;
  };
}

/** The typed form checked: what it publishes (undefined for a draft), or the refusal. */
export type Checked<Published> =
  { ok: true; published?: Published } | { ok: false; status: 400 | 409; errors: Record<string, string> };

/**
 * One kind of item: `Published` is what a revision says of the item besides how it is shown (its fields and its
 * address), `Form` the form's fields as typed.
 */
export interface ItemKind<Entry extends ItemEntry, Published, Form extends ItemForm> {
  /** The content store's kind of the items, and its key of item `id`. */
  contentKind: ContentKind;
  key(id: number): string;
  /** The id of a draft's key of this kind, or undefined for another's. */
  draftId(key: string): number | undefined;
  /** A draft's form, read by the kind's codec; undefined when it cannot be read. */
  draftForm(value: unknown): Form | undefined;
  /** The order: the content item it is stored as, and today's. */
  orderItem: { kind: ContentKind; key: string };
  order(): { ids: readonly number[]; revision: number };
  entries(): readonly Entry[];
  entry(id: number): Entry | undefined;
  nextId(draftIds: readonly number[]): number;
  /** After a change: the public pages show it before the office's next page is asked for. */
  refresh(): Promise<void>;
  listHref(base: string): string;
  itemHref(base: string, id: number | 'new'): string;
  /** The audit trail's action prefix (`<prefix>-published`…), its target, and its name for a move. */
  audit: { prefix: 'product' | 'collection-item'; target(id: number): string; reordered: Reordered };
  /** The log's name of an item ('product published') and the fields naming it. */
  log: { name: string; fields(id: number): Record<string, unknown>; orderFields(id: number): Record<string, unknown> };
  slugTaken: string;
  /** An entry's, the shipped item's, and an earlier revision's fields and address. */
  published(entry: Entry): Published;
  shipped(id: number): Published | undefined;
  revisionOf(value: unknown): { published: Published; visibility: Visibility; asShipped: boolean } | undefined;
  slugOf(published: Published): string | undefined;
  /** What names the item to the staff (its name, a list's title field), in `lng`. */
  titleOf(published: Published, lng: Language): string;
  /** A revision's fields as the form shows them (and its versions compare them), and a new item's form. */
  formOf(published: Published): Form;
  newForm: Form;
  /** The pictures its image fields may take. */
  images(): readonly string[];
  /** The item's public page in a language (none for an item without one), and the page a draft's preview shows. */
  publicPath(published: Published, lng: Language): string | undefined;
  previewPath(draft: Form, entry: Entry | undefined, lng: Language): string | undefined;
  /** Edited over a shipped item that a later version of the site changed. */
  shippedChanged(entry: Entry): boolean;
  /** What a revision stores: `published`, how the item is shown, the addresses it had before. */
  contentOf(published: Published, entry: Entry | undefined, visibility: Visibility, asShipped: boolean): unknown;
  readForm(req: Request): Form;
  check(form: Form, publish: boolean): Checked<Published>;
  listPage(req: Request, listed: ReadonlyArray<Listed<Entry, Form>>, query: ListQuery): TitledAdminPage;
  /** The item's page: the frame every item's page has (item-page-props.ts) and the kind's own fields. */
  itemPage(
    req: Request,
    input: ItemPageInput<Entry, Form>,
    frame: VersionedItemProps & { fields: Form },
  ): TitledAdminPage;
  /** The notice of the page's ?notice= (itemNotices). */
  notice(query: unknown): AdminNotice | undefined;
}

/** What a kind's routes are given (item-routes.ts, item-list-routes.ts). */
export interface ItemRoutesDeps<Entry extends ItemEntry, Published, Form extends ItemForm> {
  /** Where the kind's pages are under the office's base: `/products`, `/lists/:name`. */
  path: string;
  /** The kind of the request's address (NotFoundError for none). */
  kindOf(req: Request): ItemKind<Entry, Published, Form>;
  content: ContentStore;
  clock: Clock;
  pages: AdminPages;
  csrf: AdminCsrf;
  record: AuditTrail;
  /** The office's schedules, for an item's page to list its own (none: no scheduling). */
  schedules?: ContentSchedules;
  /** Which items need a translator, for the list's filter and badges. */
  needs: TranslationNeeds;
}
