import type { ProductEditProps, ProductsProps, VersionedItemProps } from '#shared/admin-view.ts';
import type { Language } from '#shared/constants.ts';
import { DEFAULT_CURRENCY, formatAmount, isCurrency } from '#shared/money.ts';
import { localizePath } from '#shared/language-link.ts';
import type { OwnHead } from '#shared/page-seo-view.ts';
import { richTextPlain } from '#shared/rich-text.ts';
import { paths, pathsIn } from '#shared/routes.ts';
import { productFormOf, type ProductForm } from '#shared/schemas/product-edit-schema.ts';
import { rowsShown } from '#shared/schemas/field-rows.ts';
import { PRODUCT } from '#shared/product-fields.ts';
import { PRODUCT_GROUPS, findProductGroup } from '#shared/site.ts';
import { plainFileOf, type ShownPhotos } from '../media/shown-photos.ts';
import { localTime } from '../services/enquiry-formats.ts';
import { parseMarkup } from '../content/markup.ts';
import type { CatalogueEntry } from '../content/product-catalogue.ts';
import { productHead } from '../seo/item-head.ts';
import type { Listed } from './item-kind.ts';
import { itemListProps, type ListQuery } from './item-list-props.ts';

/** Where a product's page is in the office, under its base path. */
export const productHref = (base: string, id: number | 'new') => `${base}/products/${id}`;

/** A product of the list: published (an entry), or only drafted so far (its draft's form). */
export type ListedProduct = Listed<CatalogueEntry, ProductForm>;

/** The form a listed product's row reads: the published product's, or its draft's. */
const formOfListed = (item: ListedProduct) => (item.kind === 'entry' ? productFormOf(item.entry.fields) : item.form);

export function productsProps(
  base: string,
  lng: Language,
  listed: readonly ListedProduct[],
  query: ListQuery,
): ProductsProps {
  return itemListProps(listed, query, {
    listHref: `${base}/products`,
    itemHref: (id) => productHref(base, id),
    searchText: (item) =>
      item.kind === 'entry'
        ? [
            item.entry.fields.name.mn,
            item.entry.fields.name.en,
            item.entry.fields.slug,
            item.entry.fields.partNumber ?? '',
            ...(item.entry.fields.alternativeNumbers ?? []),
          ]
        : ['name.mn', 'name.en', 'slug', 'partNumber', 'alternativeNumbers'].map((input) => item.form[input] ?? ''),
    names: (item) =>
      item.kind === 'entry'
        ? item.entry.fields.name
        : { mn: item.form['name.mn'] ?? '', en: item.form['name.en'] ?? '' },
    publicHref: (entry) => pathsIn(lng).product(entry.fields.slug),
    row(item, names) {
      const form = formOfListed(item);
      const price = Number(form.price ?? '0');
      const currency = isCurrency(form.currency) ? form.currency : DEFAULT_CURRENCY;
      return {
        name: names,
        groupKey: findProductGroup(form.category ?? '')?.key ?? PRODUCT_GROUPS[0].key,
        // In the currency it was entered in, as the public pages show it without a rate (shared/money.ts).
        price: price > 0 ? formatAmount(price, currency) : '',
        // A draft's drawing as typed is shown only when it names one of the site's own.
        thumb: /^\/images\/catalogue\/[\w-]+\.svg$/.test(form.image ?? '') ? (form.image ?? '') : '',
        changed: item.kind === 'entry' && item.entry.publishedAt ? localTime(item.entry.publishedAt).slice(0, 10) : '',
      };
    },
  });
}

/**
 * The product page's own head in each language, from the form as shown (the product page's loader's rule, its
 * description's markup as plain text): what its search result shows while its SEO fields are empty.
 */
function productOwnHeads(fields: ProductForm): Record<Language, OwnHead> {
  const slug = fields.slug?.trim();
  const ownIn = (lng: Language): OwnHead => ({
    ...productHead({
      name: fields[`name.${lng}`] ?? '',
      description: richTextPlain(parseMarkup(fields[`description.${lng}`] ?? '')),
    }),
    path: slug ? pathsIn(lng).product(slug) : localizePath(`${paths.product('')}…`, lng),
  });
  return { mn: ownIn('mn'), en: ownIn('en') };
}

export interface ProductPropsInput {
  lng: Language;
  id?: number;
  entry?: CatalogueEntry;
  /** The library's photos a product may show. */
  photos: ShownPhotos;
}

/** A product's page: the frame of every item's page (item-page-props.ts) with the product's own parts. */
export function productEditProps(
  frame: VersionedItemProps & { fields: ProductForm },
  { lng, id, entry, photos }: ProductPropsInput,
): ProductEditProps {
  const { fields } = frame;
  const shown = (kind: string) => {
    const field = PRODUCT.fields.find((candidate) => candidate.kind === kind);
    return field ? rowsShown(field, fields) : 0;
  };
  return {
    ...(id !== undefined ? { id } : {}),
    name: entry?.fields.name[lng] ?? (fields[`name.${lng}`] || ''),
    ...frame,
    specRows: shown('rows'),
    categories: PRODUCT_GROUPS.map((group) => ({ value: group.category, groupKey: group.key })),
    photoRows: shown('photos'),
    own: productOwnHeads(fields),
    photoChoices: Object.fromEntries(
      [...photos.values()].map((record) => [record.id, { label: record.alt[lng], src: plainFileOf(record, 320) }]),
    ),
  };
}
