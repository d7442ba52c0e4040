import { Router, type Request, type Response } from 'express';
import type { ForgotProps, PasswordProps } from '#shared/accounts-view.ts';
import { forgotSchema, newPasswordSchema } from '#shared/schemas/account-schema.ts';
import { fieldErrors } from '#shared/schemas/contact-schema.ts';
import type { Clock } from '../clock.ts';
import type { AdminLinks, AccountLink } from '../storage/admin-links.ts';
import type { AdminStore, AdminUser } from '../storage/admin-store.ts';
import type { RateLimitHits } from '../storage/rate-limit-hits.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import { RESET_LINK_MS, type AccountTokens } from './account-tokens.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { hashPassword, type ScryptCost } from './passwords.ts';

interface PasswordDeps {
  store: { admin: AdminStore & AdminLinks; rateLimitHits: RateLimitHits };
  clock: Clock;
  pages: AdminPages;
  record: AuditTrail;
  tokens: AccountTokens;
  /** The scrypt cost a new password is hashed at (config.passwordCost). */
  passwordCost: Readonly<ScryptCost>;
  /** Asks the accounts' outbox to send what is due now. */
  sendMail?: () => void;
}

/** Whether a link may still be used: as AdminLinks.useLink decides it, for the page shown before the post. */
export function isLinkOpen(link: AccountLink, user: Pick<AdminUser, 'passwordChangedAt' | 'lastSignInAt'>, now: Date) {
  return (
    link.usedAt === undefined &&
    link.expiresAt > now &&
    link.createdAt >= user.passwordChangedAt &&
    (user.lastSignInAt === undefined || link.createdAt > user.lastSignInAt)
  );
}

const posted = (req: Request) => (req.body ?? {}) as Record<string, unknown>;

/**
 * The pages open without a session (docs/office-guide.md, "Accounts"): "Forgot password?" e-mails a reset link
 * (good for an hour) to an account's address, answering the same whether or not one has it, each request counted
 * in the sign-in budgets; a link (a reset, or an invitation's) opens the page that sets a new password, once,
 * which ends every session of the account.
 */
export function passwordRoutes({ store, clock, pages, record, tokens, passwordCost, sendMail }: PasswordDeps) {
  const router = Router();
  const throttle = createLoginThrottle(store.rateLimitHits, clock);

  const sendForgot = (req: Request, res: Response, status: number, extra: Partial<ForgotProps> = {}) =>
    pages.send(req, res, status, req.t('accounts:forgot.title'), {
      page: 'forgot',
      props: { action: `${req.baseUrl}/forgot`, email: '', loginHref: `${req.baseUrl}/login`, ...extra },
    });

  /** The link a token names, with its account, when the token is ours; else undefined. */
  async function linkOf(token: string) {
    const id = tokens.idOf(token);
    const link = id === undefined ? undefined : await store.admin.findLink(id);
    const user = link && tokens.fits(token, link) ? await store.admin.findUserById(link.userId) : undefined;
    return link && user ? { link, user } : undefined;
  }

  async function sendPassword(req: Request, res: Response, status: number, token: string, extra = {}) {
    const found = await linkOf(token);
    const props: PasswordProps = {
      action: `${req.baseUrl}/password`,
      token,
      purpose: found?.link.purpose ?? 'reset',
      login: found?.user.login ?? '',
      isOpen: found ? isLinkOpen(found.link, found.user, clock.now()) && !found.user.isDisabled : false,
      forgotHref: `${req.baseUrl}/forgot`,
      ...extra,
    };
    await pages.send(req, res, props.isOpen ? status : 410, req.t('accounts:password.title'), {
      page: 'password',
      props,
    });
  }

  router.get('/forgot', (req, res) => sendForgot(req, res, 200));

  router.post('/forgot', async (req, res) => {
    const parsed = forgotSchema.safeParse(posted(req));
    const typed = typeof posted(req).email === 'string' ? String(posted(req).email).slice(0, 300).trim() : '';
    if (!parsed.success) return sendForgot(req, res, 400, { email: typed, fieldErrors: fieldErrors(parsed.error) });
    const { email } = parsed.data;
    // Counted like a failed sign-in, whether or not an account has the address, and never taken back.
    const admission = await throttle.admit({ address: req.ip ?? '', login: email.toLowerCase(), device: undefined });
    if (admission.refusedBy) {
      req.log.warn({ reason: 'too_many_attempts', budget: admission.refusedBy }, 'password reset refused');
      return sendForgot(req, res, 429, { email, notice: { key: 'admin:login.tooMany', kind: 'error' } });
    }
    const user = await store.admin.findUserByEmail(email);
    if (user && !user.isDisabled) {
      const now = clock.now();
      await store.admin.newLink(user.id, 'reset', now, new Date(now.getTime() + RESET_LINK_MS));
      await record(req, res, 'password-reset-asked', '', user.login);
      sendMail?.();
    }
    // The same answer either way: the page says nothing of whether the address is an account's.
    await sendForgot(req, res, 200, { notice: { key: 'accounts:forgot.sent', kind: 'info' } });
  });

  router.get('/password', (req, res) =>
    sendPassword(req, res, 200, typeof req.query.token === 'string' ? req.query.token : ''),
  );

  router.post('/password', async (req, res) => {
    const token = typeof posted(req).token === 'string' ? String(posted(req).token).slice(0, 100) : '';
    const parsed = newPasswordSchema.safeParse(posted(req));
    if (!parsed.success) return sendPassword(req, res, 400, token, { fieldErrors: fieldErrors(parsed.error) });
    const found = await linkOf(token);
    if (!found || found.user.isDisabled) {
      // A token not ours counts against the address's sign-in budget, as a wrong password would.
      await throttle.admit({ address: req.ip ?? '', login: 'link', device: undefined });
      return sendPassword(req, res, 410, token);
    }
    const login = await store.admin.useLink(
      found.link.id,
      await hashPassword(parsed.data.password, passwordCost),
      clock.now(),
    );
    if (!login) return sendPassword(req, res, 410, token);
    req.log.info({ login, purpose: found.link.purpose }, 'office password set from a link');
    await record(req, res, 'password-set', found.link.purpose, login);
    res.redirect(303, `${req.baseUrl}/login?notice=password-set`);
  });

  return router;
}
