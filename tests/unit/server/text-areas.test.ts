// Every part of the site whose texts the office edits is named, in both languages, on the office's texts page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { areaKey, readShippedTexts } from '#server/content/text-catalogue.ts';

const admin = (lng: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../locales/${lng}/admin.json`), 'utf8')) as Record<
    string,
    unknown
  >;
const textAt = (json: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], json);

describe('the office texts page', () => {
  const namespaces = [...new Set(readShippedTexts().map((text) => text.namespace))];
  it.each(['mn', 'en'])('names every namespace the office edits, in %s', (lng) => {
    const json = admin(lng);
    expect(namespaces.filter((namespace) => typeof textAt(json, areaKey(namespace)) !== 'string')).toEqual([]);
  });
});
