import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { personData, type PersonDataStore, type PersonRow, type Statement } from './person-data.ts';
import { allRows, inTransaction, positional, type PreparedStatements } from './sqlite-statements.ts';

/** SQLite's own columns (search-index-sql.ts, migration 2): copies of what the row holds, never shown. */
const ENGINE_ONLY = new Set(['search_text', 'email_normalized']);

const withoutEngineColumns = (row: PersonRow): PersonRow =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !ENGINE_ONLY.has(column)));

/**
 * The person-data methods on SQLite. An erased or corrected value must not stay readable in the file: deleted
 * content is overwritten with zeros (secure_delete, set for this connection here, where the erasures are written),
 * the search tables drop a row's entries instead of marking them (FTS5 secure-delete, migration 13), and each such
 * write (a retention run: once, at its end) is followed by a checkpoint that empties the write-ahead log, which
 * would still hold the former pages.
 * One process writes the database, so the retention job needs no lock of its own.
 */
export function createSqlitePersonData(db: DatabaseSync, sql: PreparedStatements): PersonDataStore {
  db.exec('PRAGMA secure_delete = ON');
  // Busy when another connection reads at this moment: the log is then emptied at a later checkpoint.
  const emptyLog = () => db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  /** True during a retention run, which empties the log once at its end rather than after every batch. */
  let inRun = false;
  return personData({
    time: (date) => date.toISOString(),
    async rows<T extends PersonRow>(statement: Statement) {
      const values = statement.values as SQLInputValue[];
      return allRows<PersonRow>(sql(positional(statement.text)), ...values).map(withoutEngineColumns) as T[];
    },
    async write(statements) {
      const changed = inTransaction(db, () =>
        statements.map(({ text, values }) => Number(sql(positional(text)).run(...(values as SQLInputValue[])).changes)),
      );
      if (!inRun) emptyLog();
      return changed;
    },
    async exclusive(work) {
      inRun = true;
      try {
        return await work();
      } finally {
        inRun = false;
        emptyLog();
      }
    },
  });
}
