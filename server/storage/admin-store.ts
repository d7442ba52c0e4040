// What the office stores about its staff: accounts (a login, a password hash, roles, an e-mail address and the
// language of its e-mails), their sessions (admin-sessions.ts), their single-use links and those links' e-mails
// (admin-links.ts), their two-factor sign-in (admin-two-factor.ts) and their weekly summaries' e-mails
// (summary-mail.ts).
import { formatRoles, type Role } from '#shared/admin-roles.ts';
import type { Language } from '#shared/constants.ts';
import {
  isUniqueViolation,
  languageFromColumn as languageOf,
  momentOrUndefined,
  rolesFromColumn,
} from './admin-columns.ts';
import { toDate, type StoreDatabase } from './database.ts';
import { createAdminLinks, type AdminLinks } from './admin-links.ts';
import { createAdminSessions, type AdminSessions } from './admin-sessions.ts';
import { createAdminTwoFactor, type AdminTwoFactor } from './admin-two-factor.ts';
import { createSummaryMail, type SummaryMail } from './summary-mail.ts';

export interface AdminUser {
  id: number;
  login: string;
  /** '' for an invited account that has not set its password yet (no password matches it). */
  passwordHash: string;
  roles: Role[];
  email: string | undefined;
  language: Language;
  isDisabled: boolean;
  passwordChangedAt: Date;
  lastSignInAt: Date | undefined;
  /** Two-factor sign-in's confirmed secret (base32); undefined while it is off. */
  totpSecret: string | undefined;
  /** Asked for the weekly summary e-mail (docs/office-guide.md, "Weekly summary"). */
  weeklySummary: boolean;
}

export interface AdminAccount {
  login: string;
  createdAt: Date;
  roles: Role[];
  email: string | undefined;
  language: Language;
  isDisabled: boolean;
  /** Invited, no password set yet. */
  isInvited: boolean;
  lastSignInAt: Date | undefined;
  hasTwoFactor: boolean;
}

export interface AdminStore extends AdminSessions, AdminLinks, AdminTwoFactor, SummaryMail {
  countUsers(): Promise<number>;
  /** In order of login. */
  listUsers(): Promise<AdminAccount[]>;
  findUser(login: string): Promise<AdminUser | undefined>;
  findUserById(id: number): Promise<AdminUser | undefined>;
  /** The account with this e-mail address, whatever its case. */
  findUserByEmail(email: string): Promise<AdminUser | undefined>;
  /** False when the login is taken. */
  addUser(login: string, passwordHash: string, now: Date, roles: readonly Role[]): Promise<boolean>;
  /** Sets the account's roles (its sessions see them at their next request); false when there is no such login. */
  setRoles(login: string, roles: readonly Role[]): Promise<boolean>;
  /** Sets the e-mail address and language; 'email-taken' when another account has the address. */
  setContact(login: string, email: string | undefined, language: Language): Promise<boolean | 'email-taken'>;
  /** Asks for the weekly summary e-mail or stops it; false when there is no such account. */
  setWeeklySummary(userId: number, isWanted: boolean): Promise<boolean>;
  /** Disables the account, ending its sessions, or enables it again; false when there is no such login. */
  setDisabled(login: string, isDisabled: boolean, now: Date): Promise<boolean>;
  /** Sets the password and ends every session of the account; false when there is no such login. */
  setPassword(login: string, passwordHash: string, now: Date): Promise<boolean>;
  /** Removes the account with its sessions, links and codes; false when there is no such login. */
  removeUser(login: string): Promise<boolean>;
  /** Notes a sign-in: its moment voids every reset link made before it (account-links.ts). */
  recordSignIn(userId: number, now: Date): Promise<void>;
  /** Admins enabled, other than `login`: the last one may not demote, disable or remove itself. */
  countOtherAdmins(login: string): Promise<number>;
}

const USER_COLUMNS = [
  'id',
  'login',
  'password_hash',
  'roles',
  'email',
  'language',
  'disabled_at',
  'password_changed_at',
  'last_sign_in_at',
  'totp_secret',
  'weekly_summary',
] as const;

function toUser(row: {
  id: number;
  login: string;
  password_hash: string;
  roles: string;
  email: string | null;
  language: string;
  disabled_at: Date | string | null;
  password_changed_at: Date | string;
  last_sign_in_at: Date | string | null;
  totp_secret: string | null;
  weekly_summary: number;
}): AdminUser {
  return {
    id: row.id,
    login: row.login,
    passwordHash: row.password_hash,
    roles: rolesFromColumn(row.roles),
    email: row.email ?? undefined,
    language: languageOf(row.language),
    isDisabled: row.disabled_at !== null,
    passwordChangedAt: toDate(row.password_changed_at),
    lastSignInAt: momentOrUndefined(row.last_sign_in_at),
    totpSecret: row.totp_secret ?? undefined,
    weeklySummary: row.weekly_summary === 1,
  };
}

export function createAdminStore(database: StoreDatabase): AdminStore {
  const { engine, db, batch } = database;
  const byLogin = (login: string) => db.selectFrom('admin_users').select('id').where('login', '=', login);
  const endSessionsOf = (login: string) => db.deleteFrom('admin_sessions').where('user_id', 'in', byLogin(login));

  return {
    ...createAdminSessions(database),
    ...createAdminLinks(database),
    ...createAdminTwoFactor(database),
    ...createSummaryMail(database),

    async countUsers() {
      const { n } = await db
        .selectFrom('admin_users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      // PostgreSQL counts in a bigint, which pg gives as text.
      return Number(n);
    },

    async listUsers() {
      const rows = await db
        .selectFrom('admin_users')
        .select(['login', 'created_at', 'roles', 'email', 'language', 'disabled_at', 'last_sign_in_at'])
        .select((eb) => [
          eb('password_hash', '=', '').as('is_invited'),
          eb('totp_secret', 'is not', null).as('has_two_factor'),
        ])
        .orderBy('login')
        .execute();
      return rows.map((row) => ({
        login: row.login,
        createdAt: toDate(row.created_at),
        roles: rolesFromColumn(row.roles),
        email: row.email ?? undefined,
        language: languageOf(row.language),
        isDisabled: row.disabled_at !== null,
        // SQLite answers a comparison with 1 or 0.
        isInvited: Boolean(row.is_invited),
        lastSignInAt: momentOrUndefined(row.last_sign_in_at),
        hasTwoFactor: Boolean(row.has_two_factor),
      }));
    },

    async findUser(login) {
      const row = await db.selectFrom('admin_users').select(USER_COLUMNS).where('login', '=', login).executeTakeFirst();
      return row && toUser(row);
    },

    async findUserById(id) {
      const row = await db.selectFrom('admin_users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && toUser(row);
    },

    async findUserByEmail(email) {
      const row = await db
        .selectFrom('admin_users')
        .select(USER_COLUMNS)
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .executeTakeFirst();
      return row && toUser(row);
    },

    async addUser(login, passwordHash, now, roles) {
      const { numInsertedOrUpdatedRows } = await db
        .insertInto('admin_users')
        .values({
          login,
          password_hash: passwordHash,
          created_at: now,
          password_changed_at: now,
          roles: formatRoles(roles),
        })
        .onConflict((conflict) => conflict.column('login').doNothing())
        .executeTakeFirst();
      return numInsertedOrUpdatedRows === 1n;
    },

    async setRoles(login, roles) {
      const { numUpdatedRows } = await db
        .updateTable('admin_users')
        .set({ roles: formatRoles(roles) })
        .where('login', '=', login)
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },

    async setContact(login, email, language) {
      try {
        const { numUpdatedRows } = await db
          .updateTable('admin_users')
          .set({ email: email ?? null, language })
          .where('login', '=', login)
          .executeTakeFirst();
        return numUpdatedRows === 1n;
      } catch (err) {
        if (isUniqueViolation(err)) return 'email-taken';
        throw err;
      }
    },

    async setWeeklySummary(userId, isWanted) {
      const { numUpdatedRows } = await db
        .updateTable('admin_users')
        .set({ weekly_summary: isWanted ? 1 : 0 })
        .where('id', '=', userId)
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },

    async setDisabled(login, isDisabled, now) {
      const changed = db
        .updateTable('admin_users')
        .set({ disabled_at: isDisabled ? now : null })
        .where('login', '=', login);
      const [updated] = await batch(isDisabled ? [changed, endSessionsOf(login)] : [changed]);
      return updated === 1;
    },

    async setPassword(login, passwordHash, now) {
      const changed = db
        .updateTable('admin_users')
        .set({ password_hash: passwordHash, password_changed_at: now })
        .where('login', '=', login);
      if (engine === 'postgres') {
        // One statement: the new password and the end of every session, or neither.
        const row = await db
          .with('changed', () => changed.returning('id'))
          .with('ended', (query) =>
            query.deleteFrom('admin_sessions').where('user_id', 'in', query.selectFrom('changed').select('id')),
          )
          .selectFrom('changed')
          .select('id')
          .executeTakeFirst();
        return row !== undefined;
      }
      // SQLite writes nothing in a WITH: two statements in one transaction.
      const [updated] = await batch([changed, endSessionsOf(login)]);
      return updated === 1;
    },

    async removeUser(login) {
      // Its sessions, links and codes go with it (ON DELETE CASCADE; sqlite-store.ts turns SQLite's foreign keys on).
      const { numDeletedRows } = await db.deleteFrom('admin_users').where('login', '=', login).executeTakeFirst();
      return numDeletedRows === 1n;
    },

    async recordSignIn(userId, now) {
      await db.updateTable('admin_users').set({ last_sign_in_at: now }).where('id', '=', userId).execute();
    },

    async countOtherAdmins(login) {
      const rows = await db
        .selectFrom('admin_users')
        .select('roles')
        .where('login', '!=', login)
        .where('disabled_at', 'is', null)
        .where('password_hash', '!=', '')
        .execute();
      return rows.filter((row) => rolesFromColumn(row.roles).includes('admin')).length;
    },
  };
}
