import { Router } from 'express';
import { CSRF_SESSION_PATH } from '#shared/constants.ts';
import { ensureSession, type createCsrf } from '../middleware/csrf.ts';

// A page is the same document for every visitor and sets no cookie (docs/decisions/041-session-on-first-post.md):
// a visitor's session and the XSRF-TOKEN cookie its script posts copy into X-XSRF-TOKEN are given here, asked for by
// the page's script before its first post (client/lib/post-json.ts). The token is bound to the sid: a post without
// one is refused (csrf.ts).
export function sessionRoutes({
  csrf,
  secure,
}: {
  csrf: Pick<ReturnType<typeof createCsrf>, 'generateCsrfToken'>;
  /** The cookies' Secure flag (COOKIE_SECURE). */
  secure: boolean;
}): Router {
  return Router().get(CSRF_SESSION_PATH, (req, res) => {
    ensureSession(req, res, { secure });
    csrf.generateCsrfToken(req, res);
    res.setHeader('Cache-Control', 'no-store');
    res.status(204).end();
  });
}
