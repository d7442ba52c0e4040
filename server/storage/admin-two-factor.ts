// Two-factor sign-in's rows (docs/operations.md, "Two-factor sign-in"): an account's TOTP secret (RFC 6238) once
// confirmed, the one being set up, the last time step a code was taken for (so none is taken twice), its ten
// recovery codes (hashed, each used once), and the roles whose accounts must have it (a setting).
import { formatRoles, type Role } from '#shared/admin-roles.ts';
import { rolesFromColumn } from './admin-columns.ts';
import { writeThen } from './content-store-queries.ts';
import type { StoreDatabase } from './database.ts';

const REQUIRED_SETTING = 'office-two-factor-roles';

export interface AdminTwoFactor {
  /** The secret being set up ('' none), read back to confirm it. */
  pendingTotp(userId: number): Promise<string>;
  setPendingTotp(userId: number, secret: string | null): Promise<void>;
  /**
   * Turns two-factor on with the pending `secret`, its first code's `step` taken, and the recovery codes' hashes
   * (any earlier ones removed); false when `secret` is no longer the pending one.
   */
  confirmTotp(userId: number, secret: string, step: number, codeHashes: readonly string[]): Promise<boolean>;
  /** Takes a code's time step, once: false when that step or a later one was taken already (a replay). */
  takeTotpStep(userId: number, step: number): Promise<boolean>;
  /** Uses one recovery code; false when it is none of the account's unused ones. */
  useRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean>;
  /** Unused recovery codes left. */
  recoveryCodesLeft(userId: number): Promise<number>;
  /** Turns two-factor off (its secret and codes removed); false when there is no such login. */
  resetTwoFactor(login: string): Promise<boolean>;
  /** The roles whose accounts must sign in with two-factor. */
  twoFactorRoles(): Promise<Role[]>;
  setTwoFactorRoles(roles: readonly Role[], now: Date): Promise<void>;
}

export function createAdminTwoFactor(database: StoreDatabase): AdminTwoFactor {
  const { db, batch } = database;
  return {
    async pendingTotp(userId) {
      const row = await db.selectFrom('admin_users').select('totp_pending').where('id', '=', userId).executeTakeFirst();
      return row?.totp_pending ?? '';
    },

    async setPendingTotp(userId, secret) {
      await db.updateTable('admin_users').set({ totp_pending: secret }).where('id', '=', userId).execute();
    },

    async confirmTotp(userId, secret, step, codeHashes) {
      const confirmed = db
        .updateTable('admin_users')
        .set({ totp_secret: secret, totp_pending: null, totp_last_step: step })
        .where('id', '=', userId)
        .where('totp_pending', '=', secret);
      const codes = codeHashes.map((codeHash) => ({ user_id: userId, code_hash: codeHash }));
      return writeThen(database, confirmed, [
        db.deleteFrom('admin_recovery_codes').where('user_id', '=', userId),
        // An INSERT of no rows is no statement at all.
        ...(codes.length > 0 ? [db.insertInto('admin_recovery_codes').values(codes)] : []),
      ]);
    },

    async takeTotpStep(userId, step) {
      const { numUpdatedRows } = await db
        .updateTable('admin_users')
        .set({ totp_last_step: step })
        .where('id', '=', userId)
        .where('totp_secret', 'is not', null)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },

    async useRecoveryCode(userId, codeHash, now) {
      const { numUpdatedRows } = await db
        .updateTable('admin_recovery_codes')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },

    async recoveryCodesLeft(userId) {
      const { n } = await db
        .selectFrom('admin_recovery_codes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async resetTwoFactor(login) {
      const user = db.selectFrom('admin_users').select('id').where('login', '=', login);
      const [updated] = await batch([
        db
          .updateTable('admin_users')
          .set({ totp_secret: null, totp_pending: null, totp_last_step: null })
          .where('login', '=', login),
        db.deleteFrom('admin_recovery_codes').where('user_id', 'in', user),
      ]);
      return updated === 1;
    },

    async twoFactorRoles() {
      const row = await db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', REQUIRED_SETTING)
        .executeTakeFirst();
      return row ? rolesFromColumn(row.value) : [];
    },

    async setTwoFactorRoles(roles, now) {
      await db
        .insertInto('app_meta')
        .values({ key: REQUIRED_SETTING, value: formatRoles(roles), updated_at: now })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: formatRoles(roles), updated_at: now }))
        .execute();
    },
  };
}
