import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../ui/use-language.ts';
import { findProductGroup } from '#shared/site.ts';

interface CatalogueFilterProps {
  categories: readonly string[];
  category: string | null;
  /** After hydration the choice applies at once, so the submit button is only there without script. */
  isLive: boolean;
  onSelect: (category: string | null) => void;
}

// docs/specification.md §2 category dropdown: 'All', then each distinct category (labelled with its product group's
// title). Without script it is a GET form (?category=…, redirected by the server to /products/{category}).
export function CatalogueFilter({ categories, category, isLive, onSelect }: CatalogueFilterProps) {
  const paths = usePaths();
  const { t } = useTranslation(['catalogue', 'common']);
  const id = useId();
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
        const value = new FormData(event.currentTarget).get('category');
        onSelect(typeof value === 'string' && value !== '' ? value : null);
      }}
    >
      <label htmlFor={id} className="catalogue-filter__label">
        {t('filter.label')}
      </label>
      <div className="catalogue-filter__row">
        <select
          id={id}
          name="category"
          value={category ?? ''}
          onChange={(event) => onSelect(event.target.value === '' ? null : event.target.value)}
        >
          <option value="">{t('filter.all')}</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {label(name)}
            </option>
          ))}
        </select>
        {isLive ? null : (
          <button type="submit" className="button button--dark catalogue-filter__submit">
            {t('filter.submit')}
          </button>
        )}
      </div>
    </form>
  );
}
