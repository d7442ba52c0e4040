// What the site search looks through, one source per kind of content. Each builds its documents from the
// translation catalogues in the visitor's language; the catalogue's products come from the product service, the
// services from the office's lists.
import type { Language } from '#shared/constants.ts';
import { paths } from '#shared/routes.ts';
import { linesOf, stepsOf } from '#shared/collections.ts';
import { planAnchor } from '#shared/plans.ts';
import { PRODUCT_GROUPS } from '#shared/site.ts';
import type { CollectionView } from '../content/collections.ts';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import type { ProductService } from './product-service.ts';
import type { SearchDocument, SearchSource, Translate } from './search-service.ts';

// i18next answers a missing key with the key itself; such a text must not be searchable.
function text(t: Translate, key: string): string {
  const value = t(key);
  return typeof value === 'string' && value !== key ? value : '';
}

// A list or a map of texts (capabilities, steps, features), flattened in order; missing → [].
function texts(t: Translate, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap((item: unknown) => {
    if (typeof item === 'string') return [item];
    if (typeof item === 'object' && item !== null) {
      return Object.values(item).filter((part): part is string => typeof part === 'string');
    }
    return [];
  });
}

/** The office's services in the page language, each linking to its page. */
export function serviceSource(lists: Pick<CollectionView, 'items'>, language: Language): SearchSource {
  return () =>
    lists.items('services', language).map(({ slug = '', fields }) => ({
      kind: 'service',
      url: paths.service(slug),
      title: fields.title ?? '',
      texts: [
        fields.summary ?? '',
        fields.description ?? '',
        ...linesOf(fields.capabilities),
        fields.approach ?? '',
        ...stepsOf(fields.steps).flatMap((step) => [step.title, step.text]),
      ].filter(Boolean),
    }));
}

export const productTypeSource: SearchSource = (t) =>
  PRODUCT_GROUPS.map((group) => ({
    kind: 'productType',
    url: paths.catalogue(group.category),
    title: text(t, `common:productGroups.${group.key}.title`),
    texts: [
      text(t, `blocks:productPlans.groups.${group.key}.description`),
      ...texts(t, `blocks:productPlans.groups.${group.key}.features`),
    ].filter(Boolean),
  }));

const PAGES = [
  { id: 'home', url: paths.home() },
  { id: 'about', url: paths.about() },
  { id: 'services', url: paths.services() },
  { id: 'productPlan', url: paths.productPlan() },
  { id: 'catalogue', url: paths.catalogue() },
  { id: 'contact', url: paths.contact() },
] as const;

// Pages by their title and description.
export const pageSource: SearchSource = (t) =>
  PAGES.map(({ id, url }): SearchDocument => ({
    kind: 'page',
    url,
    title: text(t, `pages:meta.${id}.title`),
    texts: [text(t, `pages:meta.${id}.description`)].filter(Boolean),
  })).filter((doc) => doc.title !== '');

/** The office's team members in the page language, each linking to their page. */
export function memberSource(lists: Pick<CollectionView, 'items'>, language: Language): SearchSource {
  return () =>
    lists.items('team', language).map(({ slug = '', fields }) => ({
      kind: 'person',
      url: paths.teamMember(slug),
      title: fields.name ?? '',
      texts: [fields.role ?? '', ...linesOf(fields.expertise), fields.biography ?? ''].filter(Boolean),
    }));
}

/**
 * The Product Plan page's offers (rental, support: the office's list 'plans') on their own, since
 * docs/specification.md §1 names them and visitors look for them by name.
 */
export function planSource(lists: Pick<CollectionView, 'items'>, language: Language): SearchSource {
  return () =>
    lists.items('plans', language).map(({ id, fields }) => ({
      kind: 'page',
      url: `${paths.productPlan()}#${planAnchor(id)}`,
      title: fields.title ?? '',
      texts: [fields.text ?? '', ...linesOf(fields.points)].filter(Boolean),
    }));
}

export const SEARCH_SOURCES: readonly SearchSource[] = [productTypeSource, pageSource];

// The catalogue's documents, built once per language and version of the catalogue (a publish makes a new one).
const productDocuments = new WeakMap<object, { version: number; byLanguage: Map<Language, SearchDocument[]> }>();

// A product by its name, its description, its numbers (docs/content.md, "Part numbers") and the codes of its
// specifications: what an engineer types, a model, a size, an IADC code (search-normalise.ts reads them).
function productDocument(product: CatalogueProduct, t: Translate): SearchDocument {
  const alternatives = product.alternativeNumbers ?? [];
  const numbers = [product.partNumber ?? '', ...alternatives].filter(Boolean);
  const said = [
    product.partNumber ? `${text(t, 'catalogue:numbers.partNumber')} ${product.partNumber}` : '',
    alternatives.length > 0 ? `${text(t, 'catalogue:numbers.alternatives')} ${alternatives.join(', ')}` : '',
  ].filter(Boolean);
  const codes = [
    product.make,
    product.model,
    product.iadc ? `IADC ${product.iadc}` : '',
    product.tyreSize,
    product.thread,
  ];
  return {
    kind: 'product',
    url: paths.product(product.slug),
    title: product.name,
    texts: [product.description, said.join(' · '), codes.filter(Boolean).join(' · ')].filter(Boolean),
    numbers,
  };
}

/** The catalogue's products in the page language, each linking to its own page. */
export function productSource(products: Pick<ProductService, 'list' | 'version'>, language: Language): SearchSource {
  // `t` is in the page language, as `language` is: the documents are kept per language.
  return (t) => {
    let kept = productDocuments.get(products);
    if (kept?.version !== products.version()) {
      kept = { version: products.version(), byLanguage: new Map() };
      productDocuments.set(products, kept);
    }
    let documents = kept.byLanguage.get(language);
    if (!documents) {
      documents = products.list({ language }).map((product) => productDocument(product, t));
      kept.byLanguage.set(language, documents);
    }
    return documents;
  };
}
