import { useTranslation } from 'react-i18next';
import type { AuditProps } from '#shared/admin-view.ts';
import { Notice } from './admin-notice.tsx';
import { AnyChoice, DateFilters, FilterFieldset } from './filter-parts.tsx';
import { LogPager, StackTable, type StackColumn } from './table-parts.tsx';

/** The audit log: filters (a plain GET form), then who did what and when, newest first, 50 a page. */
export function AuditPage({ base, props }: { base: string; props: AuditProps }) {
  const { t } = useTranslation('admin');
  const { fields } = props;
  const actionText = (action: string) => t([`audit.actions.${action}`, `media.audit.${action}`]);
  const columns: Array<StackColumn<AuditProps['rows'][number]>> = [
    { label: t('audit.time'), cell: (row) => row.time },
    { label: t('audit.login'), cell: (row) => row.login || t('audit.unknownLogin') },
    { label: t('audit.action'), cell: (row) => actionText(row.action) },
    { label: t('audit.target'), className: 'cell--wrap', cell: (row) => row.target },
    { label: t('audit.reason'), className: 'cell--wrap', cell: (row) => row.reason },
    { label: t('audit.requestId'), className: 'cell--wrap', cell: (row) => row.requestId },
  ];
  return (
    <>
      <h1>{t('audit.title')}</h1>
      <form method="get" action={`${base}/audit`} className="filters">
        <FilterFieldset
          legend={t('audit.legend')}
          notice={props.fieldError ? <Notice notice={{ key: props.fieldError, kind: 'error' }} /> : null}
          apply={t('filters.apply')}
          clear={{ href: `${base}/audit`, text: t('filters.clear') }}
        >
          <label>
            {t('audit.login')} <input type="text" name="login" defaultValue={fields.login} maxLength={64} />
          </label>
          <AnyChoice
            name="action"
            label={t('audit.action')}
            selected={fields.action}
            options={props.actions.map((action) => ({ value: action, label: actionText(action) }))}
          />
          <DateFilters from={fields.from} to={fields.to} />
        </FilterFieldset>
      </form>
      <StackTable
        empty={t('audit.empty')}
        className="inbox"
        caption={t('audit.caption')}
        captionHidden
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.id}
      />
      <LogPager pager={{ older: props.older }} />
    </>
  );
}
