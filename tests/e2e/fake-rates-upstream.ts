import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startFakeUpstream } from '../helpers/rates-fixtures.ts';

// The browser tests' currency tables: the site under test reads them from here, never from the internet.
// Run as a process of its own, before the site (playwright.config.ts webServer, first entry):
//   node tests/e2e/fake-rates-upstream.ts    (FAKE_RATES_PORT, default 4175; GET /health answers ok)
// or as a globalSetup (the default export; Playwright starts webServer entries before globalSetup, so
// then the site must not fetch rates at start-up). The site needs RATES_UPSTREAM_URLS=fakeRatesTemplate().
export const FAKE_RATES_PORT = Number(process.env.FAKE_RATES_PORT ?? 4175);

export function fakeRatesTemplate(port = FAKE_RATES_PORT): string {
  return `http://127.0.0.1:${port}/ok/{date}/{currency}.json`;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const fake = await startFakeUpstream({ port: FAKE_RATES_PORT });
  return () => fake.close();
}

async function serveUntilStopped(): Promise<void> {
  const fake = await startFakeUpstream({ port: FAKE_RATES_PORT });
  process.stdout.write(`fake rates upstream on ${fake.origin}\n`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

const script = process.argv[1];
if (script !== undefined && realpathSync(script) === fileURLToPath(import.meta.url)) void serveUntilStopped();
