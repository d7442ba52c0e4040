import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import { CSRF_COOKIE, CSRF_HEADER } from '#shared/constants.ts';
import { ForbiddenError } from '../errors.ts';
import { isFormPost } from './form-post.ts';

export const SESSION_COOKIE = 'sid';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

// csrf-csrf wants an identifier per visitor; our visitors are anonymous, so each gets a random one.
export function ensureSession(req: Request, res: Response, { secure }: { secure: boolean }): void {
  const cookies = req.cookies as Record<string, string | undefined>;
  if (!cookies[SESSION_COOKIE]) {
    // 122 random bits; Node draws UUIDs from a batch of random bytes, so one costs no system call.
    const sid = randomUUID();
    res.cookie(SESSION_COOKIE, sid, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ONE_YEAR_MS });
    cookies[SESSION_COOKIE] = sid;
  }
}

/** How one part of the site uses csrf-csrf's signed double submit: which cookie, whose session, where the copy is. */
export interface DoubleSubmitScheme {
  secret: string;
  cookieName: string;
  cookieOptions: { httpOnly: boolean; sameSite: 'lax' | 'strict'; secure: boolean; path: '/' };
  /** The visitor's session: a token is valid for that session only. */
  sessionOf(req: Request): string;
  /** The copy of the token the request carries (a header, or a form field). */
  tokenOf(req: Request): string | undefined;
  /** Requests guarded otherwise (sameOriginForms). */
  skip?(req: Request): boolean;
}

/** The token in a cookie and its copy in the request must match, and be signed for the visitor's session. */
export function signedDoubleSubmit(scheme: DoubleSubmitScheme) {
  return doubleCsrf({
    getSecret: () => scheme.secret,
    getSessionIdentifier: scheme.sessionOf,
    cookieName: scheme.cookieName,
    cookieOptions: scheme.cookieOptions,
    getCsrfTokenFromRequest: scheme.tokenOf,
    ...(scheme.skip ? { skipCsrfProtection: scheme.skip } : {}),
  });
}

// Script posts (JSON) carry the signed double-submit token: the XSRF-TOKEN cookie copied into X-XSRF-TOKEN.
// Forms posted without script carry no token (pages are the same document for every visitor): sameOriginForms
// guards them instead.
export function createCsrf({ secret, secure }: { secret: string; secure: boolean }) {
  return signedDoubleSubmit({
    secret,
    cookieName: CSRF_COOKIE,
    cookieOptions: { httpOnly: false, sameSite: 'lax', secure, path: '/' },
    sessionOf: (req) => (req.cookies as Record<string, string | undefined>)[SESSION_COOKIE] ?? '',
    tokenOf: (req) => req.get(CSRF_HEADER),
    skip: isFormPost,
  });
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * A form posted without script is accepted only from the site's own pages: its Origin (or, where a browser sends
 * none, its Referer) must be the site's public origin or the origin the request was addressed to. A post with
 * neither is refused too. Browsers send Origin on every cross-site POST, so another site cannot forge one.
 */
export function sameOriginForms({ publicOrigin }: { publicOrigin: string }) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!UNSAFE_METHODS.has(req.method) || !isFormPost(req)) return next();
    const from = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    const own = [publicOrigin, `${req.protocol}://${req.get('host') ?? ''}`];
    if (from !== undefined && own.includes(from)) return next();
    next(new ForbiddenError());
  };
}
