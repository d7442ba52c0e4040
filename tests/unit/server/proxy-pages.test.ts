// The reverse proxy's own pages (deploy/error-pages): made from the shipped texts, in both languages, and
// committed as made, so the proxy shows what locales/*/proxy.json says.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '#server/i18n.ts';
import { PROXY_PAGES, PROXY_STYLE_HASH, proxyPageHtml, type ProxyPageName } from '../../../scripts/lib/proxy-pages.ts';

const DEPLOY = path.resolve(import.meta.dirname, '../../../deploy');
const PAGES_DIR = path.join(DEPLOY, 'error-pages');
const NAMES = Object.keys(PROXY_PAGES) as ProxyPageName[];

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n();
});

describe("the proxy's own pages", () => {
  it.each(NAMES)('%s is committed as the texts make it (else: npm run proxy-pages)', (name) => {
    expect(readFileSync(path.join(PAGES_DIR, name), 'utf8')).toBe(proxyPageHtml(i18n, name));
  });

  it.each(NAMES)('%s says everything in Mongolian first, then in English', (name) => {
    const html = proxyPageHtml(i18n, name);
    const [title = '', ...texts] = PROXY_PAGES[name];
    const mn = i18n.getFixedT('mn', 'proxy');
    const en = i18n.getFixedT('en', 'proxy');
    expect(html.indexOf(`<h1>${mn(title)}</h1>`)).toBeGreaterThan(html.indexOf('<section lang="mn">'));
    expect(html.indexOf(`<section lang="en">`)).toBeGreaterThan(html.indexOf(`<h1>${mn(title)}</h1>`));
    expect(html).toContain(`<h1>${en(title)}</h1>`);
    const phone = i18n.t('common:contact.phone', { lng: 'en' });
    const unbroken = (text: string) => text.replaceAll(phone, phone.replaceAll(' ', '\u00a0'));
    for (const key of texts) {
      expect(html).toContain(unbroken(mn(key)));
      expect(html).toContain(unbroken(en(key)));
    }
    // The company's phone number, as shipped, is written in, unbroken: no placeholder is left.
    expect(html).not.toContain('$t(');
    expect(html).toContain(unbroken(phone));
  });

  it("styles them with the one style the proxy's Content-Security-Policy allows by its hash", () => {
    const conf = readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8');
    const csp = /'' "(default-src 'none';[^"]*)"/.exec(conf)?.[1] ?? '';
    expect(csp).toContain(`style-src ${PROXY_STYLE_HASH};`);
    for (const name of NAMES) {
      const styles = [...proxyPageHtml(i18n, name).matchAll(/<style>([^<]*)<\/style>/g)].map(([, css = '']) => css);
      expect(styles).toHaveLength(1);
      expect(
        `'sha256-${createHash('sha256')
          .update(styles[0] ?? '')
          .digest('base64')}'`,
      ).toBe(PROXY_STYLE_HASH);
    }
  });
});
