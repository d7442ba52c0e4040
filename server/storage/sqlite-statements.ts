import type { DatabaseSync, StatementSync } from 'node:sqlite';

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
