import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A signed-in session ends after this long without a request. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;

/** Under https the cookie takes the __Host- prefix: Secure, path /, no domain, so no subdomain can set it. */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-office' : 'office_session');

/** 256 random bits, URL-safe. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

/** The store keeps this, never the token: a copy of the database signs nobody in. */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token every state-changing form of a session carries: bound to the session, unknowable without it. */
export function sessionCsrfToken(secret: string, tokenHash: string): string {
  return createHmac('sha256', secret).update(`office-inbox:${tokenHash}`).digest('base64url');
}

export function isSessionCsrfToken(secret: string, tokenHash: string, candidate: unknown): boolean {
  if (typeof candidate !== 'string') return false;
  const expected = Buffer.from(sessionCsrfToken(secret, tokenHash));
  const actual = Buffer.from(candidate);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
