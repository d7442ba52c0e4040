import { Router, type NextFunction, type Request, type Response } from 'express';
import { quotationItems } from '#shared/cart-rules.ts';
import { languageSwitchHref, otherLanguage } from '#shared/language-link.ts';
import type { Clock } from '../clock.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { requestLanguage } from '../request-language.ts';
import { formatCsv, formatJson, localTime } from '../services/enquiry-formats.ts';
import type { InboxSource } from '../storage/inbox-store.ts';
import type { Store } from '../storage/store.ts';
import { ADMIN_CSS } from './admin-css.ts';
import {
  isSessionCsrfToken,
  newSessionToken,
  SESSION_IDLE_MS,
  sessionCookieName,
  sessionCsrfToken,
  sessionTokenHash,
} from './admin-session.ts';
import { entryView } from './entry-view.ts';
import { markupText, type Markup } from './html.ts';
import { inboxView } from './inbox-view.ts';
import { parseInboxQuery, queryOf } from './inbox-query-string.ts';
import { layoutView } from './layout-view.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { loginView, type LoginInput } from './login-view.ts';
import { decoyHash, verifyPassword } from './passwords.ts';

interface AdminRoutesDeps {
  store: Pick<Store, 'admin' | 'inbox' | 'rateLimitHits'>;
  clock: Clock;
  /** Cookies marked Secure (the site is served over https). */
  secure: boolean;
  /** Signs the session-bound token of the admin forms. */
  csrfSecret: string;
}

interface SignedIn {
  login: string;
  tokenHash: string;
}

const PAGE_SIZE = 50;
const MAX_FIELD = 200;
const SOURCES: readonly InboxSource[] = ['enquiry', 'subscription'];

const signedIn = (res: Response) => res.locals.admin as SignedIn | undefined;
const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_FIELD) : '');

/**
 * The office inbox at /admin (Mongolian) and /en/admin (English): sign-in, the list of enquiries and sign-ups,
 * one entry, its handled state, and exports. Answers 404 until an account exists (npm run admin -- add-user).
 * Server-rendered pages without script; every state change is a POST carrying the session's token.
 */
export function adminRoutes({ store, clock, secure, csrfSecret }: AdminRoutesDeps) {
  const cookieName = sessionCookieName(secure);
  const throttle = createLoginThrottle(store.rateLimitHits, clock);
  const cookieOptions = { httpOnly: true, sameSite: 'strict', secure, path: '/' } as const;

  function send(req: Request, res: Response, status: number, title: string, body: Markup) {
    const lng = requestLanguage(req);
    const target = otherLanguage(lng);
    const [pathname = '/', search = ''] = req.originalUrl.split(/\?(.*)/s, 2);
    const admin = signedIn(res);
    const page = layoutView({
      t: req.t,
      lng,
      title,
      base: req.baseUrl,
      languageSwitch: {
        href: languageSwitchHref(pathname, search, target),
        lng: target,
        label: req.i18n.getFixedT(target)(`admin:languages.${target}`),
      },
      session: admin && { login: admin.login, csrfToken: sessionCsrfToken(csrfSecret, admin.tokenHash) },
      body,
    });
    res.status(status).type('html').send(markupText(page));
  }

  const sendLogin = (req: Request, res: Response, status: number, input: Omit<LoginInput, 't' | 'base'> = {}) =>
    send(req, res, status, req.t('admin:login.title'), loginView({ t: req.t, base: req.baseUrl, ...input }));

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

  // The session, if the cookie names a live one; using it keeps it alive for another SESSION_IDLE_MS.
  router.use(async (req, res, next) => {
    const token = (req.cookies as Record<string, string | undefined>)[cookieName];
    if (!token) return next();
    const tokenHash = sessionTokenHash(token);
    const now = clock.now();
    const session = await store.admin.touchSession(tokenHash, new Date(now.getTime() - SESSION_IDLE_MS), now);
    if (session) res.locals.admin = { login: session.login, tokenHash } satisfies SignedIn;
    else res.clearCookie(cookieName, cookieOptions);
    next();
  });

  router.get('/login', (req, res) => {
    if (signedIn(res)) return res.redirect(303, req.baseUrl);
    const notice = req.query.notice;
    if (notice === 'signed-out')
      return sendLogin(req, res, 200, { notice: { key: 'admin:login.signedOut', kind: 'info' } });
    if (notice === 'expired') return sendLogin(req, res, 200, { notice: { key: 'admin:login.expired', kind: 'info' } });
    sendLogin(req, res, 200);
  });

  router.post('/login', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const login = text(body.login).trim();
    const password = typeof body.password === 'string' ? body.password : '';
    const address = req.ip ?? '';
    if (await throttle.isBlocked(address, login)) {
      req.log.warn({ reason: 'too_many_attempts' }, 'admin sign-in refused');
      return sendLogin(req, res, 429, { login, notice: { key: 'admin:login.tooMany', kind: 'error' } });
    }
    const user = login ? await store.admin.findUser(login) : undefined;
    // An unknown login is checked against a decoy, so it takes as long as a wrong password and looks the same.
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches) {
      await throttle.failed(address, login);
      // The login typed is logged only when it is an account's: an unknown one may be a password typed in the
      // wrong field.
      req.log.warn({ reason: user ? 'wrong_password' : 'unknown_login', login: user?.login }, 'admin sign-in failed');
      return sendLogin(req, res, 401, { login, notice: { key: 'admin:login.failed', kind: 'error' } });
    }
    await throttle.succeeded(login);
    // A new session at every sign-in; one the browser held before is ended, never reused.
    const previous = (req.cookies as Record<string, string | undefined>)[cookieName];
    if (previous) await store.admin.deleteSession(sessionTokenHash(previous));
    const token = newSessionToken();
    await store.admin.createSession(sessionTokenHash(token), user.id, clock.now());
    res.cookie(cookieName, token, cookieOptions);
    req.log.info({ login: user.login }, 'admin signed in');
    res.redirect(303, req.baseUrl);
  });

  // Everything below needs a session: a page redirects to the sign-in form, a post is refused (401).
  router.use((req, res, next) => {
    if (signedIn(res)) return next();
    const hadCookie = Boolean((req.cookies as Record<string, string | undefined>)[cookieName]);
    if (req.method === 'GET' || req.method === 'HEAD') {
      return res.redirect(303, `${req.baseUrl}/login${hadCookie ? '?notice=expired' : ''}`);
    }
    sendLogin(req, res, 401, { notice: { key: 'admin:login.expired', kind: 'info' } });
  });

  // Every post of a signed-in page carries the session's token.
  const checkToken = (req: Request, res: Response, next: NextFunction) => {
    const admin = signedIn(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (admin && isSessionCsrfToken(csrfSecret, admin.tokenHash, body._csrf)) return next();
    req.log.warn({ reason: 'missing_or_wrong_token' }, 'admin post refused');
    next(new ForbiddenError());
  };

  router.post('/logout', checkToken, async (req, res) => {
    const admin = signedIn(res);
    if (admin) await store.admin.deleteSession(admin.tokenHash);
    res.clearCookie(cookieName, cookieOptions);
    req.log.info({ login: admin?.login }, 'admin signed out');
    res.redirect(303, `${req.baseUrl}/login?notice=signed-out`);
  });

  router.get('/', async (req, res) => {
    const { filter, fields, fieldError, page } = parseInboxQuery(req.query);
    const { entries, total } = await store.inbox.list(filter, (page - 1) * PAGE_SIZE, PAGE_SIZE);
    const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
    const body = inboxView({
      t: req.t,
      base: req.baseUrl,
      fields,
      fieldError,
      entries,
      total,
      page,
      pages,
      query: queryOf(fields),
    });
    send(req, res, 200, req.t('admin:list.caption'), body);
  });

  router.get(['/export.csv', '/export.json'], async (req, res) => {
    const { filter } = parseInboxQuery(req.query);
    const entries = await store.inbox.all(filter);
    const json = req.path.endsWith('.json');
    const day = localTime(clock.now()).slice(0, 10);
    res.attachment(`enquiries-${day}.${json ? 'json' : 'csv'}`);
    res
      .type(json ? 'application/json' : 'text/csv; charset=utf-8')
      .send(json ? formatJson(entries) : formatCsv(entries));
  });

  async function findEntry(req: Request) {
    const source = SOURCES.find((known) => known === req.params.source);
    const id = Number(req.params.id);
    if (!source || !Number.isSafeInteger(id) || id < 1) return undefined;
    return store.inbox.find(source, id);
  }

  router.get('/:source/:id', async (req, res, next) => {
    const entry = await findEntry(req);
    const admin = signedIn(res);
    if (!entry || !admin) return next(new NotFoundError());
    const reply = req.i18n.getFixedT(entry.language)('admin:reply.subject', {
      date: localTime(entry.createdAt).slice(0, 10),
    });
    const body = entryView({
      t: req.t,
      base: req.baseUrl,
      entry,
      notification: entry.source === 'enquiry' ? await store.inbox.notification(entry.id) : undefined,
      items: entry.kind === 'quotation' ? quotationItems(entry.message) : [],
      replyHref: `mailto:${entry.email}?subject=${encodeURIComponent(reply)}`,
      csrfToken: sessionCsrfToken(csrfSecret, admin.tokenHash),
    });
    send(req, res, 200, req.t('admin:entry.title', { kind: req.t(`admin:kinds.${entry.kind}`), id: entry.id }), body);
  });

  router.post('/:source/:id/status', checkToken, async (req, res, next) => {
    const entry = await findEntry(req);
    const admin = signedIn(res);
    if (!entry || !admin) return next(new NotFoundError());
    const handled = (req.body as Record<string, unknown>).status === 'handled';
    await store.inbox.setHandled(entry.source, entry.id, handled ? admin.login : null, clock.now());
    req.log.info({ source: entry.source, id: entry.id, handled, login: admin.login }, 'inbox entry updated');
    res.redirect(303, `${req.baseUrl}/${entry.source}/${entry.id}`);
  });

  return router;
}
