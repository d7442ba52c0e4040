import type { NextFunction, Request, Response } from 'express';
import type { Role } from '#shared/admin-roles.ts';
import { CSRF_HEADER } from '#shared/constants.ts';
import { CSRF_FIELD } from '#shared/admin-view.ts';
import { ForbiddenError } from '../errors.ts';
import { signedDoubleSubmit } from '../middleware/csrf.ts';
import { csrfCookieName } from './admin-session.ts';

/** The account a request is signed in as, set by the session step of the sign-in routes. */
export interface SignedIn {
  login: string;
  tokenHash: string;
  roles: Role[];
  userId: number;
  hasTwoFactor: boolean;
}

export const signedIn = (res: Response | undefined) => res?.locals.admin as SignedIn | undefined;

/**
 * The public site's CSRF scheme (csrf-csrf's signed double submit) for the office's forms: the token is signed
 * for the signed-in session, kept in an HttpOnly SameSite=Strict cookie of its own and copied into each form
 * (a hidden field; a script would send the header). Every post is also origin-checked (sameOriginForms).
 */
export function adminCsrf({ secret, secure }: { secret: string; secure: boolean }) {
  const scheme = signedDoubleSubmit({
    secret,
    cookieName: csrfCookieName(secure),
    cookieOptions: { httpOnly: true, sameSite: 'strict', secure, path: '/' },
    sessionOf: (req) => signedIn(req.res)?.tokenHash ?? '',
    tokenOf: (req) => {
      const field = (req.body as Record<string, unknown> | undefined)?.[CSRF_FIELD];
      return req.get(CSRF_HEADER) ?? (typeof field === 'string' ? field : undefined);
    },
  });
  return {
    /** The token the signed-in page's forms carry (its cookie set or kept). */
    token: (req: Request, res: Response) => scheme.generateCsrfToken(req, res),
    /** Refuses (403) a post without the session's token. */
    checkToken(req: Request, _res: Response, next: NextFunction) {
      if (scheme.validateRequest(req)) return next();
      req.log.warn({ reason: 'missing_or_wrong_token' }, 'admin post refused');
      next(new ForbiddenError());
    },
  };
}

export type AdminCsrf = ReturnType<typeof adminCsrf>;
