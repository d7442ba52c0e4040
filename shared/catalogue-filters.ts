import { filtersOf, iadcSeries, type ProductSpec, type SpecFilter } from './product-specs.ts';

// The catalogue's filters by specification (docs/content.md, "Specifications"; product-specs.ts says which spec
// filters a category and how): ranges of numbers and choices of values, combined (every filter must hold; within a
// choice, any value chosen), read from and written to the address (?diameter=250-320&iadc=6) so a filtered list
// is a link, and the count of matching products beside each choice given the other filters. The server reads
// them for its page and its GET form; the catalogue's island filters the list it has with the same functions.

/** A range asked for: either end may be open. */
export interface ChosenRange {
  min?: number;
  max?: number;
}

/** What the visitor chose, by the filter's parameter: a range, or the values of a choice. */
export type CatalogueFilters = Readonly<Record<string, ChosenRange | readonly string[]>>;

/** A product's value for each of its category's filters (a number, a choice's value), worked out once. */
export type FilterKeys = Readonly<Record<string, number | string | undefined>>;

export interface ChoiceFacet {
  kind: 'choice';
  param: string;
  /** The spec filtered by (its label, its options' labels). */
  name: string;
  /** How its values are worded: a choice's options (their labels), an IADC series, a name as spelled (a make). */
  words: 'options' | 'series' | 'spelled';
  /** Each value the category's products have, with how many match it and the other filters. */
  choices: Array<{ value: string; label: string; count: number; chosen: boolean }>;
}

export interface RangeFacet {
  kind: 'range';
  param: string;
  name: string;
  unit?: string;
  /** The least and largest value of the category's products (undefined: none has it). */
  least?: number;
  most?: number;
  chosen: ChosenRange;
}

export type Facet = ChoiceFacet | RangeFacet;

/** The most values of one choice an address may name, and the longest value (a make's name). */
const MAX_CHOSEN = 12;
const VALUE_MAX = 40;

const numberOf = (typed: string): number | undefined => {
  const text = typed.trim().replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(text)) return undefined;
  return Number(text);
};

/** A make's name as compared: case and spaces aside. */
const keyOfText = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/** The value a product has for a filter, as the filter compares it. */
function keyOf(spec: ProductSpec, filter: SpecFilter, product: Readonly<Record<string, unknown>>) {
  const value = product[spec.name];
  if (filter.kind === 'range') return typeof value === 'number' ? value : undefined;
  if (typeof value !== 'string') return undefined;
  if (filter.kind === 'choice' && filter.by === 'series') return iadcSeries(value);
  return spec.kind === 'choice' ? value : keyOfText(value);
}

/** A product's keys for its category's filters (product-service.ts keeps them with each set of products). */
export function filterKeysOf(product: Readonly<Record<string, unknown>>): FilterKeys {
  const category = typeof product.category === 'string' ? product.category : undefined;
  return Object.fromEntries(
    filtersOf(category).map(({ spec, filter }) => [filter.param, keyOf(spec, filter, product)]),
  );
}

/**
 * The filters the address asks for, of the category's filters only: a range as `250-320`, `250-` or `-320` (or,
 * from the GET form, `diameter_min` and `diameter_max`), a choice as `iadc=6`, repeated or `5,6`. What cannot be
 * read is left out, so a mistyped address shows the unfiltered list rather than an error.
 */
export function readFilters(category: string | null | undefined, query: URLSearchParams): CatalogueFilters {
  const filters: Record<string, ChosenRange | string[]> = {};
  for (const { spec, filter } of filtersOf(category)) {
    const { param } = filter;
    if (filter.kind === 'range') {
      const [typedMin = '', typedMax = ''] = (query.get(param) ?? '').split('-');
      const min = numberOf(query.get(`${param}_min`) ?? typedMin);
      const max = numberOf(query.get(`${param}_max`) ?? typedMax);
      if (min !== undefined || max !== undefined) {
        filters[param] = { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
      }
      continue;
    }
    const typed = query
      .getAll(param)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '' && value.length <= VALUE_MAX);
    const values = typed.filter((value) =>
      filter.by === 'series'
        ? iadcSeries(value) === value
        : spec.kind !== 'choice' || (spec.options ?? []).includes(value),
    );
    const chosen = [...new Set(spec.kind === 'choice' || filter.by ? values : values.map(keyOfText))];
    if (chosen.length > 0) filters[param] = chosen.slice(0, MAX_CHOSEN).sort();
  }
  return filters;
}

/** The filters as the address's query parts, in the definition's order (the canonical spelling of a filtered list). */
export function filterQuery(filters: CatalogueFilters): string[] {
  return Object.entries(filters).flatMap(([param, chosen]) => {
    if (isRange(chosen)) return [`${param}=${chosen.min ?? ''}-${chosen.max ?? ''}`];
    return chosen.length > 0 ? [`${param}=${chosen.map(encodeURIComponent).join(',')}`] : [];
  });
}

export const isRange = (chosen: ChosenRange | readonly string[] | undefined): chosen is ChosenRange =>
  chosen !== undefined && !Array.isArray(chosen);

/** How many filters are chosen (the phone's "Filters (2)"). */
export const filterCount = (filters: CatalogueFilters) => Object.keys(filters).length;

function holds(chosen: ChosenRange | readonly string[], key: number | string | undefined): boolean {
  if (isRange(chosen)) {
    if (typeof key !== 'number') return false;
    return (chosen.min === undefined || key >= chosen.min) && (chosen.max === undefined || key <= chosen.max);
  }
  return typeof key === 'string' && (chosen as readonly string[]).includes(key);
}

/** Whether a product's keys meet every filter (but `except`'s, for its own counts). */
export function meetsFilters(keys: FilterKeys, filters: CatalogueFilters, except?: string): boolean {
  for (const [param, chosen] of Object.entries(filters)) {
    if (param !== except && !holds(chosen, keys[param])) return false;
  }
  return true;
}

/**
 * The category's filters as the form shows them: each choice's values with the count of the products that have it
 * and meet the other filters; each range with the least and largest value there is.
 */
export function facetsOf<Item extends Readonly<Record<string, unknown>>>(
  category: string | null | undefined,
  items: readonly Item[],
  keysOf: (item: Item) => FilterKeys,
  filters: CatalogueFilters,
): Facet[] {
  return filtersOf(category).map(({ spec, filter }): Facet => {
    const { param } = filter;
    const chosen = filters[param];
    if (filter.kind === 'range') {
      const values = items.map((item) => keysOf(item)[param]).filter((key) => typeof key === 'number');
      return {
        kind: 'range',
        param,
        name: spec.name,
        ...(spec.unit ? { unit: spec.unit } : {}),
        ...(values.length > 0 ? { least: Math.min(...values), most: Math.max(...values) } : {}),
        chosen: isRange(chosen) ? chosen : {},
      };
    }
    const counts = new Map<string, { label: string; count: number }>();
    for (const item of items) {
      const keys = keysOf(item);
      const key = keys[param];
      if (typeof key !== 'string') continue;
      // A make is named as the first product spells it; a choice's options and a series are worded by the form.
      const spelling = spec.kind === 'text' && !filter.by ? item[spec.name] : undefined;
      const entry = counts.get(key) ?? { label: typeof spelling === 'string' ? spelling.trim() : key, count: 0 };
      if (meetsFilters(keys, filters, param)) entry.count += 1;
      counts.set(key, entry);
    }
    const order = spec.options ?? [];
    const values = [...counts.keys()].sort((a, b) =>
      order.length > 0 ? order.indexOf(a) - order.indexOf(b) : a.localeCompare(b),
    );
    const picked = isRange(chosen) ? [] : (chosen ?? []);
    return {
      kind: 'choice',
      param,
      name: spec.name,
      words:
        filter.kind === 'choice' && filter.by === 'series' ? 'series' : spec.kind === 'choice' ? 'options' : 'spelled',
      choices: values.map((value) => ({
        value,
        label: counts.get(value)?.label ?? value,
        count: counts.get(value)?.count ?? 0,
        chosen: picked.includes(value),
      })),
    };
  });
}

/**
 * A catalogue list's address: its path, then its filters, a price order and a page from 2 on (the island's
 * addresses, the no-script paging links and the GET form's redirect all spell it so).
 */
export function catalogueAddress(
  path: string,
  { filters = {}, sort = 'listed', page = 1 }: { filters?: CatalogueFilters; sort?: string; page?: number },
): string {
  const query = [
    ...filterQuery(filters),
    ...(sort === 'listed' ? [] : [`sort=${sort}`]),
    ...(page > 1 ? [`page=${page}`] : []),
  ];
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}
