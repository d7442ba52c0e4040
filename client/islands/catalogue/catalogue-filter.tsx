import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { readFilters, type CatalogueFilters, type Facet } from '#shared/catalogue-filters.ts';
import { CATALOGUE_SORTS, isCatalogueSort, type CatalogueSort } from '#shared/money.ts';
import { useLanguage, usePaths } from '../../ui/use-language.ts';
import { findProductGroup } from '#shared/site.ts';
import { catalogueHref } from './catalogue-address.ts';
import { CatalogueFilterSpecs } from './catalogue-filter-specs.tsx';

/** What the visitor chose: a category (null for all), an order and the category's filters. */
export interface CatalogueChoice {
  category: string | null;
  sort: CatalogueSort;
  filters: CatalogueFilters;
}

interface CatalogueFilterProps {
  categories: readonly string[];
  category: string | null;
  sort: CatalogueSort;
  filters: CatalogueFilters;
  /** The category's filters by specification, with their counts (none for all products). */
  facets: readonly Facet[];
  /** Changes when the visitor goes back or forward: the inputs (kept as typed meanwhile) show the address's filters. */
  restored: number;
  /** After hydration a choice applies at once, so the submit button is only there without script. */
  isLive: boolean;
  onChoose: (choice: CatalogueChoice) => void;
}

const categoryOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const sortOf = (value: unknown): CatalogueSort => (isCatalogueSort(value) ? value : 'listed');

/** The form as the visitor left it: what its GET would ask the server for. */
function choiceOf(form: HTMLFormElement): CatalogueChoice {
  const data = new FormData(form);
  const query = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === 'string') query.append(name, value);
  const category = categoryOf(data.get('category'));
  return { category, sort: sortOf(data.get('sort')), filters: readFilters(category, query) };
}

// docs/specification.md §2 category dropdown: 'All', then each distinct category (labelled with its product group's
// title); beside it the order (the office's, or by price: docs/content.md, "Prices"). Without script it is a GET form
// (?category=…&sort=…, redirected by the server to /products/{category}?sort=…).
export function CatalogueFilter(props: CatalogueFilterProps) {
  const { categories, category, sort, filters, facets, restored, isLive, onChoose } = props;
  const paths = usePaths();
  const lng = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const { t } = useTranslation(['catalogue', 'common']);
  const id = useId();
  const sortId = `${id}-sort`;
  const label = (name: string) => {
    const group = findProductGroup(name);
    return group ? t(`common:productGroups.${group.key}.title`) : name;
  };
  return (
    <form
      className="catalogue-filter"
      method="get"
      action={paths.catalogue()}
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(choiceOf(event.currentTarget));
      }}
    >
      <div className="catalogue-filter__row">
        <div className="catalogue-filter__field">
          <label htmlFor={id} className="catalogue-filter__label">
            {t('filter.label')}
          </label>
          <select
            id={id}
            name="category"
            value={category ?? ''}
            onChange={(event) => onChoose({ category: categoryOf(event.target.value), sort, filters: {} })}
          >
            <option value="">{t('filter.all')}</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {label(name)}
              </option>
            ))}
          </select>
        </div>
        <div className="catalogue-filter__field">
          <label htmlFor={sortId} className="catalogue-filter__label">
            {t('sort.label')}
          </label>
          <select
            id={sortId}
            name="sort"
            value={sort}
            onChange={(event) => onChoose({ category, sort: sortOf(event.target.value), filters })}
          >
            {CATALOGUE_SORTS.map((order) => (
              <option key={order} value={order}>
                {t(`sort.${order}`)}
              </option>
            ))}
          </select>
        </div>
        {isLive ? null : (
          <button type="submit" className="button button--dark catalogue-filter__submit">
            {t('filter.submit')}
          </button>
        )}
      </div>
      {facets.length > 0 ? (
        <CatalogueFilterSpecs
          key={restored}
          facets={facets}
          filters={filters}
          idPrefix={id}
          clearHref={catalogueHref({ category, sort, page: 1, filters: {} }, lng)}
          onApply={() => formRef.current && onChoose(choiceOf(formRef.current))}
        />
      ) : null}
    </form>
  );
}
