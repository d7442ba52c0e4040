import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '#shared/constants.ts';
import { areaKey, readShippedTexts } from '../../server/content/text-catalogue.ts';
import { filesUnder } from '../helpers/markup-classes.ts';

// Every text the office shows is in both languages' locale files: a key the sources name and no file holds is
// shown to the staff as the raw key (docs/development.md, "Texts and terms"). A source's keys are of the
// namespaces its useTranslation() calls name (the admin namespace when it names none), unless a key names its own
// ("accounts:own.title").

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = [...filesUnder('client/admin', /\.tsx?$/), ...filesUnder('server/admin', /\.ts$/)];

/** A translation key as written in a source: `t('texts.title')`, `labelKey: 'nav.desk'`, `key: 'admin:login.busy'`. */
const KEY_USES = [/\bt\(\s*'([^']+)'/g, /\b(?:labelKey|messageKey|key): '([^']+)'/g];
/** What a key looks like (a dotted path, perhaps after its namespace), to leave other strings of a `key:` alone. */
const KEY_SHAPE = /^(?:[\w-]+:)?[\w-]+(?:\.[\w-]+)+$|^[\w-]+:[\w.-]+$/;

/** The namespaces a source translates in. */
function namespacesOf(source: string): string[] {
  const named = [...source.matchAll(/useTranslation\(\[?([^)\]]*)/g)].flatMap(([, list = '']) =>
    [...list.matchAll(/'([\w-]+)'/g)].map(([, ns = '']) => ns),
  );
  return named.length > 0 ? [...new Set(named)] : ['admin'];
}

/** Every key the sources name, each as the ids it may be (namespace:key), with the first file naming it. */
function staticKeys(): Map<string, { ids: string[]; file: string }> {
  const keys = new Map<string, { ids: string[]; file: string }>();
  for (const file of SOURCES) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    const namespaces = namespacesOf(source);
    for (const use of KEY_USES)
      for (const [, key = ''] of source.matchAll(use)) {
        if (!KEY_SHAPE.test(key) || keys.has(key)) continue;
        keys.set(key, { ids: key.includes(':') ? [key] : namespaces.map((ns) => `${ns}:${key}`), file });
      }
  }
  return keys;
}

function has(lng: string, id: string): boolean {
  const [namespace = '', key = ''] = id.split(':', 2);
  let node: unknown;
  try {
    node = JSON.parse(readFileSync(path.join(ROOT, 'locales', lng, `${namespace}.json`), 'utf8'));
  } catch {
    return false;
  }
  const value = key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)?.[part], node);
  // A plural key is held as its forms (key_one, key_other).
  const plural = key
    .split('.')
    .slice(0, -1)
    .reduce<unknown>((tree, part) => (tree as Record<string, unknown>)?.[part], node);
  const last = key.split('.').at(-1) ?? '';
  return typeof value === 'string' || typeof (plural as Record<string, unknown>)?.[`${last}_other`] === 'string';
}

describe("the office's texts", () => {
  const keys = staticKeys();

  it('finds the keys its sources name', () => {
    expect(keys.get('nav.desk')).toEqual({ ids: ['admin:nav.desk'], file: 'server/admin/admin-page.ts' });
    expect(keys.get('accounts:own.title')?.ids).toEqual(['accounts:own.title']);
  });

  it.each(LANGUAGES)('are each in the %s locale files', (lng) => {
    const missing = [...keys]
      .filter(([, { ids }]) => !ids.some((id) => has(lng, id)))
      .map(([key, { file }]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)("name, in %s, where each of the site's text areas appears", (lng) => {
    const areas = [...new Set(readShippedTexts().map((text) => text.namespace))];
    expect(areas).toContain('newsletter');
    expect(areas.map((namespace) => `admin:${areaKey(namespace)}`).filter((key) => !has(lng, key))).toEqual([]);
  });
});
