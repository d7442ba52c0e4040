import type { AdminNotice } from './admin-view.ts';

// The office's redirects page as data (docs/content.md, "Redirects"): what server/admin/redirect-props.ts decides and
// client/admin/redirects-page.tsx prints.

/** A refusal: its translation key, and the other redirect it concerns, if any. */
export interface RedirectRefusal {
  key: string;
  other?: string;
}

export interface RedirectRow {
  from: string;
  to: string;
  /** Followed how often, and when last (Ulaanbaatar, YYYY-MM-DD HH:mm); none yet when never. */
  hits: number;
  lastHit?: string;
  /** A renamed product's or list item's former address: shown, not removable here. */
  automatic: boolean;
}

export interface RedirectsProps {
  rows: RedirectRow[];
  /** The revision of the list the page was read at (a change from an older one is refused). */
  revision: number;
  actions: { add: string; remove: string; upload: string };
  /** The form as typed, shown back after a refusal. */
  typed: { from: string; to: string };
  /** Why the form's redirect was refused. */
  refusal?: RedirectRefusal;
  /** The rows of a refused upload, each with its line. */
  refusedRows?: Array<RedirectRefusal & { line: number }>;
  notice?: AdminNotice & { count?: number };
}
