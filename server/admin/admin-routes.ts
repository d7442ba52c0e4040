import { Router } from 'express';
import type { Clock } from '../clock.ts';
import { NotFoundError } from '../errors.ts';
import type { Store } from '../storage/store.ts';
import { ADMIN_CSS } from './admin-css.ts';
import { adminPages } from './admin-page.ts';
import { sessionCookieName } from './admin-session.ts';
import type { ScryptCost } from './passwords.ts';
import { inboxRoutes } from './inbox-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';

interface AdminRoutesDeps {
  store: Pick<Store, 'admin' | 'inbox' | 'rateLimitHits'>;
  clock: Clock;
  /** Cookies marked Secure (the site is served over https). */
  secure: boolean;
  /** Signs the session-bound token of the admin forms. */
  csrfSecret: string;
  /** The scrypt cost office passwords must have at least (config.passwordCost). */
  passwordCost: Readonly<ScryptCost>;
}

/**
 * The office inbox at /admin (Mongolian) and /en/admin (English): sign-in, the list of enquiries and sign-ups,
 * one entry, its handled state, and exports. Answers 404 until an account exists (npm run admin -- add-user).
 * Server-rendered pages without script; every state change is a POST carrying the session's token.
 */
export function adminRoutes({ store, clock, secure, csrfSecret, passwordCost }: AdminRoutesDeps) {
  const pages = adminPages(csrfSecret);
  const cookieOptions = { httpOnly: true, sameSite: 'strict', secure, path: '/' } as const;
  const signIn = signInRoutes({
    store,
    clock,
    pages,
    cookieName: sessionCookieName(secure),
    cookieOptions,
    csrfSecret,
    passwordCost,
  });
  const router = Router();

  // Never kept by a browser or proxy, never indexed; nothing at all until the first account exists.
  router.use(async (_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    if ((await store.admin.countUsers()) === 0) return next(new NotFoundError());
    next();
  });

  router.get('/admin.css', (_req, res) => {
    res.type('css').send(ADMIN_CSS);
  });

  router.use(signIn.router);
  router.use(inboxRoutes({ store, clock, pages, csrfSecret, checkToken: signIn.checkToken }));
  return router;
}
