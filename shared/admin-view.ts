import type { TranslationStatus } from './translation-status.ts';
import type { CollectionField } from './collections.ts';
import type { Language } from './constants.ts';
import type { ProductDatasheetsProps } from './datasheets.ts';
import type { PersonProps } from './person-view.ts';
import type { MediaItemProps, MediaLibraryProps } from './media-view.ts';
import type { RedirectsProps } from './redirects-view.ts';
import type { OwnHead, PageSeoListProps, PageSeoProps } from './page-seo-view.ts';
import type { BulkFormProps } from './bulk-actions.ts';
import type { EditingProps } from './editing-view.ts';
import type { DeskProps } from './desk-view.ts';
import type { TranslationNeed } from './translation-status.ts';
import type { AccountPages } from './accounts-view.ts';
import type { QuotationPages } from './quotation-view.ts';
import type { StatsPages } from './stats-view.ts';
import type { QuotationFilter, QuotationStatus } from './quotation-status.ts';
import type { WebhookProps } from './webhook-view.ts';

// The office inbox's pages as data: what the server decides (texts already in the staff's language where they
// depend on stored values, times in Ulaanbaatar, every link) and the React components under client/admin/
// print. Plain JSON, so server and client share it without sharing code.

/** The form field that carries a signed-in session's CSRF token (a script would send the header instead). */
export const CSRF_FIELD = '_csrf';

/** A line above a form: why it is shown again (a translation key, with the values it names) and how it reads. */
export interface AdminNotice {
  key: string;
  kind: 'error' | 'info';
  values?: Readonly<Record<string, string>>;
}

/** Around every page: the title, the staff's language, the other language's address, who is signed in. */
export interface AdminFrame {
  lng: Language;
  title: string;
  /** The admin's base path: /admin, or /en/admin in English. */
  base: string;
  stylesheets: readonly string[];
  /** The page loader (client/entry-client.ts), linked by a page with an island. */
  scripts: readonly string[];
  languageSwitch: { href: string; lng: string; label: string };
  /** Reload the page after this many seconds (a photo still processing); no script needed. */
  refreshSeconds?: number;
  /** Who is signed in, with the token their forms carry; absent on the sign-in page. */
  session?: { login: string; csrfToken: string; nav: readonly AdminNavLink[] };
}

export interface LoginProps {
  login: string;
  notice?: AdminNotice;
  /** Per field, a translation key: what is wrong with what was typed. */
  fieldErrors?: Record<string, string>;
}

/** The filter form's fields as the staff typed them (shown back as they were). */
export interface FilterFields {
  kind: string;
  status: string;
  from: string;
  to: string;
  q: string;
  /** A quotation status (shared/quotation-status.ts' QUOTATION_FILTERS), or '' for any. */
  quotation: string;
}

export type EntryStatus = 'new' | 'handled';

export interface InboxRow {
  key: string;
  id: number;
  kind: string;
  href: string;
  createdAt: string;
  /** Date and time in Ulaanbaatar, YYYY-MM-DD HH:mm. */
  localTime: string;
  /** The name, or the e-mail when there is none. */
  label: string;
  email: string;
  phone: string;
  firstLine: string;
  status: EntryStatus;
  /** An enquiry's quotation status: 'none' while it has none; absent for a sign-up. */
  quotation?: QuotationFilter;
}

export interface InboxProps {
  kinds: readonly string[];
  statuses: readonly EntryStatus[];
  quotationStatuses: readonly QuotationFilter[];
  minSearch: number;
  fields: FilterFields;
  /** A translation key when a field could not be read (the list is then unfiltered by it). */
  fieldError?: string;
  rows: InboxRow[];
  /** How many match, counted up to a limit; undefined when not counted. */
  total?: { count: number; more: boolean };
  exports: { csv: string; json: string };
  pager: { newer?: string; newest?: string; older?: string };
}

export type NotificationView =
  | { state: 'none' }
  | { state: 'sent'; time: string }
  | { state: 'pending'; attempts: number; time: string; lastError?: string };

export interface EntryProps {
  kind: string;
  id: number;
  status: EntryStatus;
  handled?: { login: string; time: string };
  /** The form that marks it handled, or new again. */
  statusAction: string;
  replyHref: string;
  createdAt: string;
  localTime: string;
  name: string;
  email: string;
  phone: string;
  /** The phone as a tel: address (digits and +). */
  phoneHref: string;
  language: string;
  /** Enquiries only: the page it was sent from ('' when unknown). */
  page?: string;
  requestId: string;
  notification?: NotificationView;
  /**
   * The consent to the privacy notice stored with it (docs/privacy.md, "Consent"); none for entries stored before it
   * was asked.
   */
  consent?: ConsentView;
  items: ReadonlyArray<{ name: string; qty: number }>;
  /** The files sent with it (docs/privacy.md, "Attachments"), each with the address of its download. */
  attachments: readonly EntryAttachment[];
  message: string;
  /** Enquiries only: its quotation's page (or the form that prepares one), with its status and number once saved. */
  quotation?: { href: string; status?: QuotationStatus; number?: string };
}

/** A file of an enquiry as its page lists it: its name, type (PDF, DWG…), size in bytes and download. */
export interface EntryAttachment {
  name: string;
  type: string;
  bytes: number;
  href: string;
}

/** A consent as the office reads it: when (Ulaanbaatar), the notice's version, the language and the form. */
export interface ConsentView {
  time: string;
  version: string;
  language: string;
  form: string;
}

export interface AdminErrorProps {
  messageKey: string;
  requestId?: string;
  /** Where to go back to, for a refusal of a page's own form (a datasheet's upload); else the office's start. */
  back?: { href: string; labelKey: string };
}

/** The office's sections, in the sidebar's order; each names its heading admin:nav.groups.<group>. */
export const ADMIN_NAV_GROUPS = ['content', 'catalogue', 'enquiries', 'people', 'settings'] as const;
export type AdminNavGroup = (typeof ADMIN_NAV_GROUPS)[number];

/** Where the signed-in account may go: the inbox, the texts (only those its roles allow), by section. */
export interface AdminNavLink {
  href: string;
  labelKey: string;
  current: boolean;
  /** Its section of the sidebar; the account's own page is in the corner beside the sign-out instead. */
  group: AdminNavGroup | 'account';
}

export interface TextValueView {
  mn: string;
  en: string;
}

/** The site's texts, one part of it at a time, or those matching a search. */
export interface TextsProps {
  areas: ReadonlyArray<{ namespace: string; areaKey: string; href: string; current: boolean; count: number }>;
  q: string;
  /** The part shown, or undefined for a search across all. */
  namespace?: string;
  rows: ReadonlyArray<{
    id: string;
    href: string;
    key: string;
    value: TextValueView;
    edited: boolean;
    draft: boolean;
    /** Edited over a shipped text this version of the site no longer ships. */
    outdated: boolean;
    /** What its translation needs, when it needs a translator. */
    translation?: TranslationNeed;
  }>;
  /** The list of the texts that need a translator (docs/content.md, "Translation status"): how many, and if shown. */
  translation: { href: string; count: number; current: boolean };
  /** How many texts the office has edited, and how many drafts wait, site-wide. */
  editedCount: number;
  draftCount: number;
  exportHref: string;
  importAction: string;
  /** After an import: how many texts it published, found unchanged, or skipped (and which). */
  imported?: {
    published: number;
    unchanged: number;
    skipped: readonly string[];
    /** The redirects among them the redirects' checks refused, each with why (admin:redirects.errors.*). */
    refused?: ReadonlyArray<{ id: string; reason: string; other?: string }>;
  };
  notice?: AdminNotice;
  /** Publishing the drafts of the texts ticked (docs/content.md, "Bulk actions"). */
  bulk: BulkFormProps;
}

/** A run of words a version kept, added or removed. */
export interface TextChange {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

/** One text: the form (draft, publish), its shipped default, its draft and its published history. */
export interface TextProps {
  /** Its draft's scheduled publish (docs/content.md, "Scheduling"). */
  schedule?: ScheduleFormProps;
  /** Who else has it open, and the draft its form was read with (docs/content.md, "Presence and autosave"). */
  editing?: EditingProps;
  id: string;
  key: string;
  areaKey: string;
  listHref: string;
  action: string;
  discardAction: string;
  resetAction: string;
  restoreAction: string;
  shipped: TextValueView;
  /** When the edit was written over another shipped text: how the shipped text has changed since, word by word. */
  shippedChanges?: { mn: readonly TextChange[]; en: readonly TextChange[] };
  /** A page showing the text, with the drafts in place (only for the signed-in editor), per language. */
  previews: ReadonlyArray<{ lng: string; href: string }>;
  /** The revision the form was read at (sent back: a save made from an older one is refused). */
  revision: number;
  /** The latest revision, if any: who published it and when (Ulaanbaatar time). */
  published?: { by: string; time: string; reset: boolean };
  draft?: { by: string; time: string };
  /** What the form holds: the draft, what was typed when refused, or what the site shows. */
  fields: TextValueView;
  placeholders: { mn: string[]; en: string[] };
  notice?: AdminNotice;
  fieldErrors?: Record<string, string>;
  history: ReadonlyArray<{
    revision: number;
    by: string;
    time: string;
    value: TextValueView | null;
    latest: boolean;
    /** What this version changed from the one before it (or from the shipped text), word by word. */
    changes: { mn: readonly TextChange[]; en: readonly TextChange[] };
  }>;
}

/** The office's audit log: its filters as typed, a page of entries (newest first) and the link to older ones. */
/** The newsletter's page (docs/privacy.md, "In the office"): its counts, the download, the invitation to confirm. */
export interface NewsletterProps {
  counts: { confirmed: number; pending: number; legacy: number; unsubscribed: number };
  /** The CSV of the confirmed addresses, each with its unsubscribe link. */
  exportHref: string;
  /** Where the invitation to confirm posts; absent when there is nobody to invite or the account may not. */
  inviteAction?: string;
  /** How many were just invited (after the invitation's redirect). */
  invited?: number;
}

export interface AuditProps {
  actions: readonly string[];
  fields: { login: string; action: string; from: string; to: string };
  /** A translation key when a date could not be read (that bound is then left out). */
  fieldError?: string;
  rows: ReadonlyArray<{
    id: number;
    time: string;
    login: string;
    action: string;
    target: string;
    requestId: string;
    /** Why, as the staff wrote it ('' when none was asked). */
    reason: string;
  }>;
  older?: string;
}

/**
 * The company's details: the form (names and address, phones, e-mails, hours, map location, Messenger and social
 * pages; its inputs by name, shared/schemas/company-schema.ts), its draft and previews, what is published, its
 * versions.
 */
export interface CompanyProps {
  /** Its draft's scheduled publish (docs/content.md, "Scheduling"). */
  schedule?: ScheduleFormProps;
  /** Who else has it open, and the draft its form was read with (docs/content.md, "Presence and autosave"). */
  editing?: EditingProps;
  /** Posts the form: action=draft saves it as the draft, else it is published. */
  action: string;
  discardAction: string;
  resetAction: string;
  /** Publishes an earlier revision (`from`) again. */
  restoreAction: string;
  revision: number;
  /** Input name → what the form holds: what was typed when refused, else the draft, else what is published. */
  fields: Readonly<Record<string, string>>;
  published?: { by: string; time: string; reset: boolean };
  /** Who saved the draft and when, and whether it passes the publish check (a preview shows it only then). */
  draft?: { by: string; time: string; publishable: boolean };
  /** While there is a draft: the pages showing the details (the contact page, the home page's footer), with the
   *  draft in place, in each language (signed-in staff only). */
  previews: ReadonlyArray<{ page: 'contact' | 'home'; lng: string; href: string }>;
  notice?: AdminNotice;
  fieldErrors?: Record<string, string>;
  /** Its versions, each with the fields it changed from the one before it (the oldest: from the shipped details). */
  history: VersionedItemProps['history'];
}

/** What every single document's page shows beside its own fields and history (server/admin/document-props.ts). */
export type DocumentFrameProps = Pick<
  CompanyProps,
  | 'schedule'
  | 'editing'
  | 'action'
  | 'discardAction'
  | 'resetAction'
  | 'restoreAction'
  | 'revision'
  | 'published'
  | 'draft'
  | 'notice'
  | 'fieldErrors'
>;

/** Which items an office list shows: by state, or those that need a translator (docs/content.md, "Translation status"). */
export const PRODUCT_LIST_FILTERS = ['all', 'shown', 'hidden', 'deleted', 'translation'] as const;
export type ProductListFilter = (typeof PRODUCT_LIST_FILTERS)[number];
export type ProductVisibility = 'shown' | 'hidden' | 'deleted';

/** A row of an office list (products, the site's lists): where it stands, its state, its pages. */
export interface ListRowState {
  id: number;
  /** 1-based, in the list's order. */
  position: number;
  href: string;
  visibility: ProductVisibility;
  /** Never published: only a draft so far. */
  unpublished: boolean;
  hasDraft: boolean;
  /** Shipped with the site and never edited. */
  asShipped: boolean;
  /** Its public page, when shown (for items that have one). */
  publicHref?: string;
  /** What its translation needs, when it needs a translator. */
  translation?: TranslationNeed;
}

/**
 * A list of the office's items (the products, each of the site's lists): search and filter, each item's state,
 * a page of them at a time, moving one up or down the site's order.
 */
export interface ItemListProps<Row extends ListRowState> {
  newHref: string;
  /** Posts id, to (a 1-based position in the whole order) and orderRevision. */
  orderAction: string;
  orderRevision: number;
  fields: { q: string; show: ProductListFilter };
  /** How many items each filter shows. */
  counts: Record<ProductListFilter, number>;
  /** False while searching or filtering: positions are of the whole list, so moving is offered only then. */
  canReorder: boolean;
  /** How many items match (all pages); `rows` is one page of them. */
  matches: number;
  /** The last position of the whole list (moving one there puts it last). */
  lastPosition: number;
  /** The neighbouring pages of the list, when there are more. */
  pager: { page: number; pageCount: number; previous?: string; next?: string };
  rows: readonly Row[];
  notice?: AdminNotice;
  /** Acting on the rows ticked, and what its last post did (docs/content.md, "Bulk actions"). */
  bulk: BulkFormProps;
}

/** The office's products, each row with its names, its group and its price. */
export type ProductsProps = ItemListProps<
  ListRowState & {
    name: { mn: string; en: string };
    /** A key of common:productGroups.<key>.title. */
    groupKey: string;
    /** The price in its own currency ("$7,850", "₮1,250,000"), or '' when on request. */
    price: string;
    /** A small picture of it for the list (its drawing), or '' when it has none. */
    thumb: string;
    /** The day its shown version was published (YYYY-MM-DD, Ulaanbaatar), or '' when never edited. */
    changed: string;
  }
>;

/** A field of a product, as a version changed it: before and after, as the form shows them. */
export interface ProductChange {
  /** The form's input name ("name.en", "price", "specs.0.value.mn") or "visibility". */
  field: string;
  before: string;
  after: string;
  /** A long text changed in place, word by word. */
  words?: readonly TextChange[];
}

/** What an office item's page shows beside its own fields: its actions, state, links and versions. */
export interface VersionedItemProps {
  /** By language, the form's fields left empty in it, and those whose other language changed after it. */
  translation?: Pick<TranslationStatus, 'missing' | 'outdated'>;
  listHref: string;
  /** Posts the form with action=draft or action=publish. */
  action: string;
  discardAction: string;
  /** Posts visibility=shown|hidden|deleted. */
  visibilityAction: string;
  resetAction: string;
  restoreAction: string;
  /** The revision the form was read at (sent back: a change made from an older one is refused). */
  revision: number;
  /** Input name → what the form holds: the draft, what was typed when refused, or what is published. */
  fields: Record<string, string>;
  /** The pictures an image field may take. */
  images: readonly string[];
  /** Its published state; 'new' before anything is published. */
  visibility: ProductVisibility | 'new';
  published?: { by: string; time: string };
  draft?: { by: string; time: string };
  /** Shipped with the site: can be reset to that. */
  shipped: boolean;
  /** The edit was written over a shipped item that a later version of the site changed. */
  shippedChanged: boolean;
  /** Its public page in each language (when shown), and the same with the drafts in place (signed-in staff only). */
  publicLinks: ReadonlyArray<{ lng: string; href: string }>;
  previews: ReadonlyArray<{ lng: string; href: string }>;
  notice?: AdminNotice;
  /** Input name → translation key of what is wrong with it. */
  fieldErrors?: Record<string, string>;
  /** Its scheduled publish and hide (absent for a new item, or a store without schedules). */
  schedule?: ScheduleFormProps;
  /** Who else has it open, and the draft its form was read with (absent for a new item). */
  editing?: EditingProps;
  history: ReadonlyArray<{
    revision: number;
    by: string;
    time: string;
    latest: boolean;
    /** Back to the shipped item. */
    reset: boolean;
    changes: readonly ProductChange[];
  }>;
}

/** One product: the form (draft, publish), where it shows, what is published, its versions. */
export interface ProductEditProps extends VersionedItemProps {
  /** Absent for a new product not yet saved. */
  id?: number;
  /** The product's name in the staff's language, or '' for a new one. */
  name: string;
  /** How many spec rows the form offers. */
  specRows: number;
  categories: ReadonlyArray<{ value: string; groupKey: string }>;
  /** How many photo rows the form offers (docs/photos.md, "Products' photos"). */
  photoRows: number;
  /** The library's photos a product may show, by id: what each shows (the staff's language) and a small file. */
  photoChoices: Readonly<Record<string, { label: string; src: string }>>;
  /** Its page's own head in each language, from the form as shown: what its search result shows without SEO fields. */
  own: Readonly<Record<Language, OwnHead>>;
  /** Its datasheets (docs/content.md, "Datasheets"); absent for a product not yet published. */
  datasheets?: ProductDatasheetsProps;
}

/** The site's lists: each with how many of its items are on the site, hidden and in the bin, and its drafts. */
export interface CollectionsIndexProps {
  lists: ReadonlyArray<{
    /** Its name (shared/collections.ts): its texts are admin:collections.<name>.*. */
    name: string;
    href: string;
    counts: { shown: number; hidden: number; deleted: number };
    drafts: number;
  }>;
}

/** One of the site's lists (testimonials, team, …), each row with its name in each language (its title field). */
export type CollectionListProps = ItemListProps<ListRowState & { title: { mn: string; en: string } }> & {
  /** Its name (shared/collections.ts): the page's texts are admin:collections.<name>.*. */
  collection: string;
};

/** One item of a list: the form built from the list's fields, its state, its versions. */
export interface CollectionItemProps extends VersionedItemProps {
  collection: string;
  /** Absent for a new item not yet saved. */
  id?: number;
  /** Its name in the staff's language, or '' for a new one. */
  title: string;
  /** The list's fields (shared/collections.ts): a localized one has inputs <name>.mn and <name>.en, else <name>. */
  definition: { fields: readonly CollectionField[] };
  /** Items with pages have an address (input `slug`). */
  hasPages: boolean;
  /** The uploaded photos an image field may name (value `media:<id>`): what each shows and a small file of it. */
  photoChoices?: Readonly<Record<string, { label: string; src: string }>>;
}

/** One schedule of the office (docs/content.md, "Scheduling"): what, of which item, when (Ulaanbaatar), by whom. */
export interface ScheduleRow {
  id: number;
  action: 'publish' | 'hide';
  /** The content kind ('product', 'collection-item', 'text', 'company') and the item as the audit log names it. */
  kind: string;
  item: string;
  /** The item's page in the office; absent for an item the site no longer has. */
  href?: string;
  when: string;
  by: string;
  /** Done: 'done', 'stale', 'invalid' or 'cancelled'. */
  outcome?: string;
  /** Where its cancel button posts (pending ones). */
  cancelAction?: string;
}

/** An item's (a text's, the company's) scheduling: the form that schedules, and its pending schedules. */
export interface ScheduleFormProps {
  /** Where the form posts, with the item's content kind and key. */
  action: string;
  kind: string;
  key: string;
  /** Whether it has a draft to publish, and whether it can be hidden (an item that is shown). */
  hasDraft: boolean;
  hides: boolean;
  pending: readonly ScheduleRow[];
}

/** The office's schedule page: every pending schedule, soonest first, and the last 30 days' done ones. */
export interface ScheduleProps {
  pending: readonly ScheduleRow[];
  done: readonly ScheduleRow[];
}

/** One page of the office: which, and its props. */
export type AdminPage =
  | { page: 'desk'; props: DeskProps }
  | { page: 'login'; props: LoginProps }
  | { page: 'inbox'; props: InboxProps }
  | { page: 'entry'; props: EntryProps }
  | { page: 'texts'; props: TextsProps }
  | { page: 'text'; props: TextProps }
  | { page: 'audit'; props: AuditProps }
  | { page: 'newsletter'; props: NewsletterProps }
  | { page: 'company'; props: CompanyProps }
  | { page: 'products'; props: ProductsProps }
  | { page: 'product'; props: ProductEditProps }
  | { page: 'lists'; props: CollectionsIndexProps }
  | { page: 'collection'; props: CollectionListProps }
  | { page: 'collection-item'; props: CollectionItemProps }
  | { page: 'media'; props: MediaLibraryProps }
  | { page: 'media-item'; props: MediaItemProps }
  | { page: 'person'; props: PersonProps }
  | { page: 'redirects'; props: RedirectsProps }
  | { page: 'page-seos'; props: PageSeoListProps }
  | { page: 'page-seo'; props: PageSeoProps }
  | { page: 'schedule'; props: ScheduleProps }
  | { page: 'webhook'; props: WebhookProps }
  | { page: 'error'; props: AdminErrorProps }
  | AccountPages
  | QuotationPages
  | StatsPages;

/** A page with its frame: what client/admin/render-admin.tsx prints. */
export type AdminView = AdminPage & { frame: AdminFrame };
