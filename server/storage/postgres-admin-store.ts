import type { Pool } from 'pg';
import { formatRoles } from '#shared/admin-roles.ts';
import { rolesFromColumn, type AdminStore } from './admin-store.ts';

export function createPostgresAdminStore(pool: Pool): AdminStore {
  return {
    async countUsers() {
      const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM admin_users');
      return Number(rows[0]?.n ?? 0);
    },

    async listUsers() {
      const { rows } = await pool.query<{ login: string; created_at: Date; roles: string }>(
        'SELECT login, created_at, roles FROM admin_users ORDER BY login',
      );
      return rows.map((row) => ({ login: row.login, createdAt: row.created_at, roles: rolesFromColumn(row.roles) }));
    },

    async findUser(login) {
      const { rows } = await pool.query<{ id: number; login: string; password_hash: string; roles: string }>(
        'SELECT id, login, password_hash, roles FROM admin_users WHERE login = $1',
        [login],
      );
      const row = rows[0];
      return (
        row && { id: row.id, login: row.login, passwordHash: row.password_hash, roles: rolesFromColumn(row.roles) }
      );
    },

    async addUser(login, passwordHash, now, roles) {
      const { rowCount } = await pool.query(
        `INSERT INTO admin_users (login, password_hash, created_at, password_changed_at, roles)
         VALUES ($1, $2, $3, $3, $4) ON CONFLICT (login) DO NOTHING`,
        [login, passwordHash, now, formatRoles(roles)],
      );
      return rowCount === 1;
    },

    async setRoles(login, roles) {
      const { rowCount } = await pool.query('UPDATE admin_users SET roles = $1 WHERE login = $2', [
        formatRoles(roles),
        login,
      ]);
      return rowCount === 1;
    },

    async setPassword(login, passwordHash, now) {
      // One statement: the new password and the end of every session, or neither.
      const { rows } = await pool.query<{ id: number }>(
        `WITH changed AS (
           UPDATE admin_users SET password_hash = $1, password_changed_at = $2 WHERE login = $3 RETURNING id
         ), ended AS (
           DELETE FROM admin_sessions WHERE user_id IN (SELECT id FROM changed)
         )
         SELECT id FROM changed`,
        [passwordHash, now, login],
      );
      return rows.length === 1;
    },

    async removeUser(login) {
      const { rowCount } = await pool.query('DELETE FROM admin_users WHERE login = $1', [login]);
      return rowCount === 1;
    },

    async createSession(tokenHash, userId, now) {
      await pool.query(
        'INSERT INTO admin_sessions (token_hash, user_id, created_at, last_seen_at) VALUES ($1, $2, $3, $3)',
        [tokenHash, userId, now],
      );
    },

    async touchSession(tokenHash, idleSince, now, markedSince = now, signedInSince = new Date(0)) {
      if (markedSince < now && markedSince > idleSince) {
        const { rows: fresh } = await pool.query<{ user_id: number; login: string; roles: string }>(
          `SELECT s.user_id, u.login, u.roles FROM admin_sessions s JOIN admin_users u ON u.id = s.user_id
           WHERE s.token_hash = $1 AND s.last_seen_at > $2 AND s.created_at > $3`,
          [tokenHash, markedSince, signedInSince],
        );
        const row = fresh[0];
        if (row) return { userId: row.user_id, login: row.login, roles: rolesFromColumn(row.roles) };
      }
      await pool.query('DELETE FROM admin_sessions WHERE last_seen_at <= $1 OR created_at <= $2', [
        idleSince,
        signedInSince,
      ]);
      const { rows } = await pool.query<{ user_id: number; login: string; roles: string }>(
        `UPDATE admin_sessions s SET last_seen_at = $1 FROM admin_users u
         WHERE s.token_hash = $2 AND u.id = s.user_id AND s.last_seen_at > $3 AND s.created_at > $4
         RETURNING s.user_id, u.login, u.roles`,
        [now, tokenHash, idleSince, signedInSince],
      );
      const row = rows[0];
      return row && { userId: row.user_id, login: row.login, roles: rolesFromColumn(row.roles) };
    },

    async deleteSession(tokenHash) {
      await pool.query('DELETE FROM admin_sessions WHERE token_hash = $1', [tokenHash]);
    },
  };
}
