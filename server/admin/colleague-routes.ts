import { Router, type Request, type Response } from 'express';
import type { AccountProps } from '#shared/accounts-view.ts';
import { accountContactSchema, rolesSchema } from '#shared/schemas/account-schema.ts';
import { fieldErrors } from '#shared/schemas/contact-schema.ts';
import { NotFoundError } from '../errors.ts';
import type { AdminUser } from '../storage/admin-store.ts';
import { signedIn } from './admin-csrf.ts';
import { INVITE_LINK_MS } from './account-tokens.ts';
import type { AccountsDeps } from './accounts-routes.ts';
import {
  accountPath,
  accountProps,
  handLink,
  postedForm as posted,
  readAccountNotice as readNotice,
} from './accounts-props.ts';
import { single } from './edit-notices.ts';
import { requireRole } from './require-role.ts';

/**
 * A colleague's account, for an admin (docs/office-guide.md, "Accounts"): its page, and each change posted from it
 * (roles, e-mail and language, disable and enable, removal, its sessions ended, its two-factor turned off, a new
 * invitation). The last admin able to sign in can neither demote, disable nor remove itself (409). Every change is
 * written to the audit log.
 */
export function colleagueRoutes(deps: AccountsDeps) {
  const { store, clock, pages, csrf, record, tokens, origin, isMailOn } = deps;
  const router = Router();
  const admin = requireRole('admin');
  const you = (res: Response) => signedIn(res) ?? { login: '', tokenHash: '', roles: [] };

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
