import { useTranslation } from 'react-i18next';
import type { InboxProps, InboxRow } from '#shared/admin-view.ts';
import { Badge } from './badge.tsx';
import type { Translate } from './field-parts.tsx';
import { InboxFilters } from './inbox-filters.tsx';
import { QuotationBadge } from './quotation-badge.tsx';
import { LogPager, StackTable, type StackColumn } from './table-parts.tsx';

function countText(t: Translate, total: InboxProps['total']) {
  if (!total) return t('list.countUnknown');
  return total.more ? t('list.countMore', { total: total.count }) : t('list.count', { count: total.count });
}

/** The list: filters, how many match, the export links, a page of entries (newest first) and the pager. */
export function InboxPage({ base, props }: { base: string; props: InboxProps }) {
  const { t } = useTranslation('admin');
  const columns: Array<StackColumn<InboxRow>> = [
    { label: t('list.time'), cell: (row) => <time dateTime={row.createdAt}>{row.localTime}</time> },
    { label: t('list.kind'), cell: (row) => t(`kinds.${row.kind}`) },
    {
      label: t('list.name'),
      cell: (row) => (
        <a href={row.href} aria-label={`${t('list.open', { id: row.id })}: ${row.label}`}>
          {row.label}
        </a>
      ),
    },
    { label: t('list.email'), className: 'cell--wrap', cell: (row) => row.email },
    { label: t('list.phone'), cell: (row) => row.phone },
    { label: t('list.message'), className: 'cell--wrap', cell: (row) => row.firstLine },
    { label: t('list.status'), cell: (row) => <Badge tone={row.status}>{t(`statuses.${row.status}`)}</Badge> },
    {
      label: t('quotations:office.quotation'),
      cell: (row) =>
        !row.quotation ? null : row.quotation === 'none' ? (
          t('quotations:statuses.none')
        ) : (
          <QuotationBadge status={row.quotation} />
        ),
    },
  ];
  return (
    <>
      <h1>{t('title')}</h1>
      <InboxFilters base={base} props={props} />
      <div className="summary">
        <p role="status">{countText(t, props.total)}</p>
        <p className="summary__export">
          {t('export.title')}:{' '}
          <a href={props.exports.csv} download>
            {t('export.csv')}
          </a>{' '}
          <a href={props.exports.json} download>
            {t('export.json')}
          </a>
        </p>
      </div>
      <StackTable
        empty={t('list.empty')}
        className="inbox"
        caption={t('list.caption')}
        captionHidden
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.key}
        rowClassName={(row) => `row row--${row.status}`}
      />
      <LogPager pager={props.pager} />
    </>
  );
}
