import { useTranslation } from 'react-i18next';
import type { InboxProps } from '#shared/admin-view.ts';
import { Notice } from './admin-notice.tsx';

interface ChoiceProps {
  name: string;
  label: string;
  values: readonly string[];
  selected: string;
  /** The translation key prefix of each value's name ('kinds'). */
  names: string;
}

function Choice({ name, label, values, selected, names }: ChoiceProps) {
  const { t } = useTranslation('admin');
  return (
    <label>
      {label}
      <select name={name} defaultValue={selected}>
        <option value="">{t('filters.any')}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`${names}.${value}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The filters: a plain GET form, so every filtered list has an address of its own. Folded into a <details> that a
 * phone shows closed, so the list starts on the first screen (issue #27); open when a filter is set or refused, and
 * always shown on wider screens (inbox.css).
 */
export function InboxFilters({ base, props }: { base: string; props: InboxProps }) {
  const { t } = useTranslation('admin');
  const { fields, fieldError, kinds, statuses, minSearch } = props;
  const isFiltered = Object.values(fields).some((value) => value !== '') || !!fieldError;
  return (
    <form method="get" action={base} className="filters" role="search">
      <details className="filters__fold" open={isFiltered}>
        <summary className="filters__toggle">{t('filters.legend')}</summary>
        <fieldset>
          <legend>{t('filters.legend')}</legend>
          {fieldError ? <Notice notice={{ key: fieldError, kind: 'error' }} min={minSearch} /> : null}
          <div className="filters__grid">
            <Choice name="kind" label={t('filters.kind')} values={kinds} selected={fields.kind} names="kinds" />
            <Choice
              name="status"
              label={t('filters.status')}
              values={statuses}
              selected={fields.status}
              names="statuses"
            />
            <label>
              {t('filters.from')} <input type="date" name="from" defaultValue={fields.from} />
            </label>
            <label>
              {t('filters.to')} <input type="date" name="to" defaultValue={fields.to} />
            </label>
            <label className="filters__search">
              {t('filters.search')} <input type="search" name="q" defaultValue={fields.q} />
            </label>
          </div>
          <div className="filters__actions">
            <button type="submit" className="button">
              {t('filters.apply')}
            </button>
            <a href={base}>{t('filters.clear')}</a>
          </div>
        </fieldset>
      </details>
    </form>
  );
}
