// Fresh test databases copied from one already migrated, rather than migrated afresh each time: every migration
// run costs tens of milliseconds on either engine, for each of the thousands of fresh databases a run makes. The
// copy is keyed by the migrations' text, so a changed migration makes a new one. Tests of the migrations
// themselves (schema*.test.ts, sqlite-store.test.ts) open empty databases of their own and never come here.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DIALECT_WORDS } from '#server/storage/migration.ts';
import { MIGRATIONS } from '#server/storage/migrations.ts';
import { openPostgresStore } from '#server/storage/postgres-store.ts';
import { DATABASE_FILE, openSqliteStore } from '#server/storage/sqlite-store.ts';

const SCHEMA_KEY = createHash('sha256')
  .update(
    JSON.stringify(
      MIGRATIONS.map((migration) => [
        migration.version,
        migration.sql(DIALECT_WORDS.sqlite),
        migration.sql(DIALECT_WORDS.postgres),
        migration.fill ? [migration.fill.read, migration.fill.write, String(migration.fill.rows)] : null,
      ]),
    ),
  )
  .digest('hex')
  .slice(0, 16);

const SQLITE_PREFIX = 'site-schema-';
const sqliteTemplateDir = path.join(tmpdir(), `${SQLITE_PREFIX}${SCHEMA_KEY}`);

/** The migrated SQLite file's directory, made by the first test that needs it (jest's workers may race: one wins). */
function sqliteTemplate(): string {
  if (existsSync(path.join(sqliteTemplateDir, DATABASE_FILE))) return sqliteTemplateDir;
  const building = mkdtempSync(path.join(tmpdir(), 'site-schema-building-'));
  openSqliteStore(building).close();
  try {
    renameSync(building, sqliteTemplateDir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another worker's copy is there already
  }
  for (const name of readdirSync(tmpdir()))
    if (
      name.startsWith(SQLITE_PREFIX) &&
      !name.startsWith('site-schema-building-') &&
      name !== path.basename(sqliteTemplateDir)
    )
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  return sqliteTemplateDir;
}

/** `dataDir` (made if missing) holding a migrated, empty SQLite database; returns it. */
export function migratedSqliteDir(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(path.join(sqliteTemplate(), DATABASE_FILE), path.join(dataDir, DATABASE_FILE));
  return dataDir;
}

const POSTGRES_TEMPLATE = `template_${SCHEMA_KEY}`;
// Any number: the advisory lock under which one worker makes the template while the others wait.
const TEMPLATE_LOCK = 7_351_902;

/** The name of a migrated, empty database in the cluster at `maintenanceUrl`, made by the first caller. */
export async function postgresTemplate(maintenanceUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [POSTGRES_TEMPLATE]);
    if (found.rowCount === 0) {
      const building = `${POSTGRES_TEMPLATE}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      await client.query(`CREATE DATABASE ${building}`);
      const url = new URL(maintenanceUrl);
      url.pathname = `/${building}`;
      await (await openPostgresStore(url.href, { poolSize: 1 })).close();
      // A database is copied only while nobody is connected to it: its pool has just closed.
      await client.query(`ALTER DATABASE ${building} RENAME TO ${POSTGRES_TEMPLATE}`);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    await client.end();
  }
  return POSTGRES_TEMPLATE;
}
