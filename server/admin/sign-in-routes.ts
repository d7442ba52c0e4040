import { Router } from 'express';
import { fieldErrors } from '#shared/schemas/contact-schema.ts';
import { loginSchema, MAX_LOGIN_LENGTH } from '#shared/schemas/admin-schema.ts';
import type { Clock } from '../clock.ts';
import type { Store } from '../storage/store.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import { liveSession, newSessionToken, sessionCookieOf as cookieOf, sessionTokenHash } from './admin-session.ts';
import { signedIn, type AdminCsrf, type SignedIn } from './admin-csrf.ts';
import { createLoginThrottle, type LoginRefusal } from './login-throttle.ts';
import { deviceCookieName, KNOWN_DEVICE_MS, knownDevices } from './known-device.ts';
import { createPasswordCheck } from './password-check.ts';
import type { ScryptCost } from './passwords.ts';

interface SignInDeps {
  store: Pick<Store, 'admin' | 'rateLimitHits'>;
  clock: Clock;
  pages: AdminPages;
  cookieName: string;
  /** HttpOnly, SameSite=Strict, Secure under https. */
  cookieOptions: { httpOnly: true; sameSite: 'strict'; secure: boolean; path: '/' };
  csrfSecret: string;
  csrf: AdminCsrf;
  /** The scrypt cost a stored password hash must have at least (config.passwordCost). */
  passwordCost: Readonly<ScryptCost>;
  /** Sign-ins, failed ones and sign-outs go to the office's audit log. */
  record: AuditTrail;
  /** Told of each failed sign-in and each refused for too many failures (the metrics). */
  counts?: SignInCounts;
}

export interface SignInCounts {
  failed(reason: string): void;
  lockedOut(budget: LoginRefusal): void;
}

/** Seconds a sign-in refused for a full check queue is told to wait. */
const BUSY_RETRY_S = 5;
const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_LOGIN_LENGTH).trim() : '');

/**
 * Sessions of the office inbox: the session step, sign-in and sign-out, and the gate that keeps everything
 * mounted after it for signed-in staff.
 */
export function signInRoutes(deps: SignInDeps) {
  const { store, clock, pages, cookieName, cookieOptions, csrfSecret, csrf, passwordCost, record, counts } = deps;
  const throttle = createLoginThrottle(store.rateLimitHits, clock);
  const passwords = createPasswordCheck(store.admin, passwordCost);
  const devices = knownDevices(csrfSecret, clock);
  const deviceCookie = deviceCookieName(cookieOptions.secure);
  const router = Router();

  // The session, if the cookie names a live one; using it keeps it alive for another SESSION_IDLE_MS.
  router.use(async (req, res, next) => {
    const token = cookieOf(req, cookieName);
    if (!token) return next();
    const session = await liveSession(store.admin, token, clock);
    const tokenHash = sessionTokenHash(token);
    if (session) res.locals.admin = { login: session.login, tokenHash, roles: session.roles } satisfies SignedIn;
    else res.clearCookie(cookieName, cookieOptions);
    next();
  });

  router.get('/login', (req, res) => {
    if (signedIn(res)) return res.redirect(303, req.baseUrl);
    const notice = req.query.notice;
    if (notice === 'signed-out')
      return pages.sendLogin(req, res, 200, { notice: { key: 'admin:login.signedOut', kind: 'info' } });
    if (notice === 'expired')
      return pages.sendLogin(req, res, 200, { notice: { key: 'admin:login.expired', kind: 'info' } });
    return pages.sendLogin(req, res, 200);
  });

  router.post('/login', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const parsed = loginSchema.safeParse(body);
    // A form that cannot be a sign-in (a field left empty) is answered with what is missing, and checks nothing.
    if (!parsed.success) {
      return pages.sendLogin(req, res, 400, { login: text(body.login), fieldErrors: fieldErrors(parsed.error) });
    }
    const { login, password } = parsed.data;
    const device = devices.read(cookieOf(req, deviceCookie), login);
    // Counted before the password is checked; only failures stay counted.
    const admission = await throttle.admit({ address: req.ip ?? '', login, device });
    if (admission.refusedBy) {
      counts?.lockedOut(admission.refusedBy);
      req.log.warn({ reason: 'too_many_attempts', budget: admission.refusedBy }, 'admin sign-in refused');
      const key = admission.refusedBy === 'login' ? 'admin:login.loginLocked' : 'admin:login.tooMany';
      return pages.sendLogin(req, res, 429, { login, notice: { key, kind: 'error' } });
    }
    const checking = passwords.tryCheck(login, password);
    if (!checking) {
      await admission.undo();
      req.log.warn({ reason: 'busy' }, 'admin sign-in refused');
      res.set('Retry-After', String(BUSY_RETRY_S));
      return pages.sendLogin(req, res, 503, { login, notice: { key: 'admin:login.busy', kind: 'error' } });
    }
    const { account: user, failure } = await checking;
    if (failure) {
      counts?.failed(failure);
      // The login typed is logged only when it is an account's: an unknown one may be a password typed in the
      // wrong field.
      req.log.warn({ reason: failure, login: user?.login }, 'admin sign-in failed');
      await record(req, res, 'sign-in-failed', '', user?.login);
      return pages.sendLogin(req, res, 401, { login, notice: { key: 'admin:login.failed', kind: 'error' } });
    }
    await admission.undo();
    // A new session at every sign-in; one the browser held before is ended, never reused.
    const previous = cookieOf(req, cookieName);
    if (previous) await store.admin.deleteSession(sessionTokenHash(previous));
    const token = newSessionToken();
    await store.admin.createSession(sessionTokenHash(token), user.id, clock.now());
    res.cookie(cookieName, token, cookieOptions);
    res.cookie(deviceCookie, devices.issue(user.login, device), { ...cookieOptions, maxAge: KNOWN_DEVICE_MS });
    req.log.info({ login: user.login }, 'admin signed in');
    await record(req, res, 'sign-in', '', user.login);
    res.redirect(303, req.baseUrl);
  });

  // Everything below needs a session: a page redirects to the sign-in form, a post is refused (401).
  router.use((req, res, next) => {
    if (signedIn(res)) return next();
    const hadCookie = Boolean(cookieOf(req, cookieName));
    if (req.method === 'GET' || req.method === 'HEAD') {
      return res.redirect(303, `${req.baseUrl}/login${hadCookie ? '?notice=expired' : ''}`);
    }
    return pages.sendLogin(req, res, 401, { notice: { key: 'admin:login.expired', kind: 'info' } });
  });

  router.post('/logout', csrf.checkToken, async (req, res) => {
    const admin = signedIn(res);
    if (admin) await store.admin.deleteSession(admin.tokenHash);
    res.clearCookie(cookieName, cookieOptions);
    req.log.info({ login: admin?.login }, 'admin signed out');
    await record(req, res, 'sign-out');
    res.redirect(303, `${req.baseUrl}/login?notice=signed-out`);
  });

  return router;
}
