import type { Request } from 'express';
import type { AdminNotice, ScheduleFormProps } from '#shared/admin-view.ts';
import type { EditingProps } from '#shared/editing-view.ts';
import type { AuditAction } from '../storage/audit-store.ts';
import type { DraftValue, PublishedValue } from '../content/content-codecs.ts';
import type { ContentKind, ContentRevision, ContentState } from '../storage/content-store.ts';
import type { TitledAdminPage, Shown } from './item-kind.ts';

// What makes one kind of the office's single documents (a site text, the company's details) what it is, for the
// one lifecycle of global-routes.ts to run: text-kind.ts and company-kind.ts are the two. A document always
// exists (shipped with the site); the office publishes revisions over it, keeps one draft, resets it to the
// shipped default (a revision of null) and restores an earlier revision (docs/architecture.md §9).

/** What the audit trail records of a document, after its kind's prefix (server/storage/audit-store.ts). */
type DocumentAction = 'published' | 'draft-saved' | 'draft-discarded' | 'reset' | 'restored';
// A schedule's `<prefix>-scheduled-published` names the same prefix, not a prefix of its own.
type Prefix<Action extends string> = Action extends `${infer P}-${DocumentAction}`
  ? P extends `${string}-scheduled`
    ? never
    : P
  : never;

/** The form checked: what it stores (as the draft, or published), or why not. */
export type CheckedDocument = { ok: true; value: unknown } | { ok: false; errors: Record<string, string> };

/** What the page of a document is built from. */
export interface DocumentPageInput<Doc, Form, K extends ContentKind> {
  doc: Doc;
  state: ContentState<K>;
  history: ReadonlyArray<ContentRevision<K>>;
  shown: Shown<Form>;
  /** Its draft's scheduled publish, for its page (absent without the office's schedules). */
  schedule?: ScheduleFormProps;
  /** Who else has it open, and the draft its form was read with (edit-presence.ts). */
  editing: EditingProps;
}

export interface GlobalKind<Doc, Form, K extends ContentKind = ContentKind> {
  contentKind: K;
  /** The document of the request's address (NotFoundError for none). */
  find(req: Request): Doc;
  key(doc: Doc): string;
  href(base: string, doc: Doc): string;
  audit: { prefix: Prefix<AuditAction>; target(doc: Doc): string };
  /** The log's name of a document ('text published') and the fields naming it. */
  log: { name: string; fields(doc: Doc): Record<string, unknown> };
  /** How many revisions its page lists. */
  historyShown: number;
  readForm(body: unknown): Form;
  /** Whether the posted form publishes (else it is kept as the draft). */
  publishes(body: unknown): boolean;
  check(doc: Doc, form: Form, publish: boolean): CheckedDocument;
  /** After a publish, reset or restore: the public pages show it before the office's next page is asked for. */
  refresh(): Promise<void>;
  page(req: Request, input: DocumentPageInput<Doc, Form, K>): TitledAdminPage;
  /** The notice of the page's ?notice=. */
  notice(query: unknown): AdminNotice | undefined;
  /**
   * Its texts in two languages as its translation status reads them (translation-needs.ts; docs/content.md,
   * "Translation status"): of a published value, of a draft and of the shipped default; a value of { mn, en }
   * pairs. Without it, the office does not follow the kind's translation.
   */
  translated?: {
    published(doc: Doc, value: PublishedValue<K>): unknown;
    draft(value: DraftValue<K>): unknown;
    shipped(doc: Doc): unknown;
  };
}
