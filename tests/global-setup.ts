// jest's global set-up: one PostgreSQL cluster for the whole run instead of one per test file (each initdb and
// start costs seconds on a busy machine). Test files reach it through startPostgres(); tests/global-teardown.ts
// removes it.
import {
  SHARED_CLUSTER_VARIABLE,
  shouldRunPostgresTests,
  startCluster,
  type TestPostgres,
} from './helpers/postgres.ts';

export default async function setup(): Promise<void> {
  if (!shouldRunPostgresTests) return;
  const cluster = await startCluster();
  (globalThis as { sharedPostgres?: TestPostgres }).sharedPostgres = cluster;
  process.env[SHARED_CLUSTER_VARIABLE] = cluster.url;
}
