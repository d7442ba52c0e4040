// `npm run proxy-pages`: writes deploy/error-pages/ from locales/*/proxy.json (scripts/lib/proxy-pages.ts says
// what they are). Commit what it writes; tests/unit/server/proxy-pages.test.ts fails while they differ from the
// texts.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createI18n } from '#server/i18n.ts';
import { PROXY_PAGES, proxyPageHtml, type ProxyPageName } from './lib/proxy-pages.ts';

const PROXY_PAGES_DIR = path.resolve(import.meta.dirname, '..', 'deploy', 'error-pages');

const i18n = await createI18n();
for (const name of Object.keys(PROXY_PAGES) as ProxyPageName[]) {
  writeFileSync(path.join(PROXY_PAGES_DIR, name), proxyPageHtml(i18n, name));
  process.stdout.write(`wrote deploy/error-pages/${name}\n`);
}
