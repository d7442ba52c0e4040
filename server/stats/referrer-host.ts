// What a page view keeps of the Referer header (docs/privacy.md, "Page-view statistics"): the referring site's host
// name, lower-cased, and nothing of its path or query (a search engine's query, a webmail's message id).

/** The longest host name kept; a longer one (made up: DNS allows 253) is counted as OTHER_REFERRER. */
export const MAX_REFERRER_LENGTH = 100;
/** Where a referrer is counted that is not kept by name: too long, an address rather than a name, or past the cap. */
export const OTHER_REFERRER = '(other)';

// An IPv4 address, or an IPv6 one (URL writes it in brackets): a machine rather than a site, maybe a person's.
const ADDRESS = /^(?:\d+\.){3}\d+$|^\[/;

/**
 * The referring site's host name from a Referer header: '' when the header is empty, not an address, names no host,
 * or names this site's own host (`ownHost`, lower-case); OTHER_REFERRER for an IP address or a name longer than
 * MAX_REFERRER_LENGTH.
 */
export function referrerHost(referer: string, ownHost: string): string {
  if (!URL.canParse(referer)) return '';
  // URL lower-cases a host name and writes an international one in its ASCII form (xn--).
  const host = new URL(referer).hostname;
  if (host === '' || host === ownHost) return '';
  return host.length > MAX_REFERRER_LENGTH || ADDRESS.test(host) ? OTHER_REFERRER : host;
}
