import type { Clock } from '../clock.ts';
import type { Language } from '#shared/constants.ts';
import { isSeoPageId } from '#shared/page-seo.ts';
import { COMPANY_LINKS_KEY, type CompanyLinksSource } from '../content/company-links.ts';
import { parseItemKey, type Collections } from '../content/collections.ts';
import type { ProductCatalogue } from '../content/product-catalogue.ts';
import type { SiteTexts } from '../content/site-texts.ts';
import type { TextCatalogue } from '../content/text-catalogue.ts';
import type { ContentKind, ContentStore } from '../storage/content-store.ts';
import type { ScheduleOutcome } from '../storage/content-schedules.ts';
import { collectionKinds } from './collection-kind.ts';
import { companyKind } from './company-kind.ts';
import { globalActions } from './global-actions.ts';
import type { GlobalKind } from './global-kind.ts';
import { itemActions } from './item-actions.ts';
import type { ItemEntry, ItemForm, ItemKind } from './item-kind.ts';
import type { Actor } from './admin-actor.ts';
import { pageSeoKind, type PageSeoRecords } from './page-seo-kind.ts';
import { productKind } from './product-kind.ts';
import { textKind } from './text-kind.ts';

// The office's kinds found by a content item's kind and key, without a request (docs/content.md, "Scheduling"):
// what a schedule names, with the lifecycle's actions on it (item-actions.ts, global-actions.ts) that the office's
// buttons run too.

export interface ScheduleTarget {
  /** The audit trail's prefix of its kind, and its target. */
  prefix: 'product' | 'collection-item' | 'text' | 'company-links' | 'page-seo';
  target: string;
  /** Its page in the office, under the office's base. */
  href(base: string): string;
  /** What names it to the staff in `lng` (an item's name or title; a text's key; the company's details). */
  title(lng: Language): string;
  /** Whether it can be hidden (an item; a document is always shown). */
  hides: boolean;
  publishDraft(actor: Actor): Promise<ScheduleOutcome>;
  hide(actor: Actor): Promise<ScheduleOutcome>;
}

export interface ScheduleTargetsDeps {
  catalogue: TextCatalogue;
  texts: SiteTexts;
  company: CompanyLinksSource;
  productCatalogue: ProductCatalogue;
  collections: Collections;
  pageSeo: PageSeoRecords;
  content: ContentStore;
  clock: Clock;
}

export type ScheduleTargets = (kind: ContentKind, key: string) => ScheduleTarget | undefined;

export function scheduleTargets(deps: ScheduleTargetsDeps): ScheduleTargets {
  const items = itemActions(deps);
  const documents = globalActions(deps);
  const products = productKind(deps.productCatalogue, deps.productCatalogue.images());
  const lists = collectionKinds(deps.collections);
  const texts = textKind(deps.catalogue, deps.texts);
  const company = companyKind(deps.company);
  const pageSeo = pageSeoKind(deps.pageSeo);

  const item = <E extends ItemEntry, P, F extends ItemForm>(kind: ItemKind<E, P, F>, id: number): ScheduleTarget => ({
    prefix: kind.audit.prefix,
    target: kind.audit.target(id),
    href: (base) => kind.itemHref(base, id),
    title(lng) {
      const entry = kind.entry(id);
      return (entry && kind.titleOf(kind.published(entry), lng)) || kind.audit.target(id);
    },
    hides: true,
    publishDraft: (actor) => items.publishDraft(kind, id, actor),
    hide: (actor) => items.hide(kind, id, actor),
  });
  const document = <D, F, K extends ContentKind>(kind: GlobalKind<D, F, K>, doc: D): ScheduleTarget => ({
    prefix: kind.audit.prefix as ScheduleTarget['prefix'],
    target: kind.audit.target(doc),
    href: (base) => kind.href(base, doc),
    title: () => kind.audit.target(doc),
    hides: false,
    publishDraft: (actor) => documents.publishDraft(kind, doc, actor),
    hide: async () => 'invalid',
  });

  return (kind, key) => {
    if (kind === 'product') {
      const id = Number(key);
      return Number.isSafeInteger(id) && id > 0 ? item(products, id) : undefined;
    }
    if (kind === 'collection-item') {
      const parsed = parseItemKey(key);
      return parsed ? item(lists(parsed[0]), parsed[1]) : undefined;
    }
    if (kind === 'text') {
      const text = deps.catalogue.get(key);
      return text ? document(texts, text) : undefined;
    }
    if (kind === 'company' && key === COMPANY_LINKS_KEY) return document(company, { key: COMPANY_LINKS_KEY } as const);
    if (kind === 'page-seo' && isSeoPageId(key)) return document(pageSeo, key);
    return undefined;
  };
}
