// The office's sessions (docs/operations.md, "Passwords, sessions and sign-in limits"): each kept by the SHA-256 of
// its token, with its account, when it signed in, when it was last seen and from which browser.
import type { Role } from '#shared/admin-roles.ts';
import { rolesFromColumn } from './admin-columns.ts';
import { toDate, type StoreDatabase } from './database.ts';

/** A live session's account. */
export interface AdminSession {
  userId: number;
  login: string;
  roles: Role[];
  /** Whether the account signs in with two-factor (a role may require it: two-factor-gate.ts). */
  hasTwoFactor: boolean;
}

/** A session as its account's page lists it. */
export interface OpenSession {
  tokenHash: string;
  device: string;
  signedInAt: Date;
  lastSeenAt: Date;
}

export interface AdminSessions {
  /** `tokenHash` is the SHA-256 of the session's token; the token itself is never stored. */
  createSession(tokenHash: string, userId: number, now: Date, device?: string): Promise<void>;
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
  /** The account's sessions, the latest sign-in first. */
  listSessions(userId: number): Promise<OpenSession[]>;
  /** Ends one session of the account; false when it has none of that hash. */
  endSession(userId: number, tokenHash: string): Promise<boolean>;
  /** Ends every session of the account but `keep` (none: all of them); how many ended. */
  endOtherSessions(userId: number, keep?: string): Promise<number>;
}

const toSession = (row: { user_id: number; login: string; roles: string; totp: unknown }): AdminSession => ({
  userId: row.user_id,
  login: row.login,
  roles: rolesFromColumn(row.roles),
  // SQLite answers a comparison with 1 or 0.
  hasTwoFactor: Boolean(row.totp),
});

export function createAdminSessions({ db }: StoreDatabase): AdminSessions {
  return {
    async createSession(tokenHash, userId, now, device = '') {
      await db
        .insertInto('admin_sessions')
        .values({ token_hash: tokenHash, user_id: userId, created_at: now, last_seen_at: now, device })
        .execute();
    },

    async touchSession(tokenHash, idleSince, now, markedSince = now, signedInSince = new Date(0)) {
      if (markedSince < now && markedSince > idleSince) {
        const fresh = await db
          .selectFrom('admin_sessions as s')
          .innerJoin('admin_users as u', 'u.id', 's.user_id')
          .select(['s.user_id', 'u.login', 'u.roles'])
          .select((eb) => eb('u.totp_secret', 'is not', null).as('totp'))
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
            account
              .select((inner) => inner('u.totp_secret', 'is not', null).as('totp'))
              .$asScalar()
              .as('totp'),
          ];
        })
        .executeTakeFirst();
      return row && toSession(row);
    },

    async deleteSession(tokenHash) {
      await db.deleteFrom('admin_sessions').where('token_hash', '=', tokenHash).execute();
    },

    async listSessions(userId) {
      const rows = await db
        .selectFrom('admin_sessions')
        .select(['token_hash', 'device', 'created_at', 'last_seen_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => ({
        tokenHash: row.token_hash,
        device: row.device,
        signedInAt: toDate(row.created_at),
        lastSeenAt: toDate(row.last_seen_at),
      }));
    },

    async endSession(userId, tokenHash) {
      const { numDeletedRows } = await db
        .deleteFrom('admin_sessions')
        .where('user_id', '=', userId)
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return numDeletedRows === 1n;
    },

    async endOtherSessions(userId, keep) {
      const { numDeletedRows } = await db
        .deleteFrom('admin_sessions')
        .where('user_id', '=', userId)
        .$if(keep !== undefined, (query) => query.where('token_hash', '!=', keep ?? ''))
        .executeTakeFirst();
      return Number(numDeletedRows);
    },
  };
}
