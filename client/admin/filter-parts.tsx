import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_LIST_FILTERS, type ProductListFilter } from '#shared/admin-view.ts';

// The office's filters (the inbox's, the audit log's, the ordered lists'): plain GET forms, so each view has an
// address; their fieldset, the dates and choices they share, and the ordered lists' whole filter.

interface FilterFieldsetProps {
  legend: string;
  /** What could not be read of the filter, above its inputs. */
  notice?: ReactNode;
  /** The submit button's words, and the link to the view unfiltered (its address and words), if offered. */
  apply: string;
  clear?: { href: string; text: string };
  /** Its inputs. */
  children: ReactNode;
}

/** A filter's inputs in a grid, under its legend, then the button that applies it and the link that clears it. */
export function FilterFieldset({ legend, notice, apply, clear, children }: FilterFieldsetProps) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {notice}
      <div className="filters__grid">{children}</div>
      <div className="filters__actions">
        <button type="submit" className="button">
          {apply}
        </button>
        {clear ? <a href={clear.href}>{clear.text}</a> : null}
      </div>
    </fieldset>
  );
}

/**
 * The days a filter spans: from, to (either may be empty). Each says its format in the staff's language beside it:
 * the browser writes an empty date input's placeholder in its own ("mm/dd/yyyy").
 */
export function DateFilters({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <label className="date-field">
        {t('filters.from')} <input type="date" name="from" defaultValue={from} aria-describedby="filter-date-hint" />
      </label>
      <label className="date-field">
        {t('filters.to')} <input type="date" name="to" defaultValue={to} aria-describedby="filter-date-hint" />
      </label>
      <p className="hint date-hint" id="filter-date-hint">
        {t('filters.dateHint')}
      </p>
    </>
  );
}

interface AnyChoiceProps {
  name: string;
  label: string;
  selected: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A filter's choice, "any" first (the empty value). */
export function AnyChoice({ name, label, selected, options }: AnyChoiceProps) {
  const { t } = useTranslation('admin');
  return (
    <label>
      {label}
      <select name={name} defaultValue={selected}>
        <option value="">{t('filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

interface FilterFormProps {
  /** Where it gets: the list's address (none: the page's own). */
  action?: string;
  legend: string;
  /** The list unfiltered, linked while a filter is on. */
  clearHref?: string;
  /** Its inputs. */
  children: ReactNode;
}

/** An ordered list's filter (the products', each of the site's lists'). */
export function FilterForm({ action, legend, clearHref, children }: FilterFormProps) {
  const { t } = useTranslation('admin');
  return (
    <form method="get" action={action} className="filters" role="search">
      <FilterFieldset
        legend={legend}
        apply={t('products.find')}
        clear={clearHref ? { href: clearHref, text: t('products.clear') } : undefined}
      >
        {children}
      </FilterFieldset>
    </form>
  );
}

/** The filter by state, each choice with how many it shows. */
export function ShowFilter({ show, counts }: { show: ProductListFilter; counts: Record<ProductListFilter, number> }) {
  const { t } = useTranslation('admin');
  return (
    <label>
      {t('products.show')}{' '}
      <select name="show" defaultValue={show}>
        {PRODUCT_LIST_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {t('products.filterCount', { label: t(`products.filters.${filter}`), count: counts[filter] })}
          </option>
        ))}
      </select>
    </label>
  );
}
