// The reverse proxy's own pages (deploy/nginx.conf): what a visitor sees when no replica answers (502, 503, 504)
// or when a form is larger than the proxy accepts (413). The proxy cannot tell the visitor's language, so each
// page says it in Mongolian, then in English, with the texts of locales/*/proxy.json as shipped (the office's
// edits live in the database, which the proxy cannot read). One inline style, which the proxy's CSP allows by its
// hash (PROXY_STYLE_HASH, written into deploy/nginx.conf; the test checks that they agree).
import { createHash } from 'node:crypto';
import type { i18n as I18n } from 'i18next';
import { LANGUAGES } from '#shared/constants.ts';
import { escapeHtml } from '#server/html-escaping.ts';

export const PROXY_PAGES = {
  'unavailable.html': ['unavailable.title', 'unavailable.text', 'unavailable.request'],
  'too-large.html': ['tooLarge.title', 'tooLarge.text'],
} as const;

export type ProxyPageName = keyof typeof PROXY_PAGES;

/** A readable column on any screen, in the system's font (the proxy serves no other file). */
const STYLE =
  'body{margin:0 auto;max-width:40rem;padding:2rem 1.25rem;font:1.0625rem/1.55 system-ui,sans-serif;' +
  'color:#1b2430;background:#fff}h1{font-size:1.5rem;line-height:1.25}hr{margin:2rem 0;border:0;' +
  'border-top:1px solid #c8ced6}';

/** The style's CSP source, as deploy/nginx.conf lists it in the proxy's own Content-Security-Policy. */
export const PROXY_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The page's HTML: a title and paragraphs in each language, Mongolian first. */
export function proxyPageHtml(i18n: I18n, name: ProxyPageName): string {
  const [titleKey, ...textKeys] = PROXY_PAGES[name];
  const sections = LANGUAGES.map((lng) => {
    const t = i18n.getFixedT(lng, 'proxy');
    // The phone number never broken across two lines.
    const phone = i18n.t('common:contact.phone', { lng });
    const unbroken = (text: string) => text.replaceAll(phone, phone.replaceAll(' ', '\u00a0'));
    const paragraphs = textKeys.map((key) => `<p>${escapeHtml(unbroken(t(key)))}</p>`).join('\n');
    return `<section lang="${lng}">\n<h1>${escapeHtml(t(titleKey))}</h1>\n${paragraphs}\n</section>`;
  });
  const title = LANGUAGES.map((lng) => i18n.getFixedT(lng, 'proxy')(titleKey)).join(' / ');
  return [
    '<!doctype html>',
    `<html lang="${LANGUAGES[0]}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    sections.join('\n<hr>\n'),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
