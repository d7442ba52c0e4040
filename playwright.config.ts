import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { FAKE_RATES_PORT, fakeRatesTemplate } from './tests/e2e/fake-rates-upstream.ts';

// Browser tests run against the production build (npm run build first) in Debian's Chromium: no browser
// download. Its headless shell (package chromium-headless-shell: the same Blink and V8, without the desktop
// browser's shell) is what Playwright itself runs for headless tests; on two cores it halves the browser
// stage (docs/decisions/020-headless-shell-browser-tests.md). CHROMIUM_PATH overrides the binary, e.g.
// /usr/bin/chromium for the full browser.
// E2E_BASE_URL points the tests at a server already running (e.g. `npm run dev`) instead of starting one.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;
// The started server's data directory, known to the tests (the inbox spec adds an account with the accounts
// command); set by the first load of this file, kept by the workers' loads. With E2E_BASE_URL, set it to that
// server's DATA_DIR for the inbox spec to run.
if (!process.env.E2E_BASE_URL) process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'site-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  // One worker per core: a test spends most of its time waiting for the browser and the server, which run
  // beside the workers. Each worker keeps one browser for all its tests (a new context per test).
  workers: availableParallelism(),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/playwright',
  // Sized for a machine four times slower than a quiet 2-core one (or this one with both cores busy): a test
  // that waits for a state fails by its own assertion, not by a time-out, on a busy machine.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  // The site's currency upstream is a fake on 127.0.0.1 (started first): tests never reach the internet.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: 'node tests/e2e/fake-rates-upstream.ts',
          url: `http://127.0.0.1:${FAKE_RATES_PORT}/health`,
          reuseExistingServer: !process.env.CI,
          timeout: 10_000,
        },
        {
          command: 'node server/index.ts',
          url: `${BASE_URL}/readyz`,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
          env: {
            NODE_ENV: 'production',
            PORT: String(PORT),
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
            DATA_DIR: process.env.E2E_DATA_DIR ?? '',
            RATES_UPSTREAM_URLS: fakeRatesTemplate(),
            // Several specs post enquiries from the same address; the limit itself is tested in jest.
            CONTACT_RATE_LIMIT: '1000',
          },
        },
      ],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
