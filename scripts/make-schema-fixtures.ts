// `npm run fixtures:schema [-- --through <version>]`: remakes tests/fixtures/schema-versions/, a database of each
// schema version from 1 to <version> (default: the latest) on both engines, which tests/integration/
// schema-upgrade.test.ts migrates with the current code and reads back through the inbox and the export.
//
// Each one is built as a site's database grew: migration 1, the rows stored at version 1, migration 2, the rows
// stored at version 2… (tests/fixtures/schema-versions/seed-rows.ts), so a later migration meets the rows stored
// before it, as it did on the sites that were upgraded. SQLite: the database file itself (.sqlite, as .db files are git-ignored; 1 KB pages, vacuumed);
// PostgreSQL: pg_dump's plain SQL of it (needs Debian's PostgreSQL server binaries, as the tests do). Commit the
// files it writes; run it again after adding a migration, so the version before it gets a fixture too.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { numbered } from '#server/storage/migration.ts';
import { MIGRATIONS } from '#server/storage/migrations.ts';
import { applyPostgresMigrations } from '#server/storage/postgres-migrations.ts';
import { applyMigrations } from '#server/storage/sqlite-migrations.ts';
import { addFold } from '#server/storage/sqlite-store.ts';
import { seedRows } from '../tests/fixtures/schema-versions/seed-rows.ts';
import { findPostgresBin, startPostgres } from '../tests/helpers/postgres.ts';

const OUT = path.resolve(import.meta.dirname, '../tests/fixtures/schema-versions');
const LATEST = Math.max(...MIGRATIONS.map((migration) => migration.version));
const run = promisify(execFile);

export const fixtureName = (engine: 'sqlite' | 'postgres', version: number) =>
  `${engine}-v${String(version).padStart(2, '0')}.${engine === 'sqlite' ? 'sqlite' : 'sql'}`;

const upTo = (version: number) => MIGRATIONS.filter((migration) => migration.version <= version);
const bindable = (value: unknown) => (value instanceof Uint8Array ? Buffer.from(value) : value);

function sqliteFixture(version: number): void {
  const file = path.join(OUT, fixtureName('sqlite', version));
  rmSync(file, { force: true });
  const db = new DatabaseSync(file);
  try {
    db.exec('PRAGMA page_size = 1024'); // small files: the fixtures hold a few rows each
    addFold(db); // the search triggers of migration 5 call it, as the site's connection provides it
    for (let step = 1; step <= version; step += 1) {
      applyMigrations(db, upTo(step));
      for (const row of seedRows(version, 'sqlite').filter((seed) => seed.since === step)) {
        db.prepare(row.sql).run(...row.values);
      }
    }
    db.exec('VACUUM');
  } finally {
    db.close();
  }
}

async function postgresFixture(databaseUrl: string, version: number): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    for (let step = 1; step <= version; step += 1) {
      await applyPostgresMigrations(pool, upTo(step));
      for (const row of seedRows(version, 'postgres').filter((seed) => seed.since === step)) {
        await pool.query(numbered(row.sql), row.values.map(bindable));
      }
    }
    // The same text each time it is made: when the migrations were applied is not part of the fixture.
    await pool.query(`UPDATE schema_migrations SET applied_at = '2026-01-01T00:00:00Z'`);
  } finally {
    await pool.end();
  }
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  const { stdout } = await run(
    path.join(bin, 'pg_dump'),
    ['--format=plain', '--no-owner', '--no-privileges', '--column-inserts', `--dbname=${databaseUrl}`],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  // pg_dump 15.14 and later guard a dump with psql's \restrict meta-commands; the test loads these files through
  // the driver, statement by statement, and they are reviewed text made here, so the guard is left out.
  const sql = stdout
    .split('\n')
    .filter((line) => !/^\\(un)?restrict /.test(line))
    .join('\n');
  writeFileSync(path.join(OUT, fixtureName('postgres', version)), sql);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { through: { type: 'string', default: String(LATEST) } } });
  const through = Number(values.through);
  if (!Number.isInteger(through) || through < 1 || through > LATEST) {
    throw new Error(`--through must be a schema version from 1 to ${LATEST}`);
  }
  const cluster = await startPostgres();
  try {
    for (let version = 1; version <= through; version += 1) {
      sqliteFixture(version);
      await postgresFixture(await cluster.createDatabase(), version);
      process.stdout.write(
        `schema version ${version}: ${fixtureName('sqlite', version)}, ${fixtureName('postgres', version)}\n`,
      );
    }
  } finally {
    await cluster.stop();
  }
}

await main();
