import type { AdminNotice } from '#shared/admin-view.ts';

// What the office's editing pages say after a change (docs/office-guide.md, "Editing the site"): each change answers
// 303 to the page with ?notice=<what was done>, read back here; a refusal is shown at once.

/** A save made from a revision older than the latest: refused, nothing overwritten. */
export const STALE: AdminNotice = { key: 'admin:texts.notices.stale', kind: 'error' };
/** A save refused for what was typed (each field says why). */
export const NOT_SAVED: AdminNotice = { key: 'admin:texts.notices.notSaved', kind: 'error' };

/** A form's or a query's value, one string ('' when absent or repeated). */
export const single = (value: unknown) => (typeof value === 'string' ? value : '');

const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * The notices of one part of the office: ?notice=draft-saved reads admin:<part>.notices.draftSaved; 'stale' is
 * the refusal of a stale change, the same everywhere. Anything else says nothing.
 */
export function noticeReader(part: string, names: readonly string[]) {
  const notices = new Map<string, AdminNotice>(
    names.map((name) => [name, { key: `admin:${part}.notices.${camelCase(name)}`, kind: 'info' }]),
  );
  return (query: unknown): AdminNotice | undefined => {
    const name = single(query);
    return name === 'stale' ? STALE : notices.get(name);
  };
}
