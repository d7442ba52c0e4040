import { CSRF_COOKIE, CSRF_HEADER, CSRF_SESSION_PATH } from '#shared/constants.ts';

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

/**
 * The XSRF-TOKEN cookie's token; a visitor's first post asks for it first (pages set no cookie:
 * docs/decisions/041-session-on-first-post.md).
 */
async function csrfToken(): Promise<string> {
  const held = readCookie(CSRF_COOKIE);
  if (held) return held;
  await fetch(CSRF_SESSION_PATH, { credentials: 'same-origin' });
  return readCookie(CSRF_COOKIE) ?? '';
}

// The one way islands send data: JSON with the CSRF token copied from the XSRF-TOKEN cookie into the
// X-XSRF-TOKEN header (docs/specification.md §7). Never throws: a network failure is status 0, so callers show their
// message.
export const postJson = (url: string, payload: unknown): Promise<PostResult> =>
  post(url, JSON.stringify(payload), { 'Content-Type': 'application/json' });

/**
 * A value as a multipart field carries it: text as it is, a ticked box (true) as the form's own box posts it
 * (`yes`, client/ui/consent-field.tsx), anything else (a list's items) as JSON.
 */
function fieldValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === true ? 'yes' : JSON.stringify(value);
}

/**
 * The same payload with files (docs/privacy.md, "Attachments"), as multipart with the token's header, which tells
 * the server a script sent it (it answers JSON, not a page). The browser sets the Content-Type with its boundary.
 */
export function postWithFiles(url: string, payload: Record<string, unknown>, files: readonly File[], field: string) {
  const body = new FormData();
  for (const [name, value] of Object.entries(payload)) if (value !== undefined) body.append(name, fieldValue(value));
  for (const file of files) body.append(field, file);
  return post(url, body, {});
}

async function post(url: string, body: BodyInit, headers: Record<string, string>): Promise<PostResult> {
  try {
    const token = await csrfToken();
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, Accept: 'application/json', [CSRF_HEADER]: token },
      credentials: 'same-origin',
      body,
    });
    const answer: unknown = await response.json().catch(() => undefined);
    return { status: response.status, ok: response.ok, body: answer };
  } catch {
    return { status: 0, ok: false, body: undefined };
  }
}
