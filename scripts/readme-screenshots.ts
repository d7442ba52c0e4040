// node scripts/readme-screenshots.ts: the home page's first view in both languages, at a desk's width and a
// phone's, as the README shows it (docs/images/home-<mn|en>-<desk|phone>.png). Starts the production build as
// `npm start` runs it (run `npm run build` first) on a free local port, with a temporary DATA_DIR and the tests'
// fake currency tables on 127.0.0.1, so the ticker has figures and nothing else is contacted; then Chromium's
// headless shell (CHROMIUM_PATH overrides it) takes each view as a returning visitor sees it, in the site's web
// fonts (a first visit paints in the local fallbacks and caches the fonts for the next pages:
// server/render/web-fonts-script.ts). The PNGs are written as palettes, each at most 200 KB, to keep the
// repository small.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { WEB_FONTS_KEY } from '../shared/constants.ts';
import { startFakeUpstream } from '../tests/helpers/rates-fixtures.ts';
import { startProductionServer } from './lib/production-server.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const OUT_DIR = 'docs/images';
const MAX_BYTES = 200 * 1024;
const VIEWS = [
  { name: 'desk', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 375, height: 800 }, isMobile: true },
] as const;
const LANGUAGES = [
  { lng: 'mn', path: '/' },
  { lng: 'en', path: '/en/' },
] as const;

/** Waits until the ticker's figures are there, so the first page rendered (and kept) shows them. */
async function waitForRates(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await fetch(`${origin}/api/rates`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the currency figures never arrived');
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'site-screenshots-'));
const rates = await startFakeUpstream({ port: 0 });
const server = startProductionServer(dataDir, rates.origin);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const origin = `http://127.0.0.1:${await server.port}`;
  await waitForRates(origin);
  mkdirSync(OUT_DIR, { recursive: true });
  for (const view of VIEWS) {
    const context = await browser.newContext({ viewport: view.viewport, isMobile: view.isMobile, hasTouch: true });
    const firstVisit = await context.newPage();
    await firstVisit.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await firstVisit.waitForFunction((key) => localStorage.getItem(key) !== null, WEB_FONTS_KEY);
    await firstVisit.close();
    for (const { lng, path: pagePath } of LANGUAGES) {
      const page = await context.newPage();
      await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
      await page.locator('header.site-header[data-ready]').waitFor({ state: 'attached' });
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot();
      const small = await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer();
      const file = path.join(OUT_DIR, `home-${lng}-${view.name}.png`);
      writeFileSync(file, small);
      console.log(`${file}: ${(small.length / 1024).toFixed(1)} KB`);
      if (small.length > MAX_BYTES) process.exitCode = 1;
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.child.kill('SIGTERM');
  await rates.close();
  rmSync(dataDir, { recursive: true, force: true });
}
