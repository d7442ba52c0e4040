import { Router, type Request, type Response } from 'express';
import { ROLES, type Role } from '#shared/admin-roles.ts';
import type { AccountProps, AccountsProps } from '#shared/accounts-view.ts';
import type { Language } from '#shared/constants.ts';
import {
  accountContactSchema,
  inviteSchema,
  rolesSchema,
  twoFactorRolesSchema,
} from '#shared/schemas/account-schema.ts';
import { fieldErrors } from '#shared/schemas/contact-schema.ts';
import type { Clock } from '../clock.ts';
import { NotFoundError } from '../errors.ts';
import { requestLanguage } from '../request-language.ts';
import type { AdminStore, AdminUser } from '../storage/admin-store.ts';
import type { AdminPages } from './admin-page.ts';
import { signedIn, type AdminCsrf } from './admin-csrf.ts';
import type { AuditTrail } from './audit-trail.ts';
import { INVITE_LINK_MS, type AccountTokens } from './account-tokens.ts';
import { accountNotices, accountPath, accountProps, accountRows, handLink } from './accounts-props.ts';
import { single } from './edit-notices.ts';
import { requireRole } from './require-role.ts';

interface AccountsDeps {
  store: { admin: AdminStore };
  clock: Clock;
  pages: AdminPages;
  csrf: AdminCsrf;
  record: AuditTrail;
  tokens: AccountTokens;
  /** The site's public origin: the links passed on by hand open it. */
  origin: string;
  /** Whether e-mail can be sent (SMTP_URL set). */
  isMailOn: boolean;
  /** Asks the accounts' outbox to send what is due now, rather than at its next run. */
  sendMail?: () => void;
}

const readNotice = accountNotices('notices', [
  'invited',
  'invited-again',
  'roles-changed',
  'contact-changed',
  'disabled',
  'enabled',
  'removed',
  'sessions-ended',
  'session-ended',
  'two-factor-reset',
  'two-factor-roles-changed',
]);

const posted = (req: Request) => (req.body ?? {}) as Record<string, unknown>;
const typed = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : '');
const typedRoles = (value: unknown): Role[] => {
  const names = Array.isArray(value) ? value : [value];
  return ROLES.filter((role) => names.includes(role));
};

/**
 * The office's accounts (docs/office-guide.md, "Accounts"), admins only: the list with roles, last sign-in and
 * two-factor; an invitation by e-mail (a link good for 72 hours, with which the invited person sets a password);
 * each account's roles, e-mail, sessions, two-factor, disabling and removal. The last admin able to sign in can
 * neither demote, disable nor remove itself. Every change is written to the audit log.
 */
export function accountsRoutes(deps: AccountsDeps) {
  const { store, clock, pages, csrf, record, tokens, origin, isMailOn } = deps;
  const router = Router();
  const admin = requireRole('admin');
  const you = (res: Response) => signedIn(res) ?? { login: '', tokenHash: '', roles: [] };

  async function sendList(req: Request, res: Response, status: number, extra: Partial<AccountsProps> = {}) {
    const base = req.baseUrl;
    const [accounts, twoFactorRoles, open] = await Promise.all([
      store.admin.listUsers(),
      store.admin.twoFactorRoles(),
      isMailOn ? [] : store.admin.openInvitations(clock.now()),
    ]);
    const notice = readNotice(req.query.notice);
    const props: AccountsProps = {
      rows: accountRows(base, accounts, you(res).login),
      roles: ROLES,
      inviteAction: `${base}/accounts/invite`,
      invite: { login: '', email: '', roles: ['inbox'], language: requestLanguage(req) },
      isMailOn,
      handLinks: open.map((link) => handLink(origin, base, tokens, link)),
      twoFactor: { action: `${base}/accounts/two-factor`, roles: twoFactorRoles },
      ...(notice ? { notice: { ...notice, values: { login: single(req.query.login) } } } : {}),
      ...extra,
    };
    await pages.send(req, res, status, req.t('accounts:title'), { page: 'accounts', props });
  }

  async function userOr404(login: string): Promise<AdminUser> {
    const user = await store.admin.findUser(login);
    if (!user) throw new NotFoundError();
    return user;
  }

  async function sendAccount(req: Request, res: Response, status: number, extra: Partial<AccountProps> = {}) {
    const user = await userOr404(String(req.params.login));
    const [accounts, sessions, open] = await Promise.all([
      store.admin.listUsers(),
      store.admin.listSessions(user.id),
      isMailOn || user.passwordHash !== '' ? [] : store.admin.openInvitations(clock.now()),
    ]);
    const createdAt = accounts.find((account) => account.login === user.login)?.createdAt ?? user.passwordChangedAt;
    const link = open.find((invitation) => invitation.userId === user.id);
    const notice = readNotice(req.query.notice);
    const props: AccountProps = {
      ...accountProps({ base: req.baseUrl, user, createdAt, sessions, you: you(res) }),
      ...(link ? { handLink: handLink(origin, req.baseUrl, tokens, link) } : {}),
      ...(notice ? { notice } : {}),
      ...extra,
    };
    await pages.send(req, res, status, user.login, { page: 'account', props });
  }

  /** Back to the account's page with a notice, after a change was recorded. */
  const done = (req: Request, res: Response, notice: string) =>
    res.redirect(303, `${accountPath(req.baseUrl, String(req.params.login))}?notice=${notice}`);

  /** Whether the change would leave no admin able to sign in: refused, with the page saying why (409). */
  async function isLastAdmin(req: Request, res: Response, user: AdminUser, keepsAdmin: boolean) {
    const isAdminNow = user.roles.includes('admin') && !user.isDisabled && user.passwordHash !== '';
    if (!isAdminNow || keepsAdmin || (await store.admin.countOtherAdmins(user.login)) > 0) return false;
    await sendAccount(req, res, 409, { notice: { key: 'accounts:notices.lastAdmin', kind: 'error' } });
    return true;
  }

  router.get('/accounts', admin, (req, res) => sendList(req, res, 200));
  // A refused form's page is at the post's address: its language switch (a GET of it) leads back.
  router.get(['/accounts/invite', '/accounts/two-factor'], admin, (req, res) =>
    res.redirect(303, `${req.baseUrl}/accounts`),
  );

  router.post('/accounts/invite', csrf.checkToken, admin, async (req, res) => {
    const parsed = inviteSchema.safeParse(posted(req));
    const body = posted(req);
    const invite = {
      login: typed(body.login).trim(),
      email: typed(body.email).trim(),
      roles: typedRoles(body.roles),
      language: (body.language === 'en' ? 'en' : 'mn') as Language,
    };
    if (!parsed.success) return sendList(req, res, 400, { invite, fieldErrors: fieldErrors(parsed.error) });
    const now = clock.now();
    const outcome = await store.admin.invite(parsed.data, now, new Date(now.getTime() + INVITE_LINK_MS));
    if (outcome === 'login-taken' || outcome === 'email-taken') {
      const field = outcome === 'login-taken' ? 'login' : 'email';
      return sendList(req, res, 409, { invite, fieldErrors: { [field]: `accounts:errors.${field}Taken` } });
    }
    req.log.info({ account: parsed.data.login, roles: parsed.data.roles }, 'office account invited');
    await record(req, res, 'account-invited', `account/${parsed.data.login}`);
    deps.sendMail?.();
    res.redirect(303, `${req.baseUrl}/accounts?notice=invited&login=${encodeURIComponent(parsed.data.login)}`);
  });

  router.post('/accounts/two-factor', csrf.checkToken, admin, async (req, res) => {
    const parsed = twoFactorRolesSchema.safeParse(posted(req));
    if (!parsed.success) return sendList(req, res, 400, { fieldErrors: fieldErrors(parsed.error) });
    await store.admin.setTwoFactorRoles(parsed.data.roles, clock.now());
    await record(req, res, 'two-factor-roles-changed', parsed.data.roles.join(','));
    res.redirect(303, `${req.baseUrl}/accounts?notice=two-factor-roles-changed`);
  });

  router.get('/accounts/:login', admin, (req, res) => sendAccount(req, res, 200));
  router.get('/accounts/:login/:action', admin, (req, res) =>
    res.redirect(303, accountPath(req.baseUrl, String(req.params.login))),
  );

  router.post('/accounts/:login/roles', csrf.checkToken, admin, async (req, res) => {
    const user = await userOr404(String(req.params.login));
    const parsed = rolesSchema.safeParse(posted(req));
    if (!parsed.success) return sendAccount(req, res, 400, { fieldErrors: fieldErrors(parsed.error) });
    if (await isLastAdmin(req, res, user, parsed.data.roles.includes('admin'))) return;
    await store.admin.setRoles(user.login, parsed.data.roles);
    await record(req, res, 'account-roles-changed', `account/${user.login} ${parsed.data.roles.join(',')}`);
    done(req, res, 'roles-changed');
  });

  router.post('/accounts/:login/contact', csrf.checkToken, admin, async (req, res) => {
    const user = await userOr404(String(req.params.login));
    const parsed = accountContactSchema.safeParse(posted(req));
    if (!parsed.success) return sendAccount(req, res, 400, { fieldErrors: fieldErrors(parsed.error) });
    const changed = await store.admin.setContact(user.login, parsed.data.email || undefined, parsed.data.language);
    if (changed === 'email-taken') {
      return sendAccount(req, res, 409, { fieldErrors: { email: 'accounts:errors.emailTaken' } });
    }
    await record(req, res, 'account-contact-changed', `account/${user.login}`);
    done(req, res, 'contact-changed');
  });

  router.post('/accounts/:login/disable', csrf.checkToken, admin, async (req, res) => {
    const user = await userOr404(String(req.params.login));
    if (await isLastAdmin(req, res, user, false)) return;
    await store.admin.setDisabled(user.login, true, clock.now());
    await record(req, res, 'account-disabled', `account/${user.login}`);
    done(req, res, 'disabled');
  });

  router.post('/accounts/:login/enable', csrf.checkToken, admin, async (req, res) => {
    const user = await userOr404(String(req.params.login));
    await store.admin.setDisabled(user.login, false, clock.now());
    await record(req, res, 'account-enabled', `account/${user.login}`);
    done(req, res, 'enabled');
  });

  router.post('/accounts/:login/remove', csrf.checkToken, admin, async (req, res) => {
    const user = await userOr404(String(req.params.login));
    // The box is required in the browser too; a post without it removes nothing.
    if (single(posted(req).confirm) !== 'yes') {
      return sendAccount(req, res, 400, { fieldErrors: { confirm: 'accounts:errors.confirm' } });
    }
    if (await isLastAdmin(req, res, user, false)) return;
    await store.admin.removeUser(user.login);
    await record(req, res, 'account-removed', `account/${user.login}`);
    res.redirect(303, `${req.baseUrl}/accounts?notice=removed&login=${encodeURIComponent(user.login)}`);
  });

  router.post('/accounts/:login/sessions', csrf.checkToken, admin, async (req, res) => {
    const user = await userOr404(String(req.params.login));
    const session = single(posted(req).session);
    // One session named, or every one (but the admin's own, when the account is theirs).
    if (session) await store.admin.endSession(user.id, session);
    else await store.admin.endOtherSessions(user.id, user.login === you(res).login ? you(res).tokenHash : undefined);
    await record(req, res, 'account-sessions-ended', `account/${user.login}`);
    done(req, res, session ? 'session-ended' : 'sessions-ended');
  });

  router.post('/accounts/:login/two-factor-reset', csrf.checkToken, admin, async (req, res) => {
    const user = await userOr404(String(req.params.login));
    await store.admin.resetTwoFactor(user.login);
    await record(req, res, 'account-two-factor-removed', `account/${user.login}`);
    done(req, res, 'two-factor-reset');
  });

  router.post('/accounts/:login/invite-again', csrf.checkToken, admin, async (req, res) => {
    const user = await userOr404(String(req.params.login));
    if (user.passwordHash !== '' || !user.email) return sendAccount(req, res, 409);
    const now = clock.now();
    await store.admin.newLink(user.id, 'invite', now, new Date(now.getTime() + INVITE_LINK_MS));
    await record(req, res, 'account-invited', `account/${user.login}`);
    deps.sendMail?.();
    done(req, res, 'invited-again');
  });

  return router;
}
