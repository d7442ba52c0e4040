import type { Pool } from 'pg';
import type { AuditAction, AuditEntry, AuditFilter, AuditStore } from './audit-store.ts';

interface AuditRow {
  id: number;
  created_at: Date;
  login: string | null;
  action: AuditAction;
  target: string;
  request_id: string;
  reason: string | null;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.created_at,
  login: row.login,
  action: row.action,
  target: row.target,
  requestId: row.request_id,
  ...(row.reason === null ? {} : { reason: row.reason }),
});

/** Collects the values of a statement and names each one's parameter ($1, $2…). */
function parameters() {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  return { values, param };
}

/** The conditions of `filter` (and of the page before `beforeId`); `param` binds each value. */
function conditionsOf(filter: AuditFilter, beforeId: number | undefined, param: (value: unknown) => string) {
  const conditions: string[] = [];
  if (filter.login !== undefined) conditions.push(`login = ${param(filter.login)}`);
  if (filter.action !== undefined) conditions.push(`action = ${param(filter.action)}`);
  if (filter.from) conditions.push(`created_at >= ${param(filter.from)}`);
  if (filter.to) conditions.push(`created_at <= ${param(filter.to)}`);
  if (beforeId !== undefined) conditions.push(`id < ${param(beforeId)}`);
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

export function createPostgresAuditStore(pool: Pool): AuditStore {
  return {
    async record(entry) {
      await pool.query(
        'INSERT INTO audit_log (created_at, login, action, target, request_id, reason) VALUES ($1, $2, $3, $4, $5, $6)',
        [entry.at, entry.login, entry.action, entry.target, entry.requestId, entry.reason ?? null],
      );
    },

    async list(filter, beforeId, limit) {
      const { values, param } = parameters();
      const where = conditionsOf(filter, beforeId, param);
      const { rows } = await pool.query<AuditRow>(
        `SELECT id, created_at, login, action, target, request_id, reason FROM audit_log ${where}
         ORDER BY id DESC LIMIT ${param(limit)}`,
        values,
      );
      return rows.map(toEntry);
    },
  };
}
