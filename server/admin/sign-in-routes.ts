import { Router, type Request, type Response } from 'express';
import { fieldErrors } from '#shared/schemas/contact-schema.ts';
import { codeSchema } from '#shared/schemas/account-schema.ts';
import { loginSchema, MAX_LOGIN_LENGTH } from '#shared/schemas/admin-schema.ts';
import type { Clock } from '../clock.ts';
import type { Store } from '../storage/store.ts';
import type { AdminUser } from '../storage/admin-store.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import { liveSession, newSessionToken, sessionCookieOf as cookieOf, sessionTokenHash } from './admin-session.ts';
import { signedIn, type AdminCsrf, type SignedIn } from './admin-csrf.ts';
import { deviceOf } from './account-device.ts';
import { createLoginThrottle, type Admission, type LoginRefusal } from './login-throttle.ts';
import { deviceCookieName, KNOWN_DEVICE_MS, knownDevices } from './known-device.ts';
import { createPasswordCheck } from './password-check.ts';
import type { ScryptCost } from './passwords.ts';
import { CODE_STEP_MS, isCodeAccepted, pendingCookieName, pendingSignIns } from './two-factor-step.ts';
import { twoFactorGate } from './two-factor-gate.ts';

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
  /** Pages open without a session (a forgotten password, a link's new password), mounted before the gate. */
  open?: Router;
}

export interface SignInCounts {
  failed(reason: string): void;
  lockedOut(budget: LoginRefusal): void;
}

/** Seconds a sign-in refused for a full check queue is told to wait. */
const BUSY_RETRY_S = 5;
const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_LOGIN_LENGTH).trim() : '');

/**
 * Sessions of the office: the session step, sign-in (a password, then a code for an account with two-factor)
 * and sign-out, and the gate that keeps everything mounted after it for signed-in staff.
 */
export function signInRoutes(deps: SignInDeps) {
  const { store, clock, pages, cookieName, cookieOptions, csrfSecret, csrf, passwordCost, record, counts } = deps;
  const throttle = createLoginThrottle(store.rateLimitHits, clock);
  const passwords = createPasswordCheck(store.admin, passwordCost);
  const devices = knownDevices(csrfSecret, clock);
  const deviceCookie = deviceCookieName(cookieOptions.secure);
  const pending = pendingSignIns(csrfSecret, clock);
  const pendingCookie = pendingCookieName(cookieOptions.secure);
  const router = Router();

  // The session, if the cookie names a live one; using it keeps it alive for another SESSION_IDLE_MS.
  router.use(async (req, res, next) => {
    const token = cookieOf(req, cookieName);
    if (!token) return next();
    const session = await liveSession(store.admin, token, clock);
    const tokenHash = sessionTokenHash(token);
    if (session) {
      const { login, roles, hasTwoFactor } = session;
      res.locals.admin = { login, tokenHash, roles, userId: session.userId, hasTwoFactor } satisfies SignedIn;
    } else res.clearCookie(cookieName, cookieOptions);
    next();
  });

  /** Counted before anything is checked; 429 (the page says which budget) when a budget is spent. */
  async function admit(req: Request, res: Response, login: string): Promise<Admission | undefined> {
    const device = devices.read(cookieOf(req, deviceCookie), login);
    const admission = await throttle.admit({ address: req.ip ?? '', login, device });
    if (!admission.refusedBy) return admission;
    counts?.lockedOut(admission.refusedBy);
    req.log.warn({ reason: 'too_many_attempts', budget: admission.refusedBy }, 'admin sign-in refused');
    const key = admission.refusedBy === 'login' ? 'admin:login.loginLocked' : 'admin:login.tooMany';
    await pages.sendLogin(req, res, 429, { login, notice: { key, kind: 'error' } });
    return undefined;
  }

  /** A new session at every sign-in; one the browser held before is ended, never reused. */
  async function startSession(req: Request, res: Response, user: AdminUser) {
    const previous = cookieOf(req, cookieName);
    if (previous) await store.admin.deleteSession(sessionTokenHash(previous));
    const token = newSessionToken();
    const now = clock.now();
    await store.admin.createSession(sessionTokenHash(token), user.id, now, deviceOf(req.get('user-agent')));
    // A sign-in voids the account's reset links made before it (account-links.ts).
    await store.admin.recordSignIn(user.id, now);
    res.clearCookie(pendingCookie, cookieOptions);
    res.cookie(cookieName, token, cookieOptions);
    const device = devices.read(cookieOf(req, deviceCookie), user.login);
    res.cookie(deviceCookie, devices.issue(user.login, device), { ...cookieOptions, maxAge: KNOWN_DEVICE_MS });
    req.log.info({ login: user.login }, 'admin signed in');
    await record(req, res, 'sign-in', '', user.login);
    res.redirect(303, req.baseUrl);
  }

  router.get('/login', (req, res) => {
    if (signedIn(res)) return res.redirect(303, req.baseUrl);
    const notice = typeof req.query.notice === 'string' ? req.query.notice : '';
    const key = {
      'signed-out': 'admin:login.signedOut',
      expired: 'admin:login.expired',
      'password-set': 'accounts:login.passwordSet',
    }[notice];
    return pages.sendLogin(req, res, 200, key ? { notice: { key, kind: 'info' } } : {});
  });

  router.post('/login', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const parsed = loginSchema.safeParse(body);
    // A form that cannot be a sign-in (a field left empty) is answered with what is missing, and checks nothing.
    if (!parsed.success) {
      return pages.sendLogin(req, res, 400, { login: text(body.login), fieldErrors: fieldErrors(parsed.error) });
    }
    const { login, password } = parsed.data;
    // Counted before the password is checked; only failures stay counted.
    const admission = await admit(req, res, login);
    if (!admission || admission.refusedBy) return;
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
    // Told only to someone who knew the password.
    if (user.isDisabled) {
      req.log.warn({ reason: 'disabled', login: user.login }, 'admin sign-in refused');
      return pages.sendLogin(req, res, 403, { login, notice: { key: 'accounts:login.disabled', kind: 'error' } });
    }
    if (!user.totpSecret) return startSession(req, res, user);
    res.cookie(pendingCookie, pending.issue(user), { ...cookieOptions, maxAge: CODE_STEP_MS });
    res.redirect(303, `${req.baseUrl}/login/code`);
  });

  /** The account a pending-sign-in cookie names, while it is good for a code. */
  async function pendingUser(req: Request): Promise<AdminUser | undefined> {
    const value = cookieOf(req, pendingCookie) ?? '';
    const id = pending.idOf(value);
    const user = id === undefined ? undefined : await store.admin.findUserById(id);
    return user && !user.isDisabled && pending.fits(value, user) ? user : undefined;
  }

  const sendCode = (req: Request, res: Response, status: number, extra = {}) =>
    pages.send(req, res, status, req.t('accounts:twoFactor.codeTitle'), {
      page: 'login-code',
      props: { action: `${req.baseUrl}/login/code`, ...extra },
    });

  router.get('/login/code', async (req, res) => {
    if (!(await pendingUser(req))) return res.redirect(303, `${req.baseUrl}/login?notice=expired`);
    await sendCode(req, res, 200);
  });

  router.post('/login/code', async (req, res) => {
    const user = await pendingUser(req);
    if (!user) return pages.sendLogin(req, res, 401, { notice: { key: 'admin:login.expired', kind: 'info' } });
    const parsed = codeSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendCode(req, res, 400, { fieldErrors: fieldErrors(parsed.error) });
    // A wrong code counts as a wrong password does, in the same budgets.
    const admission = await admit(req, res, user.login);
    if (!admission || admission.refusedBy) return;
    const { accepted, recovery } = await isCodeAccepted(store.admin, user, parsed.data.code, clock.now());
    if (!accepted) {
      counts?.failed('wrong_code');
      req.log.warn({ reason: 'wrong_code', login: user.login }, 'admin sign-in failed');
      await record(req, res, 'sign-in-failed', 'two-factor', user.login);
      return sendCode(req, res, 401, { notice: { key: 'accounts:twoFactor.wrongCode', kind: 'error' } });
    }
    await admission.undo();
    if (recovery) await record(req, res, 'recovery-code-used', '', user.login);
    await startSession(req, res, user);
  });

  if (deps.open) router.use(deps.open);

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

  // An account whose role requires two-factor, without it, sets it up before anything else.
  router.use(twoFactorGate(store.admin));

  return router;
}
