import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { Clock } from '../clock.ts';
import type { AdminStore } from '../storage/admin-store.ts';
import type { AdminSession } from '../storage/admin-sessions.ts';

/** A signed-in session ends after this long without a request. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
/** And this long after its sign-in, however busy: a stolen cookie does not stay good for ever. */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Under https the cookie takes the __Host- prefix: Secure, path /, no domain, so no subdomain can set it. */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-office' : 'office_session');

/** The CSRF token of a session's forms (admin-csrf.ts), prefixed likewise. */
export const csrfCookieName = (secure: boolean) => (secure ? '__Host-office-csrf' : 'office_csrf');

/** 256 random bits, URL-safe. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** The store keeps this, never the token: a copy of the database signs nobody in. */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session cookie a request carries, if any (cookie-parser has read the cookies). */
export const sessionCookieOf = (req: Request, name: string) =>
  (req.cookies as Record<string, string | undefined> | undefined)?.[name];

/**
 * A session's last request is written down at most this often: the office's pages then read the session rather
 * than write it (a write per request was a tenth of a list page's time), and a session may end this much sooner.
 */
export const SESSION_MARK_EVERY_MS = 60 * 1000;

/**
 * The account of a live session, marked seen now (alive another SESSION_IDLE_MS, at most SESSION_LIFETIME_MS
 * after its sign-in); undefined for none.
 */
export function liveSession(
  admin: Pick<AdminStore, 'touchSession'>,
  token: string,
  clock: Clock,
): Promise<AdminSession | undefined> {
  const now = clock.now();
  const since = (ms: number) => new Date(now.getTime() - ms);
  return admin.touchSession(
    sessionTokenHash(token),
    since(SESSION_IDLE_MS),
    now,
    since(SESSION_MARK_EVERY_MS),
    since(SESSION_LIFETIME_MS),
  );
}
