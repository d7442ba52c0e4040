import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import { CSRF_COOKIE, CSRF_FIELD, CSRF_HEADER } from '#shared/constants.ts';

export const SESSION_COOKIE = 'sid';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

// csrf-csrf wants an identifier per visitor; our visitors are anonymous, so each gets a random one.
export function anonymousSession({ secure }: { secure: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const cookies = req.cookies as Record<string, string | undefined>;
    if (!cookies[SESSION_COOKIE]) {
      const sid = randomBytes(16).toString('base64url');
      res.cookie(SESSION_COOKIE, sid, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ONE_YEAR_MS });
      cookies[SESSION_COOKIE] = sid;
    }
    next();
  };
}

// Signed double-submit: the XSRF-TOKEN cookie is readable by page script, which sends it back as
// X-XSRF-TOKEN; a form posted without script carries it as the hidden _csrf field.
export function createCsrf({ secret, secure }: { secret: string; secure: boolean }) {
  return doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => (req.cookies as Record<string, string>)[SESSION_COOKIE] ?? '',
    cookieName: CSRF_COOKIE,
    cookieOptions: { httpOnly: false, sameSite: 'lax', secure, path: '/' },
    getCsrfTokenFromRequest: (req) => {
      if (!req.is('application/x-www-form-urlencoded')) return req.get(CSRF_HEADER);
      const field = (req.body as Record<string, unknown> | undefined)?.[CSRF_FIELD];
      return typeof field === 'string' ? field : undefined;
    },
  });
}
