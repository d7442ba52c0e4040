import { createHash, randomBytes } from 'node:crypto';

/** A signed-in session ends after this long without a request. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

/** Under https the cookie takes the __Host- prefix: Secure, path /, no domain, so no subdomain can set it. */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-office' : 'office_session');

/** The CSRF token of a session's forms (office-csrf.ts), prefixed likewise. */
export const csrfCookieName = (secure: boolean) => (secure ? '__Host-office-csrf' : 'office_csrf');

/** 256 random bits, URL-safe. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** The store keeps this, never the token: a copy of the database signs nobody in. */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
