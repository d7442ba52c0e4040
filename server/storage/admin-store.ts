// What the office stores about its staff: accounts (a login, a password hash, roles) and their sessions.
import { formatRoles, parseRoles, type Role } from '#shared/admin-roles.ts';
import { toDate, type StoreDatabase } from './database.ts';

export interface AdminUser {
  id: number;
  login: string;
  passwordHash: string;
  roles: Role[];
}

export interface AdminAccount {
  login: string;
  createdAt: Date;
  roles: Role[];
}

export interface AdminSession {
  userId: number;
  login: string;
  roles: Role[];
}

export interface AdminStore {
  countUsers(): Promise<number>;
  /** In order of login. */
  listUsers(): Promise<AdminAccount[]>;
  findUser(login: string): Promise<AdminUser | undefined>;
  /** False when the login is taken. */
  addUser(login: string, passwordHash: string, now: Date, roles: readonly Role[]): Promise<boolean>;
  /** Sets the account's roles (its sessions see them at their next request); false when there is no such login. */
  setRoles(login: string, roles: readonly Role[]): Promise<boolean>;
  /** Sets the password and ends every session of the account; false when there is no such login. */
  setPassword(login: string, passwordHash: string, now: Date): Promise<boolean>;
  /** Removes the account with its sessions; false when there is no such login. */
  removeUser(login: string): Promise<boolean>;
  /** `tokenHash` is the SHA-256 of the session's token; the token itself is never stored. */
  createSession(tokenHash: string, userId: number, now: Date): Promise<void>;
  /**
   * The session's account when the session was last seen after `idleSince` and made after `signedInSince`
   * (default: any time), and marks it seen at `now` unless it was already marked after `markedSince` (default
   * `now`: always), so a burst of requests writes once; undefined for an unknown, idle or too old session (which
   * is removed).
   */
  touchSession(
    tokenHash: string,
    idleSince: Date,
    now: Date,
    markedSince?: Date,
    signedInSince?: Date,
  ): Promise<AdminSession | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
}

/** The roles column as read back; a value the application did not write counts as no role at all. */
export const rolesFromColumn = (text: string): Role[] => parseRoles(text) ?? [];

const toSession = (row: { user_id: number; login: string; roles: string }): AdminSession => ({
  userId: row.user_id,
  login: row.login,
  roles: rolesFromColumn(row.roles),
});

export function createAdminStore({ engine, db, batch }: StoreDatabase): AdminStore {
  return {
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
        .select(['login', 'created_at', 'roles'])
        .orderBy('login')
        .execute();
      return rows.map((row) => ({
        login: row.login,
        createdAt: toDate(row.created_at),
        roles: rolesFromColumn(row.roles),
      }));
    },

    async findUser(login) {
      const row = await db
        .selectFrom('admin_users')
        .select(['id', 'login', 'password_hash', 'roles'])
        .where('login', '=', login)
        .executeTakeFirst();
      return (
        row && { id: row.id, login: row.login, passwordHash: row.password_hash, roles: rolesFromColumn(row.roles) }
      );
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
      const [updated] = await batch([
        changed,
        db
          .deleteFrom('admin_sessions')
          .where('user_id', 'in', db.selectFrom('admin_users').select('id').where('login', '=', login)),
      ]);
      return updated === 1;
    },

    async removeUser(login) {
      // The sessions go with it (ON DELETE CASCADE; sqlite-store.ts turns SQLite's foreign keys on).
      const { numDeletedRows } = await db.deleteFrom('admin_users').where('login', '=', login).executeTakeFirst();
      return numDeletedRows === 1n;
    },

    async createSession(tokenHash, userId, now) {
      await db
        .insertInto('admin_sessions')
        .values({ token_hash: tokenHash, user_id: userId, created_at: now, last_seen_at: now })
        .execute();
    },

    async touchSession(tokenHash, idleSince, now, markedSince = now, signedInSince = new Date(0)) {
      if (markedSince < now && markedSince > idleSince) {
        const fresh = await db
          .selectFrom('admin_sessions as s')
          .innerJoin('admin_users as u', 'u.id', 's.user_id')
          .select(['s.user_id', 'u.login', 'u.roles'])
          .where('s.token_hash', '=', tokenHash)
          .where('s.last_seen_at', '>', markedSince)
          .where('s.created_at', '>', signedInSince)
          .executeTakeFirst();
        if (fresh) return toSession(fresh);
      }
      await db
        .deleteFrom('admin_sessions')
        .where((eb) => eb.or([eb('last_seen_at', '<=', idleSince), eb('created_at', '<=', signedInSince)]))
        .execute();
      // The conditions again: a session the deletion just missed is not marked. The account's columns by
      // subqueries, as SQLite's RETURNING names only the updated table's; every session has its account (the
      // foreign key).
      const row = await db
        .updateTable('admin_sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', tokenHash)
        .where('last_seen_at', '>', idleSince)
        .where('created_at', '>', signedInSince)
        .returning((eb) => {
          const account = eb.selectFrom('admin_users as u').whereRef('u.id', '=', 'admin_sessions.user_id');
          return [
            'user_id',
            account.select('u.login').$asScalar().$notNull().as('login'),
            account.select('u.roles').$asScalar().$notNull().as('roles'),
          ];
        })
        .executeTakeFirst();
      return row && toSession(row);
    },

    async deleteSession(tokenHash) {
      await db.deleteFrom('admin_sessions').where('token_hash', '=', tokenHash).execute();
    },
  };
}
