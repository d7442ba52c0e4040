import { Router, type Request, type Response } from 'express';
import type { OwnAccountProps, TwoFactorSetupProps } from '#shared/accounts-view.ts';
import { hasRole } from '#shared/admin-roles.ts';
import { codeSchema } from '#shared/schemas/account-schema.ts';
import { fieldErrors } from '#shared/schemas/contact-schema.ts';
import type { Clock } from '../clock.ts';
import type { AdminStore } from '../storage/admin-store.ts';
import type { AdminPages } from './admin-page.ts';
import { signedIn, type AdminCsrf, type SignedIn } from './admin-csrf.ts';
import type { AuditTrail } from './audit-trail.ts';
import { accountNotices, postedForm, sessionRows } from './accounts-props.ts';
import { single } from './edit-notices.ts';
import { codeStep, newRecoveryCodes, newTotpSecret, qrSvg, recoveryCodeHash, totpUri } from './totp.ts';
import { TWO_FACTOR_SETUP_PATH } from './two-factor-gate.ts';

interface OwnAccountDeps {
  store: { admin: AdminStore };
  clock: Clock;
  pages: AdminPages;
  csrf: AdminCsrf;
  record: AuditTrail;
}

const readNotice = accountNotices('own.notices', [
  'session-ended',
  'sessions-ended',
  'two-factor-off',
  'weekly-summary-on',
  'weekly-summary-off',
]);

/** Whether one of the account's roles must sign in with two-factor. */
async function isRequired(admin: AdminStore, account: SignedIn) {
  const required = await admin.twoFactorRoles();
  return account.roles.some((role) => required.includes(role));
}

/** The weekly summary's choice (docs/office-guide.md, "Weekly summary"), for an account that may see statistics. */
async function weeklySummaryOf(admin: AdminStore, account: SignedIn) {
  if (!hasRole(account.roles, 'stats')) return undefined;
  const user = await admin.findUserById(account.userId);
  return user?.email ? { isOn: user.weeklySummary, email: user.email } : undefined;
}

/**
 * Every signed-in person's own account (docs/office-guide.md, "Accounts"): their open sessions (device, signed in,
 * last seen), each or all the others ended; two-factor sign-in set up by a QR code or the typed secret, confirmed
 * by a first code, its ten recovery codes shown once; the weekly summary e-mail asked for or stopped.
 */
export function ownAccountRoutes({ store, clock, pages, csrf, record }: OwnAccountDeps) {
  const router = Router();
  const me = (res: Response) => signedIn(res) as SignedIn;

  router.get('/account', async (req, res) => {
    const account = me(res);
    const [sessions, codesLeft, weeklySummary] = await Promise.all([
      store.admin.listSessions(account.userId),
      store.admin.recoveryCodesLeft(account.userId),
      weeklySummaryOf(store.admin, account),
    ]);
    const notice = readNotice(req.query.notice);
    const props: OwnAccountProps = {
      login: account.login,
      sessions: sessionRows(sessions, account.tokenHash),
      actionBase: `${req.baseUrl}/account`,
      twoFactor: { isOn: account.hasTwoFactor, codesLeft, isRequired: await isRequired(store.admin, account) },
      ...(weeklySummary ? { weeklySummary } : {}),
      ...(notice ? { notice } : {}),
    };
    await pages.send(req, res, 200, req.t('accounts:own.title'), { page: 'own-account', props });
  });

  router.post('/account/sessions', csrf.checkToken, async (req, res) => {
    const account = me(res);
    const session = single((req.body as Record<string, unknown> | undefined)?.session);
    if (session) await store.admin.endSession(account.userId, session);
    else await store.admin.endOtherSessions(account.userId, account.tokenHash);
    await record(req, res, 'sessions-ended', session ? 'one' : 'others');
    res.redirect(303, `${req.baseUrl}/account?notice=${session ? 'session-ended' : 'sessions-ended'}`);
  });

  router.post('/account/weekly-summary', csrf.checkToken, async (req, res) => {
    const account = me(res);
    // Offered only where the page shows it: an account without the statistics or an address changes nothing.
    if (!(await weeklySummaryOf(store.admin, account))) return res.redirect(303, `${req.baseUrl}/account`);
    const isWanted = postedForm(req).weekly_summary === 'on';
    await store.admin.setWeeklySummary(account.userId, isWanted);
    await record(req, res, 'weekly-summary-changed', isWanted ? 'on' : 'off');
    res.redirect(303, `${req.baseUrl}/account?notice=weekly-summary-${isWanted ? 'on' : 'off'}`);
  });

  async function sendSetup(req: Request, res: Response, status: number, extra: Partial<TwoFactorSetupProps> = {}) {
    const account = me(res);
    let secret = await store.admin.pendingTotp(account.userId);
    if (!secret) {
      secret = newTotpSecret();
      await store.admin.setPendingTotp(account.userId, secret);
    }
    const uri = totpUri(secret, req.t('common:company.shortName'), account.login);
    const props: TwoFactorSetupProps = {
      qrSvg: await qrSvg(uri),
      secret,
      uri,
      action: `${req.baseUrl}${TWO_FACTOR_SETUP_PATH}`,
      isRequired: await isRequired(store.admin, account),
      ...extra,
    };
    await pages.send(req, res, status, req.t('accounts:twoFactor.setupTitle'), { page: 'two-factor-setup', props });
  }

  router.get(TWO_FACTOR_SETUP_PATH, async (req, res) => {
    if (me(res).hasTwoFactor) return res.redirect(303, `${req.baseUrl}/account`);
    await sendSetup(req, res, 200);
  });

  router.post(TWO_FACTOR_SETUP_PATH, csrf.checkToken, async (req, res) => {
    const account = me(res);
    if (account.hasTwoFactor) return res.redirect(303, `${req.baseUrl}/account`);
    const parsed = codeSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendSetup(req, res, 400, { fieldErrors: fieldErrors(parsed.error) });
    const secret = await store.admin.pendingTotp(account.userId);
    const step = secret ? codeStep(secret, parsed.data.code, clock.now()) : undefined;
    if (step === undefined) return sendSetup(req, res, 400, { fieldErrors: { code: 'accounts:twoFactor.wrongCode' } });
    const codes = newRecoveryCodes();
    if (!(await store.admin.confirmTotp(account.userId, secret, step, codes.map(recoveryCodeHash)))) {
      return sendSetup(req, res, 409);
    }
    await record(req, res, 'two-factor-enabled');
    // Shown once, on this answer only: never stored but as hashes, never in an address.
    await pages.send(req, res, 200, req.t('accounts:twoFactor.codesTitle'), {
      page: 'recovery-codes',
      props: { codes, continueHref: `${req.baseUrl}/account` },
    });
  });

  router.post('/account/two-factor/off', csrf.checkToken, async (req, res) => {
    const account = me(res);
    if (await isRequired(store.admin, account)) return res.redirect(303, `${req.baseUrl}/account`);
    await store.admin.resetTwoFactor(account.login);
    await record(req, res, 'two-factor-disabled');
    res.redirect(303, `${req.baseUrl}/account?notice=two-factor-off`);
  });

  return router;
}
