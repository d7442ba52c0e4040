import { z } from 'zod/mini';

// Bulk actions of the office's lists (docs/content.md, "Bulk actions"): rows ticked, one action, one post. What an
// action may be, why an item is left unchanged, how many one post takes, and what the list shows of it after.

/** What a list's items may have done to them together: publish their drafts, hide, show, bin, back from the bin. */
export const ITEM_BULK_ACTIONS = ['publish', 'hidden', 'shown', 'deleted', 'restore'] as const;
/** A site text is never hidden: its list only publishes drafts. */
export const TEXT_BULK_ACTIONS = ['publish'] as const;
export type BulkAction = (typeof ITEM_BULK_ACTIONS)[number];

/** Why an item selected was left as it was. */
export const BULK_REFUSALS = [
  'no-draft',
  'invalid',
  'slug-taken',
  'stale',
  'already',
  'in-bin',
  'not-in-bin',
  'unpublished',
  'gone',
] as const;
export type BulkRefusal = (typeof BULK_REFUSALS)[number];

/** The most items one post takes: the longest page a list has, with room (a texts' search may list more). */
export const MAX_BULK_IDS = 200;
/** An id as long as any list's (a text's `namespace:key`). */
const MAX_ID_LENGTH = 200;

/** The bulk form of a list whose actions are `actions`: one of them, and the ids ticked (one at least). */
export const bulkSchema = (actions: readonly [BulkAction, ...BulkAction[]]) =>
  z.object({
    action: z.enum(actions, 'admin:bulk.errors.action'),
    ids: z
      .array(z.string().check(z.maxLength(MAX_ID_LENGTH)))
      .check(
        z.minLength(1, { error: 'admin:bulk.errors.none', abort: true }),
        z.maxLength(MAX_BULK_IDS, 'admin:bulk.errors.tooMany'),
      ),
  });

/** What the list says after a bulk post: how many changed and each one left unchanged, named, with why. */
export type BulkOutcome =
  | {
      action: BulkAction;
      changed: number;
      /** Each named in both languages (a text by its id); a name empty in both: an item not named yet. */
      refused: ReadonlyArray<{ id: string; name: { mn: string; en: string }; why: BulkRefusal }>;
    }
  | { error: 'none' | 'tooMany' };

/** A list's bulk form: where it posts, its id (each row's box names it), its actions, the list's view to go back to. */
export interface BulkFormProps {
  action: string;
  formId: string;
  actions: readonly BulkAction[];
  /** The list's search, filter and page, posted back so the answer returns to them. */
  view: Readonly<Record<string, string>>;
  /** The revisions the page shows of its rows, `id:revision` each: an item changed since is left unchanged. */
  seen?: string;
  outcome?: BulkOutcome;
}
