import type { SQLInputValue } from 'node:sqlite';
import type { AuditAction, AuditEntry, AuditFilter, AuditStore } from './audit-store.ts';
import { allRows, type PreparedStatements } from './sqlite-statements.ts';

interface AuditRow {
  id: number;
  created_at: string;
  login: string | null;
  action: AuditAction;
  target: string;
  request_id: string;
  reason: string | null;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: new Date(row.created_at),
  login: row.login,
  action: row.action,
  target: row.target,
  requestId: row.request_id,
  ...(row.reason === null ? {} : { reason: row.reason }),
});

/** The conditions of `filter` (and of the page before `beforeId`), each value a `?` bound in order. */
function conditionsOf(filter: AuditFilter, beforeId: number | undefined) {
  const conditions: string[] = [];
  const values: SQLInputValue[] = [];
  const add = (condition: string, value: SQLInputValue) => {
    conditions.push(condition);
    values.push(value);
  };
  if (filter.login !== undefined) add('login = ?', filter.login);
  if (filter.action !== undefined) add('action = ?', filter.action);
  // Times are ISO 8601 UTC text of one length, so comparing the text compares the moments.
  if (filter.from) add('created_at >= ?', filter.from.toISOString());
  if (filter.to) add('created_at <= ?', filter.to.toISOString());
  if (beforeId !== undefined) add('id < ?', beforeId);
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', values };
}

export function createSqliteAuditStore(sql: PreparedStatements): AuditStore {
  return {
    async record(entry) {
      sql(
        'INSERT INTO audit_log (created_at, login, action, target, request_id, reason) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(entry.at.toISOString(), entry.login, entry.action, entry.target, entry.requestId, entry.reason ?? null);
    },

    async list(filter, beforeId, limit) {
      // One statement for each combination of filters present, each prepared once (sqlite-statements.ts).
      const { where, values } = conditionsOf(filter, beforeId);
      const rows = allRows<AuditRow>(
        sql(
          `SELECT id, created_at, login, action, target, request_id, reason FROM audit_log ${where} ORDER BY id DESC LIMIT ?`,
        ),
        ...values,
        limit,
      );
      return rows.map(toEntry);
    },
  };
}
