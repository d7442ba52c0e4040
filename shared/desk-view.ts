import type { Language } from './constants.ts';
import type { ScheduleRow } from './admin-view.ts';

// The office's home page for editors (docs/content.md, "Office home") as data: what waits for them, each a link to
// the item's office page, decided on the server (times in Ulaanbaatar, every link, what names each item).

/** Which part of the office an item is of: a translation key naming it (admin:nav.products, a list's title). */
export type DeskPart = { labelKey: string };

/** A draft not yet published: of what, whose, when saved. */
export interface DeskDraft {
  key: string;
  /** Absent for a kind the home page does not count. */
  part?: DeskPart;
  title: string;
  href: string;
  by: string;
  time: string;
}

/** A part's items that need a translator, counted by what each lacks, and its list filtered to them. */
export interface DeskTranslation {
  part: DeskPart;
  href: string;
  count: number;
  /** By language, how many lack a text in it and how many may be behind the other language. */
  missing: Record<Language, number>;
  outdated: Record<Language, number>;
}

/** A change of the site's content from the audit log: who did what, when, to which item. */
export interface DeskChange {
  id: number;
  /** The audit log's action (admin:audit.actions.<action>). */
  action: string;
  title: string;
  /** The item's office page; absent for one the site no longer has. */
  href?: string;
  by: string;
  time: string;
}

export interface DeskProps {
  /** Newest first. */
  drafts: readonly DeskDraft[];
  /** The next pending ones, soonest first, and the page of them all. */
  schedules: readonly ScheduleRow[];
  scheduleHref: string;
  /** The parts with items that need a translator. */
  translations: readonly DeskTranslation[];
  /** Newest first. */
  changes: readonly DeskChange[];
}
