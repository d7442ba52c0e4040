import { useTranslation } from 'react-i18next';
import type { InboxProps } from '#shared/admin-view.ts';
import { Notice } from './admin-notice.tsx';
import { AnyChoice, DateFilters, FilterFieldset } from './filter-parts.tsx';

/**
 * The filters: a plain GET form, so every filtered list has an address of its own. Folded into a <details> that a
 * phone shows closed, so the list starts on the first screen; open when a filter is set or refused, and
 * always shown on wider screens (inbox.css).
 */
export function InboxFilters({ base, props }: { base: string; props: InboxProps }) {
  const { t } = useTranslation('admin');
  const { fields, fieldError, kinds, statuses, minSearch } = props;
  const isFiltered = Object.values(fields).some((value) => value !== '') || !!fieldError;
  /** A choice's options: each value named by its text under `names` ('kinds'). */
  const named = (values: readonly string[], names: string) =>
    values.map((value) => ({ value, label: t(`${names}.${value}`) }));
  return (
    <form method="get" action={base} className="filters" role="search">
      <details className="filters__fold" open={isFiltered}>
        <summary className="filters__toggle">{t('filters.legend')}</summary>
        <FilterFieldset
          legend={t('filters.legend')}
          notice={fieldError ? <Notice notice={{ key: fieldError, kind: 'error' }} min={minSearch} /> : null}
          apply={t('filters.apply')}
          clear={{ href: base, text: t('filters.clear') }}
        >
          <AnyChoice name="kind" label={t('filters.kind')} selected={fields.kind} options={named(kinds, 'kinds')} />
          <AnyChoice
            name="status"
            label={t('filters.status')}
            selected={fields.status}
            options={named(statuses, 'statuses')}
          />
          <AnyChoice
            name="quotation"
            label={t('quotations:office.filter')}
            selected={fields.quotation}
            options={named(props.quotationStatuses, 'quotations:statuses')}
          />
          <DateFilters from={fields.from} to={fields.to} />
          <label className="filters__search">
            {t('filters.search')} <input type="search" name="q" defaultValue={fields.q} />
          </label>
        </FilterFieldset>
      </details>
    </form>
  );
}
