// Kysely's SQLite dialect on node:sqlite (docs/decisions/038-kysely-query-layer.md). The
// dialect wants a database shaped like better-sqlite3's: prepare() giving statements with all, run and iterate,
// each taking its parameters as one array, and a `reader` flag. node:sqlite's StatementSync has all three (taking
// the parameters one by one) and its columns() tell whether it returns rows, so the adapter is a thin wrapper.
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import { Kysely, SqliteDialect, type Compilable, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type { DatabaseOnSqlite, SqliteSteps, SqliteStoreDatabase } from './database.ts';
import { inTransaction } from './sqlite-statements.ts';

/**
 * Statements kept prepared, by their text (Kysely's dialect prepares each query anew). A query's text holds its
 * shape, never its values, so the stores need far fewer; a list of varying length (`in (?, ?)`) only adds more.
 */
const STATEMENTS_KEPT = 500;

/** What node:sqlite binds for a parameter: a Date is the ISO 8601 UTC text every moment column holds (migration.ts). */
function bindable(value: unknown): SQLInputValue {
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
    return value;
  }
  if (value instanceof Uint8Array) return value;
  throw new TypeError(`a query parameter of type ${typeof value} cannot be bound on SQLite`);
}

const bound = (parameters: readonly unknown[]) => parameters.map(bindable);

function kyselyStatement(statement: StatementSync): SqliteStatement {
  return {
    // Any statement with result columns returns rows: a SELECT, and a write with RETURNING.
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...bound(parameters)),
    run: (parameters) => statement.run(...bound(parameters)),
    iterate: (parameters) => statement.iterate(...bound(parameters)),
  };
}

/** `db` as Kysely's SqliteDialect takes it; closing it is left to the store, which checkpoints first. */
export function kyselyDatabase(db: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        const oldest = statements.size >= STATEMENTS_KEPT ? statements.keys().next().value : undefined;
        if (oldest !== undefined) statements.delete(oldest);
        statement = kyselyStatement(db.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {},
  };
}

/**
 * The stores' Kysely on the store's own connection. A single query runs through Kysely's driver; a transaction
 * runs its statements itself, at once, so that no other statement of this process comes between them, as Kysely's
 * own transactions, awaiting between statements, would let.
 */
export function sqliteStoreDatabase(db: DatabaseSync): SqliteStoreDatabase {
  let opened = openedOn.get(db);
  if (!opened) {
    opened = open(db);
    openedOn.set(db, opened);
  }
  return opened;
}

/** One for each connection: a store built apart on it (the enquiry store's person data) shares its statements. */
const openedOn = new WeakMap<DatabaseSync, SqliteStoreDatabase>();

function open(db: DatabaseSync): SqliteStoreDatabase {
  const database = kyselyDatabase(db);
  const own = new Kysely<DatabaseOnSqlite>({ dialect: new SqliteDialect({ database }) });
  const steps: SqliteSteps = {
    rows<R>(query: Compilable<R>) {
      const { sql, parameters } = query.compile();
      // node:sqlite's rows are untyped records: the query, built over the Database type, says what they hold, as
      // it does for the rows Kysely's own driver hands back.
      return database.prepare(sql).all(parameters) as R[];
    },
    changes(query) {
      const { sql, parameters } = query.compile();
      return Number(database.prepare(sql).run(parameters).changes);
    },
  };
  const transaction = <T>(work: (steps: SqliteSteps) => T): T => inTransaction(db, () => work(steps));
  return {
    engine: 'sqlite',
    db: own,
    own,
    transaction,
    async batch(queries) {
      return transaction(({ changes }) => queries.map(changes));
    },
  };
}
