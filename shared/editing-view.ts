// Presence and autosave on the office's edit pages (docs/content.md, "Presence and autosave"), as data: what the
// server hands an edit page (and its island, client/islands/edit-presence.tsx), and what the heartbeat and a
// script's draft save answer. Plain JSON, shared by server and browser.

/** The id of an edit page's one form (its fields, Save as draft, Publish). */
export const EDIT_FORM_ID = 'edit-form';

/**
 * The hidden input carrying the draft the page was read with, as the revision is carried: its time (milliseconds
 * since 1970) or '' when there was none. A save over another account's draft saved after it is refused.
 */
export const SEEN_DRAFT_FIELD = 'seenDraft';

/** How long after typing stops the script saves the form as the draft. */
export const AUTOSAVE_DELAY_MS = 3000;

/** An account with the same item open now, and since when (Ulaanbaatar time: 10:05, or a day and time). */
export interface EditorView {
  login: string;
  since: string;
}

/** A draft's author and when it was saved (Ulaanbaatar time). */
export interface DraftAuthor {
  by: string;
  time: string;
}

/** What an edit page shows of who else is on it, and what its script needs to say so as it goes on. */
export interface EditingProps {
  /** Where the page's script posts its heartbeat. */
  heartbeat: string;
  /** How often it does (PRESENCE_HEARTBEAT_MS). */
  heartbeatMs: number;
  /** The draft the page was read with (SEEN_DRAFT_FIELD's value). */
  seenDraft: string;
  /** The others with the item open as the page was read, earliest first. */
  others: readonly EditorView[];
  /** Another account's unpublished draft, which the form holds. */
  othersDraft?: DraftAuthor;
}

/** The heartbeat's answer: the others editing now, and a draft another account saved after the page's. */
export interface HeartbeatAnswer {
  others: EditorView[];
  newerDraft?: DraftAuthor;
}

/** A script's draft save: saved (with the draft's new token and time), or why not. */
export type DraftSaveAnswer =
  | { saved: true; seenDraft: string; time: string }
  | { saved: false; why: 'stale' | 'invalid' }
  | ({ saved: false; why: 'draft' } & DraftAuthor);
