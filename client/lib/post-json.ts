import { CSRF_COOKIE, CSRF_HEADER } from '#shared/constants.ts';

export interface PostResult {
  /** HTTP status; 0 when the request never got an answer (network error). */
  status: number;
  ok: boolean;
  /** The parsed JSON body, or undefined when there was none or it was not JSON. */
  body: unknown;
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

// The one way islands send data: JSON with the CSRF token copied from the XSRF-TOKEN cookie into the
// X-XSRF-TOKEN header (docs/specification.md §7). Never throws: a network failure is status 0, so callers show their
// message.
export async function postJson(url: string, payload: unknown): Promise<PostResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        [CSRF_HEADER]: readCookie(CSRF_COOKIE) ?? '',
      },
      credentials: 'same-origin',
      body: JSON.stringify(payload),
    });
    const body: unknown = await response.json().catch(() => undefined);
    return { status: response.status, ok: response.ok, body };
  } catch {
    return { status: 0, ok: false, body: undefined };
  }
}
