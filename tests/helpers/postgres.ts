// A throw-away PostgreSQL cluster for tests: Debian's server binaries (apt-get install postgresql), initdb into
// a temporary directory, started on a free loopback port, removed afterwards. Under jest one cluster serves the
// whole run (tests/postgres-setup.ts starts it and hands its URL to the test files in TEST_POSTGRES_URL); each
// test file makes databases of its own in it. A script outside jest starts a cluster of its own.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const DEBIAN_ROOT = '/usr/lib/postgresql';
// initdb refuses to run as root: then the binaries run as the postgres system user the package creates.
const SERVICE_USER = 'postgres';

/** The newest installed server's bin directory (/usr/lib/postgresql/<version>/bin), if any. */
export function findPostgresBin(): string | undefined {
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((version) => existsSync(path.join(DEBIAN_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(DEBIAN_ROOT, versions[0], 'bin');
}

const isCi = process.env.CI === 'true';
const bin = findPostgresBin();

/**
 * Whether the PostgreSQL suites run: when a cluster can be started here, and always in CI (where
 * startPostgres then fails if the binaries are missing): those tests must never be skipped there.
 * Use as `(shouldRunPostgresTests ? describe : describe.skip)(…)`.
 */
export const shouldRunPostgresTests = Boolean(bin) || isCi;
if (!shouldRunPostgresTests) {
  process.stderr.write(
    `PostgreSQL tests skipped: no server binaries under ${DEBIAN_ROOT}/*/bin (apt-get install postgresql)\n`,
  );
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

export interface TestPostgres {
  /** The cluster's maintenance database (postgres), superuser postgres, no password. */
  url: string;
  /** A new, empty database (a copy of `template` when named); resolves with its URL. */
  createDatabase(template?: string): Promise<string>;
  stop(): Promise<void>;
}

/** The run's shared cluster when jest's set-up started one, else a cluster of this caller's own. */
export async function startPostgres(): Promise<TestPostgres> {
  const shared = process.env[SHARED_CLUSTER_VARIABLE];
  return shared ? databasesIn(shared, async () => undefined) : startCluster();
}

/** Where jest's set-up leaves the shared cluster's maintenance URL. */
export const SHARED_CLUSTER_VARIABLE = 'TEST_POSTGRES_URL';

/** Starts a cluster of its own: stop() removes it. */
export async function startCluster(): Promise<TestPostgres> {
  if (!bin) throw new Error(`PostgreSQL server binaries not found under ${DEBIAN_ROOT}/*/bin`);
  const asRoot = process.getuid?.() === 0;
  const exec = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', SERVICE_USER, '--', path.join(bin, program), ...args])
      : run(path.join(bin, program), args);
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  if (asRoot) {
    const { uid, gid } = await lookupUser(SERVICE_USER);
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  try {
    // No fsync anywhere: the cluster lives for one test file.
    await exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '-N']);
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    await exec('pg_ctl', ['start', '-D', dataDir, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', '-o', options]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return databasesIn(`postgres://postgres@127.0.0.1:${port}/postgres`, async () => {
    try {
      await exec('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

/** New databases in the cluster at `url`, each with a random name: test files running at once never clash. */
function databasesIn(url: string, stop: () => Promise<void>): TestPostgres {
  return {
    url,
    async createDatabase(template) {
      const name = `test_${randomBytes(6).toString('hex')}`;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      } finally {
        await client.end();
      }
      const database = new URL(url);
      database.pathname = `/${name}`;
      return database.href;
    },
    stop,
  };
}

async function lookupUser(name: string): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}
