import { StartupError } from '../startup-error.ts';
import { describeDatabaseUrl, redactDatabaseUrl } from './database-url.ts';
import { openPostgresStore, type PostgresStore } from './postgres-store.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { Store } from './store.ts';

/** The store could not be opened; the message names the setting and never holds a password. */
export class StoreOpenError extends StartupError {
  constructor(problem: string, options?: ErrorOptions) {
    super(`Invalid configuration:\n  ${problem}`, options);
  }
}

interface StoreLocation {
  /** PostgreSQL, shared by several replicas, when set; otherwise SQLite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
}

function reasonOf(err: unknown): string {
  const code = (err as { code?: unknown }).code;
  const message = err instanceof Error ? err.message : String(err);
  const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}${cause}` : `${message}${cause}`;
}

/** Opens the configured engine and applies its migrations; throws StoreOpenError when it cannot. */
export async function openStore(
  { databaseUrl, dataDir }: StoreLocation,
  { onIdleError }: { onIdleError?: (err: Error) => void } = {},
): Promise<Store> {
  if (!databaseUrl) {
    try {
      return openSqliteStore(dataDir);
    } catch (err) {
      throw new StoreOpenError(`DATA_DIR: cannot open the database in ${dataDir} (${reasonOf(err)})`, { cause: err });
    }
  }
  return openPostgres(databaseUrl, { onIdleError });
}

/** Opens PostgreSQL (see openPostgresStore); throws StoreOpenError, with the password left out, when it cannot. */
export async function openPostgres(
  databaseUrl: string,
  options: { onIdleError?: (err: Error) => void } = {},
): Promise<PostgresStore> {
  try {
    return await openPostgresStore(databaseUrl, options);
  } catch (err) {
    // No `cause`: the driver's error is kept out of the logs in case it quotes the connection string.
    const reason = redactDatabaseUrl(reasonOf(err), databaseUrl);
    throw new StoreOpenError(
      `DATABASE_URL: cannot use the database at ${describeDatabaseUrl(databaseUrl)} (${reason})`,
    );
  }
}
