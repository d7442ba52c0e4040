import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { LANGUAGES } from '#shared/constants.ts';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

function load(lng: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(path.join(LOCALES, lng)).filter((f) => f.endsWith('.json'))) {
    const tree = JSON.parse(readFileSync(path.join(LOCALES, lng, file), 'utf8')) as Tree;
    for (const [key, value] of flatten(tree)) all.set(`${file.replace('.json', '')}:${key}`, value);
  }
  return all;
}

const [mn, en] = LANGUAGES.map(load) as [Map<string, string>, Map<string, string>];

describe('locales', () => {
  it('have the same namespaces in both languages', () => {
    expect(readdirSync(path.join(LOCALES, 'mn')).sort()).toEqual(readdirSync(path.join(LOCALES, 'en')).sort());
  });

  it('have no key in Mongolian that is missing in English', () => {
    expect([...mn.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('have no key in English that is missing in Mongolian', () => {
    expect([...en.keys()].filter((key) => !mn.has(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    const empty = [...mn, ...en].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const vars = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const differing = [...en.keys()].filter((key) => vars(en.get(key) ?? '').join() !== vars(mn.get(key) ?? '').join());
    expect(differing).toEqual([]);
  });

  it('write Mongolian in Cyrillic, not English copies', () => {
    // Same in both languages by nature: e-mail addresses and interpolation placeholders.
    const SAME_BY_NATURE = new Set(['common:contact.email']);
    const words = (text: string) => text.replace(/{{\s*\w+\s*}}/g, '');
    const copied = [...mn]
      .filter(([key, value]) => value === en.get(key) && /[A-Za-z]{3,}/.test(words(value)))
      .map(([key]) => key)
      .filter((key) => !SAME_BY_NATURE.has(key));
    expect(copied).toEqual([]);
  });

  it('keep to the glossary: one Mongolian term per idea (docs/development.md, "Texts and terms")', () => {
    // The variants the glossary replaced; each would read as a second word for the same thing.
    const VARIANTS = [/имэйл/i, /логистик/i, /Үнэ тодорхойгүй/i, /Дараах хуудас/i];
    const off = [...mn].filter(([, value]) => VARIANTS.some((variant) => variant.test(value))).map(([key]) => key);
    expect(off).toEqual([]);
  });
});
