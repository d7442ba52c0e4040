import type { DatabaseSync } from 'node:sqlite';
import { formatRoles } from '#shared/admin-roles.ts';
import {
  rolesFromColumn,
  type AdminAccount,
  type AdminSession,
  type AdminStore,
  type AdminUser,
} from './admin-store.ts';
import { inTransaction, type PreparedStatements } from './sqlite-statements.ts';

export function createSqliteAdminStore(db: DatabaseSync, sql: PreparedStatements): AdminStore {
  return {
    async countUsers() {
      return (sql('SELECT count(*) AS n FROM admin_users').get() as { n: number }).n;
    },

    async listUsers() {
      const rows = sql('SELECT login, created_at, roles FROM admin_users ORDER BY login').all() as Array<{
        login: string;
        created_at: string;
        roles: string;
      }>;
      return rows.map((row): AdminAccount => ({
        login: row.login,
        createdAt: new Date(row.created_at),
        roles: rolesFromColumn(row.roles),
      }));
    },

    async findUser(login) {
      const row = sql('SELECT id, login, password_hash, roles FROM admin_users WHERE login = ?').get(login) as
        { id: number; login: string; password_hash: string; roles: string } | undefined;
      return (
        row &&
        ({
          id: row.id,
          login: row.login,
          passwordHash: row.password_hash,
          roles: rolesFromColumn(row.roles),
        } satisfies AdminUser)
      );
    },

    async addUser(login, passwordHash, now, roles) {
      const at = now.toISOString();
      const { changes } = sql(
        `INSERT INTO admin_users (login, password_hash, created_at, password_changed_at, roles)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT (login) DO NOTHING`,
      ).run(login, passwordHash, at, at, formatRoles(roles));
      return Number(changes) === 1;
    },

    async setRoles(login, roles) {
      const { changes } = sql('UPDATE admin_users SET roles = ? WHERE login = ?').run(formatRoles(roles), login);
      return Number(changes) === 1;
    },

    async setPassword(login, passwordHash, now) {
      return inTransaction(db, () => {
        const row = sql(
          'UPDATE admin_users SET password_hash = ?, password_changed_at = ? WHERE login = ? RETURNING id',
        ).get(passwordHash, now.toISOString(), login) as { id: number } | undefined;
        if (!row) return false;
        sql('DELETE FROM admin_sessions WHERE user_id = ?').run(row.id);
        return true;
      });
    },

    async removeUser(login) {
      // The sessions go with it (ON DELETE CASCADE; foreign keys are on, see sqlite-store.ts).
      const { changes } = sql('DELETE FROM admin_users WHERE login = ?').run(login);
      return Number(changes) === 1;
    },

    async createSession(tokenHash, userId, now) {
      const at = now.toISOString();
      sql('INSERT INTO admin_sessions (token_hash, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)').run(
        tokenHash,
        userId,
        at,
        at,
      );
    },

    async touchSession(tokenHash, idleSince, now, markedSince = now, signedInSince = new Date(0)) {
      const signedIn = signedInSince.toISOString();
      if (markedSince < now && markedSince > idleSince) {
        const fresh = sql(
          `SELECT s.user_id, u.login, u.roles FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id
           WHERE s.token_hash = ? AND s.last_seen_at > ? AND s.created_at > ?`,
        ).get(tokenHash, markedSince.toISOString(), signedIn) as
          { user_id: number; login: string; roles: string } | undefined;
        if (fresh) return { userId: fresh.user_id, login: fresh.login, roles: rolesFromColumn(fresh.roles) };
      }
      return inTransaction(db, () => {
        sql('DELETE FROM admin_sessions WHERE last_seen_at <= ? OR created_at <= ?').run(
          idleSince.toISOString(),
          signedIn,
        );
        const row = sql(
          `UPDATE admin_sessions SET last_seen_at = ? WHERE token_hash = ?
           RETURNING user_id, (SELECT login FROM admin_users u WHERE u.id = user_id) AS login,
             (SELECT roles FROM admin_users u WHERE u.id = user_id) AS roles`,
        ).get(now.toISOString(), tokenHash) as { user_id: number; login: string; roles: string } | undefined;
        return (
          row && ({ userId: row.user_id, login: row.login, roles: rolesFromColumn(row.roles) } satisfies AdminSession)
        );
      });
    },

    async deleteSession(tokenHash) {
      sql('DELETE FROM admin_sessions WHERE token_hash = ?').run(tokenHash);
    },
  };
}
