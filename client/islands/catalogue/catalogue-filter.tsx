import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_SORTS, isCatalogueSort, type CatalogueSort } from '#shared/money.ts';
import { usePaths } from '../../ui/use-language.ts';
import { findProductGroup } from '#shared/site.ts';

/** What the visitor chose: a category (null for all) and an order. */
export interface CatalogueChoice {
  category: string | null;
  sort: CatalogueSort;
}

interface CatalogueFilterProps {
  categories: readonly string[];
  category: string | null;
  sort: CatalogueSort;
  /** After hydration a choice applies at once, so the submit button is only there without script. */
  isLive: boolean;
  onChoose: (choice: CatalogueChoice) => void;
}

const categoryOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const sortOf = (value: unknown): CatalogueSort => (isCatalogueSort(value) ? value : 'listed');

// docs/specification.md §2 category dropdown: 'All', then each distinct category (labelled with its product group's
// title); beside it the order (the office's, or by price: docs/content.md, "Prices"). Without script it is a GET form
// (?category=…&sort=…, redirected by the server to /products/{category}?sort=…).
export function CatalogueFilter({ categories, category, sort, isLive, onChoose }: CatalogueFilterProps) {
  const paths = usePaths();
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
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onChoose({ category: categoryOf(data.get('category')), sort: sortOf(data.get('sort')) });
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
            onChange={(event) => onChoose({ category: categoryOf(event.target.value), sort })}
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
            onChange={(event) => onChoose({ category, sort: sortOf(event.target.value) })}
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
    </form>
  );
}
