import { randomBytes } from 'node:crypto';
import type { AdminStore, AdminUser } from '../storage/admin-store.ts';
import { createCheckQueue } from './check-queue.ts';
import { hashPassword, meetsCost, verifyPassword, type ScryptCost } from './passwords.ts';

/**
 * Password checks running at once in one process, and waiting for their turn. At the standard cost each check
 * holds 32 MiB and a thread of libuv's pool of four for a good fraction of a second; the rest of the pool stays
 * free for static files. Sign-ins beyond the line are refused at once (503).
 */
export const PASSWORD_CHECKS = { running: 2, waiting: 8 } as const;

/** The login's account, if there is one (whether or not the password was right), and why the check failed. */
export type CheckOutcome =
  | { account: AdminUser; failure: undefined }
  | { account: AdminUser | undefined; failure: 'unknown_login' | 'wrong_password' | 'weak_hash' | 'no_password' };

/**
 * Checks a login's password, at most PASSWORD_CHECKS.running at once. An unknown login is checked against a
 * decoy, so it takes as long as a wrong password and looks the same. A stored hash weaker than `cost` (made for
 * the test suite) is refused, never verified.
 */
export function createPasswordCheck(admin: Pick<AdminStore, 'findUser'>, cost: Readonly<ScryptCost>) {
  const queue = createCheckQueue(PASSWORD_CHECKS);
  let decoy: Promise<string> | undefined;

  async function check(login: string, password: string): Promise<CheckOutcome> {
    const account = login ? await admin.findUser(login) : undefined;
    decoy ??= hashPassword(randomBytes(16).toString('hex'), cost);
    // An invited account (no password yet) is checked against the decoy too: it takes as long as any other.
    const matches = await verifyPassword(password, account?.passwordHash || (await decoy), cost);
    if (!account) return { account, failure: 'unknown_login' };
    if (matches) return { account, failure: undefined };
    // Invited, its password not set yet (accounts-routes.ts): no password matches it.
    if (account.passwordHash === '') return { account, failure: 'no_password' };
    return { account, failure: meetsCost(account.passwordHash, cost) ? 'wrong_password' : 'weak_hash' };
  }

  return {
    /** The outcome, once checked; undefined at once when too many checks are running and waiting. */
    tryCheck: (login: string, password: string) => queue.tryRun(() => check(login, password)),
  };
}
