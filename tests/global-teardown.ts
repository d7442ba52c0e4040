// jest's global tear-down: stops the run's PostgreSQL cluster (tests/global-setup.ts).
import type { TestPostgres } from './helpers/postgres.ts';

export default async function teardown(): Promise<void> {
  await (globalThis as { sharedPostgres?: TestPostgres }).sharedPostgres?.stop();
}
