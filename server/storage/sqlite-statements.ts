import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

/** Prepares a statement on first use and keeps it. */
export type PreparedStatements = (text: string) => StatementSync;

// Statements are prepared on first use, not at open: a store opened with fewer migrations (tests) still opens.
export function preparedStatements(db: DatabaseSync): PreparedStatements {
  const statements = new Map<string, StatementSync>();
  return (text) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
}

/** A statement written for PostgreSQL's `$1`, `$2`… with SQLite's `?` in their place (each used once, in order). */
export const positional = (text: string) => text.replace(/\$\d+/g, '?');

/** Runs `work` inside BEGIN IMMEDIATE … COMMIT; any throw (the COMMIT's too) rolls everything back. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw err;
  }
}

// node:sqlite types a row only as a record of values; each statement's caller knows its columns. These are the one
// place that says so, for every SQLite statement of the stores.

/** Every row of `statement` run with `values`, typed as the caller's row. */
export function allRows<T>(statement: StatementSync, ...values: SQLInputValue[]): T[] {
  return statement.all(...values) as unknown as T[];
}

/** The first row of `statement` run with `values`, typed as the caller's row; undefined when there is none. */
export function firstRow<T>(statement: StatementSync, ...values: SQLInputValue[]): T | undefined {
  return statement.get(...values) as unknown as T | undefined;
}
