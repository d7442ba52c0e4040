import { COLLECTION_NAMES, type CollectionName } from '#shared/collections.ts';
import type { DeskPart } from '#shared/desk-view.ts';
import { SEO_PAGE_IDS, type SeoPageId } from '#shared/page-seo.ts';
import type { TranslationNeed } from '#shared/translation-status.ts';
import { COMPANY_LINKS_KEY } from '../content/company-links.ts';
import type { ShippedText } from '../content/text-catalogue.ts';
import type { ContentKind } from '../storage/content-store.ts';
import type { GlobalKind } from './global-kind.ts';
import type { ItemEntry, ItemForm, ItemKind } from './item-kind.ts';
import { textsNeedingTranslationHref } from './text-props.ts';
import type { TranslationNeeds } from './translation-needs.ts';
import { NEEDS_TRANSLATION } from './versioned-items.ts';

// The parts of the office the home page counts by what needs a translator (docs/content.md, "Office home"): the
// catalogue, each list, the site's texts, the company's details, the pages' SEO; each made of its kind, so a list added to
// shared/collections.ts is counted with no code here.

export interface DeskPartSource {
  part: DeskPart;
  /** Whether a content item (kind and key) is one of the part's. */
  owns(kind: ContentKind, key: string): boolean;
  /** Its list showing only what needs a translator, under the office's base. */
  needingHref(base: string): string;
  /** What its items that need a translator need. */
  needs(): Promise<readonly TranslationNeed[]>;
}

function itemPart<Entry extends ItemEntry, Published, Form extends ItemForm>(
  labelKey: string,
  kind: ItemKind<Entry, Published, Form>,
  needs: TranslationNeeds,
): DeskPartSource {
  return {
    part: { labelKey },
    owns: (contentKind, key) => contentKind === kind.contentKind && kind.draftId(key) !== undefined,
    needingHref: (base) => `${kind.listHref(base)}?show=${NEEDS_TRANSLATION}`,
    needs: async () => [...(await needs.items(kind)).values()],
  };
}

function documentPart<Doc, Form, K extends ContentKind>(
  labelKey: string,
  kind: GlobalKind<Doc, Form, K>,
  docs: readonly Doc[],
  needingHref: (base: string) => string,
  needs: TranslationNeeds,
): DeskPartSource {
  const keys = new Set(docs.map((doc) => kind.key(doc)));
  return {
    part: { labelKey },
    owns: (contentKind, key) => contentKind === kind.contentKind && keys.has(key),
    needingHref,
    needs: async () => [...(await needs.documents(kind, docs)).values()],
  };
}

/** The company's one document (company-kind.ts). */
const COMPANY = { key: COMPANY_LINKS_KEY } as const;

/** The office's kinds the home page counts (admin-app.ts makes each once), whatever their items' own types. */
export interface DeskKinds {
  products: ItemKind<ItemEntry, unknown, ItemForm>;
  lists: (name: CollectionName) => ItemKind<ItemEntry, unknown, ItemForm>;
  texts: GlobalKind<ShippedText, unknown, 'text'>;
  /** Every text the office edits. */
  allTexts: readonly ShippedText[];
  company: GlobalKind<typeof COMPANY, unknown, 'company'>;
  /** The site pages' SEO records (page-seo-kind.ts). */
  pageSeo: GlobalKind<SeoPageId, unknown, 'page-seo'>;
}

/** The catalogue, each list in the order of shared/collections.ts, the texts, the company's details, the pages' SEO. */
export function deskParts(needs: TranslationNeeds, kinds: DeskKinds): DeskPartSource[] {
  return [
    itemPart('nav.products', kinds.products, needs),
    ...COLLECTION_NAMES.map((name) => itemPart(`collections.${name}.title`, kinds.lists(name), needs)),
    documentPart('nav.texts', kinds.texts, kinds.allTexts, textsNeedingTranslationHref, needs),
    documentPart('nav.company', kinds.company, [COMPANY], (base) => kinds.company.href(base, COMPANY), needs),
    documentPart('nav.pageSeo', kinds.pageSeo, SEO_PAGE_IDS, (base) => `${base}/pages`, needs),
  ];
}
