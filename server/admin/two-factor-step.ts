import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { AdminStore, AdminUser } from '../storage/admin-store.ts';
import { codeStep, isRecoveryCode, recoveryCodeHash } from './totp.ts';

// The second step of a sign-in with two-factor (docs/operations.md, "Two-factor sign-in"): the password was right,
// so the browser gets a signed cookie naming the account for a few minutes, and the session only once a code from
// the account's app (or one of its recovery codes) is typed too.

/** How long the code may be typed after the password. */
export const CODE_STEP_MS = 5 * 60 * 1000;

/** Under https the cookie takes the __Host- prefix, as the session's does. */
export const pendingCookieName = (secure: boolean) => (secure ? '__Host-office-pending' : 'office_pending');

const whose = (user: Pick<AdminUser, 'id' | 'login' | 'passwordChangedAt'>) =>
  `${user.id}\n${user.login}\n${user.passwordChangedAt.getTime()}`;

/** The cookie: the account's id, when it was issued and a MAC over both and the password's last change. */
export function pendingSignIns(secret: string, clock: Clock) {
  const mac = (payload: string) => createHmac('sha256', secret).update(`office-pending:${payload}`).digest('base64url');
  return {
    issue(user: AdminUser): string {
      const issued = clock.now().getTime();
      return `${user.id}.${issued}.${mac(`${whose(user)}\n${issued}`)}`;
    },
    /** The account's id a cookie names, unchecked; `fits` checks it against the account as it is now. */
    idOf(value: string | undefined): number | undefined {
      const id = Number((value ?? '').split('.')[0]);
      return Number.isSafeInteger(id) && id > 0 ? id : undefined;
    },
    fits(value: string, user: AdminUser): boolean {
      const [, issued = '', signature = ''] = value.split('.');
      const expected = Buffer.from(mac(`${whose(user)}\n${issued}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      const age = clock.now().getTime() - Number(issued);
      return age >= 0 && age < CODE_STEP_MS;
    },
  };
}

/**
 * Whether `code` signs the account in: a code of its app within a step of now, never one of a step already taken
 * (a replay: the same code, or an older one, typed again), or one of its unused recovery codes, then used up.
 */
export async function isCodeAccepted(
  admin: Pick<AdminStore, 'takeTotpStep' | 'useRecoveryCode'>,
  user: AdminUser,
  code: string,
  now: Date,
): Promise<{ accepted: boolean; recovery: boolean }> {
  if (!user.totpSecret) return { accepted: false, recovery: false };
  if (isRecoveryCode(code)) {
    return { accepted: await admin.useRecoveryCode(user.id, recoveryCodeHash(code), now), recovery: true };
  }
  const step = codeStep(user.totpSecret, code, now);
  return { accepted: step !== undefined && (await admin.takeTotpStep(user.id, step)), recovery: false };
}
