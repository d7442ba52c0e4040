// The rules of the office's redirects (docs/content.md, "Redirects"): an old address of the company's previous
// website (its path, with its query when it had one) and where it now leads, a path of this site or an https
// address the office typed. What is stored is exactly what was checked, in one spelling (normalisePath), so the
// public side looks a request up by the same spelling and builds its Location from the stored target alone.
// Each refusal is a translation key of `admin:redirects.errors`, with the other redirect it concerns.

/** One redirect: from an old address to its new one. */
export interface Redirect {
  from: string;
  to: string;
}

export const FROM_MAX_LENGTH = 500;
export const TO_MAX_LENGTH = 2000;
/** The rows a CSV upload may hold at most (a header row not counted). */
export const CSV_MAX_ROWS = 1000;

/** What a check gives: the value to store, or why it is refused (and the redirect it concerns). */
export type Checked = { ok: true; value: string } | { ok: false; reason: string; other?: string };

const refused = (reason: string, other?: string): Checked => ({
  ok: false,
  reason: `redirects.errors.${reason}`,
  ...(other === undefined ? {} : { other }),
});

// C0 and C1 controls, DEL: never part of an address a browser sends.
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
// What a path or a query may hold as it is; anything else is percent-encoded (its UTF-8 bytes).
const PATH_CHAR = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/;
const QUERY_CHAR = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/;

const encoded = (char: string): string => {
  try {
    return encodeURIComponent(char);
  } catch {
    // A lone surrogate: what a browser sends for it.
    return '%EF%BF%BD';
  }
};

/**
 * One spelling of a path's or a query's percent-encoding: an encoded unreserved character decoded (`%7E` is `~`),
 * every other escape in capitals (`%c3%a9` is `%C3%A9`), a character that must be encoded encoded (`é` is `%C3%A9`),
 * a `%` that starts no escape encoded (`%25`).
 */
function normaliseEncoding(part: string, allowed: RegExp): string {
  let out = '';
  const chars = [...part];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] ?? '';
    if (char === '%') {
      const hex = `${chars[i + 1] ?? ''}${chars[i + 2] ?? ''}`;
      if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
        const decoded = String.fromCharCode(parseInt(hex, 16));
        out += UNRESERVED.test(decoded) ? decoded : `%${hex.toUpperCase()}`;
        i += 2;
      } else out += '%25';
    } else out += allowed.test(char) ? char : encoded(char);
  }
  return out;
}

/**
 * A site address in the one spelling redirects are stored and looked up in: the percent-encoding normalised, the
 * trailing slash removed (but of `/`). The query is kept as it came, normalised the same way.
 */
export function normalisePath(address: string): string {
  const mark = address.indexOf('?');
  const path = mark === -1 ? address : address.slice(0, mark);
  const query = mark === -1 ? undefined : address.slice(mark + 1);
  const trimmed = path.replace(/\/+$/, '') || '/';
  const normalPath = normaliseEncoding(trimmed, PATH_CHAR);
  return query === undefined || query === '' ? normalPath : `${normalPath}?${normaliseEncoding(query, QUERY_CHAR)}`;
}

/** A path of this site: one `/` first, never `//` or `/\` (another host, to a browser). */
const isSitePath = (value: string) => value.startsWith('/') && !/^\/[/\\]/.test(value) && !value.includes('\\');

/** An old address as typed: a path of this site, with its query; its normalised spelling, or why not. */
export function checkFrom(typed: string): Checked {
  const value = typed.trim();
  if (value === '') return refused('fromEmpty');
  if (CONTROL.test(value)) return refused('fromControl');
  if (!isSitePath(value) || value.includes('#')) return refused('fromNotPath');
  const normal = normalisePath(value);
  if (normal.length > FROM_MAX_LENGTH || value.length > FROM_MAX_LENGTH) return refused('fromTooLong');
  return { ok: true, value: normal };
}

/** Where it leads, as typed: a path of this site, or an https address with no user name or password. */
export function checkTo(typed: string): Checked {
  const value = typed.trim();
  if (value === '') return refused('toEmpty');
  if (CONTROL.test(value)) return refused('toControl');
  if (value.length > TO_MAX_LENGTH) return refused('toTooLong');
  if (value.startsWith('/') || value.startsWith('\\')) {
    if (!isSitePath(value)) return refused('toNotSameSite');
    const normal = normalisePath(value);
    return normal.length > TO_MAX_LENGTH ? refused('toTooLong') : { ok: true, value: normal };
  }
  if (!/^https:\/\//i.test(value) || value.includes('\\')) return refused('toScheme');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refused('toScheme');
  }
  if (url.protocol !== 'https:' || url.hostname === '') return refused('toScheme');
  if (url.username !== '' || url.password !== '') return refused('toUserinfo');
  // The URL's own spelling (ASCII, host in punycode): what the Location header will carry, checked again.
  return url.href.length > TO_MAX_LENGTH || CONTROL.test(url.href)
    ? refused('toTooLong')
    : { ok: true, value: url.href };
}

/** How a redirect is named in a message. */
export const redirectName = ({ from, to }: Redirect) => `${from} → ${to}`;

/**
 * Why `candidate` cannot join `existing` (the office's and the automatic ones): its from taken, a loop (to its own
 * from), or a chain of two steps (its target is another's from, or its from another's target); undefined when it can.
 */
export function conflictOf(candidate: Redirect, existing: readonly Redirect[]): Checked | undefined {
  if (candidate.to === candidate.from) return refused('loop');
  const taken = existing.find((other) => other.from === candidate.from);
  if (taken) return refused('fromTaken', redirectName(taken));
  const onward = existing.find((other) => other.from === candidate.to);
  if (onward) return refused('chainTo', redirectName(onward));
  const before = existing.find((other) => other.to === candidate.from);
  if (before) return refused('chainFrom', redirectName(before));
  return undefined;
}
