import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { localizePath } from '#shared/language-link.ts';
import { paths } from '#shared/routes.ts';
import { SERVICES, TEAM } from '#shared/site.ts';
import type { TextValue } from '#shared/schemas/text-schema.ts';
import { listNamespaces, LOCALES_DIR } from '../i18n.ts';
import { OWNED_BY_COMPANY } from './company-links.ts';
import { OWNED_BY_COLLECTIONS } from './shipped-collections.ts';

// Every visible string of the public site as shipped in locales/: what the office may edit
// (docs/content.md, "Texts"), each under its id `namespace:key.path`. The office's own interface (the admin
// namespace) is not content. Each namespace is a page or a part shared by many; `area` says which, for the
// editor's "where it appears" (a translation key of the admin namespace).

export interface ShippedText {
  id: string;
  namespace: string;
  key: string;
  /** The key's first segment: the block of the page it belongs to. */
  block: string;
  value: TextValue;
}

// `accounts`: the office's account pages and their e-mails; `proxy`: the reverse proxy's own pages, made from the
// shipped texts by `npm run proxy-pages` (deploy/error-pages).
const NOT_CONTENT = new Set(['accounts', 'admin', 'proxy']);

/** Where a namespace's texts appear: `admin:texts.areas.<namespace>`. */
export const areaKey = (namespace: string) => `texts.areas.${namespace}`;

// A page that shows a namespace's texts, for the editor's preview link (texts of every page: the home page).
const AREA_PAGES: Record<string, string> = {
  blocks: paths.about(),
  catalogue: paths.catalogue(),
  contact: paths.contact(),
  forms: paths.contact(),
  pages: paths.about(),
  privacy: paths.privacy(),
  'product-plan': paths.productPlan(),
  search: paths.search('bit'),
  services: paths.service(SERVICES[0]?.slug ?? ''),
  stores: paths.quote(),
  team: paths.teamMember(TEAM[0]?.slug ?? ''),
  video: paths.video(SERVICES[0]?.slug ?? ''),
};

/** The address of a page showing the namespace's texts, in `lng`. */
export const areaPage = (namespace: string, lng: Language) => localizePath(AREA_PAGES[namespace] ?? paths.home(), lng);

/** [dotted path, text] of every string in a locale file (arrays by index: services.json lists steps). */
function leaves(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]): Array<[string, string]> =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

export function readShippedTexts(localesDir = LOCALES_DIR): ShippedText[] {
  const texts: ShippedText[] = [];
  for (const namespace of listNamespaces(localesDir).filter((ns) => !NOT_CONTENT.has(ns))) {
    const byLanguage = Object.fromEntries(
      LANGUAGES.map((lng) => {
        const file = path.join(localesDir, lng, `${namespace}.json`);
        return [lng, new Map(leaves(JSON.parse(readFileSync(file, 'utf8'))))];
      }),
    ) as Record<Language, Map<string, string>>;
    for (const [key, en] of byLanguage.en) {
      texts.push({
        id: `${namespace}:${key}`,
        namespace,
        key,
        block: key.split('.')[0] ?? key,
        // The locales test keeps both languages' keys the same.
        value: { mn: byLanguage.mn.get(key) ?? en, en },
      });
    }
  }
  return texts;
}

export type TextCatalogue = ReturnType<typeof textCatalogue>;

/**
 * True for a text the office edits as part of a list's item (the team, the testimonials) or of the company's
 * details (its address, phones, e-mail, opening hours: /admin/company), not on its own.
 */
const ownedElsewhere = (id: string) =>
  OWNED_BY_COMPANY.has(id) || OWNED_BY_COLLECTIONS.some((prefix) => id.startsWith(prefix));

/** The shipped texts by id, in file order, but those the lists and the company's details own. */
export function textCatalogue(shipped: readonly ShippedText[] = readShippedTexts()) {
  const texts = shipped.filter((text) => !ownedElsewhere(text.id));
  const byId = new Map(texts.map((text) => [text.id, text]));
  return {
    all: texts,
    namespaces: [...new Set(texts.map((text) => text.namespace))],
    get: (id: string) => byId.get(id),
  };
}
