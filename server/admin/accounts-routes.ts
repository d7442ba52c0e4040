import { Router, type Request, type Response } from 'express';
import { ROLES, type Role } from '#shared/admin-roles.ts';
import type { AccountsProps } from '#shared/accounts-view.ts';
import type { Language } from '#shared/constants.ts';
import { inviteSchema, twoFactorRolesSchema } from '#shared/schemas/account-schema.ts';
import { fieldErrors } from '#shared/schemas/contact-schema.ts';
import type { Clock } from '../clock.ts';
import { requestLanguage } from '../request-language.ts';
import type { AdminStore } from '../storage/admin-store.ts';
import type { AdminPages } from './admin-page.ts';
import { signedIn, type AdminCsrf } from './admin-csrf.ts';
import type { AuditTrail } from './audit-trail.ts';
import { INVITE_LINK_MS, type AccountTokens } from './account-tokens.ts';
import { accountRows, handLink, postedForm as posted, readAccountNotice as readNotice } from './accounts-props.ts';
import { single } from './edit-notices.ts';
import { requireRole } from './require-role.ts';

export interface AccountsDeps {
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

const typed = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : '');
const typedRoles = (value: unknown): Role[] => {
  const names = Array.isArray(value) ? value : [value];
  return ROLES.filter((role) => names.includes(role));
};

/**
 * The office's accounts (docs/office-guide.md, "Accounts"), admins only: the list with roles, last sign-in and
 * two-factor, an invitation by e-mail (a link good for 72 hours, with which the invited person sets a password), the
 * roles that must use two-factor sign-in. Each account's own page: colleague-routes.ts. Every change is written to
 * the audit log.
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

  return router;
}
