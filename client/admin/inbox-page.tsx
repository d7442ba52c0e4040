import { useTranslation } from 'react-i18next';
import type { InboxProps, InboxRow } from '#shared/admin-view.ts';
import { InboxFilters } from './inbox-filters.tsx';

const COLUMNS = ['time', 'kind', 'name', 'email', 'phone', 'message', 'status'] as const;

type Translate = (key: string, options?: Record<string, unknown>) => string;
type ColumnLabels = Record<(typeof COLUMNS)[number], string>;

// A plain function, not a component: a page has 50 rows, and the page's one `t` and column labels serve them all
// (a hook per row was a third of the page's render time: README, "Inbox at scale").
function tableRow(t: Translate, label: ColumnLabels, row: InboxRow) {
  return (
    <tr key={row.key} className={`row row--${row.status}`}>
      <td data-label={label.time}>
        <time dateTime={row.createdAt}>{row.localTime}</time>
      </td>
      <td data-label={label.kind}>{t(`kinds.${row.kind}`)}</td>
      <td data-label={label.name}>
        <a href={row.href} aria-label={`${t('list.open', { id: row.id })}: ${row.label}`}>
          {row.label}
        </a>
      </td>
      <td data-label={label.email} className="cell--wrap">
        {row.email}
      </td>
      <td data-label={label.phone}>{row.phone}</td>
      <td data-label={label.message} className="cell--wrap">
        {row.firstLine}
      </td>
      <td data-label={label.status}>
        <span className={`status status--${row.status}`}>{t(`statuses.${row.status}`)}</span>
      </td>
    </tr>
  );
}

function countText(t: Translate, total: InboxProps['total']) {
  if (!total) return t('list.countUnknown');
  return total.more ? t('list.countMore', { total: total.count }) : t('list.count', { count: total.count });
}

function Pager({ pager }: { pager: InboxProps['pager'] }) {
  const { t } = useTranslation('admin');
  if (!pager.newer && !pager.older) return null;
  return (
    <nav className="pager" aria-label={t('list.pages')}>
      {pager.newer ? (
        <a rel="prev" href={pager.newer}>
          {t('list.newer')}
        </a>
      ) : null}
      {pager.newest ? <a href={pager.newest}>{t('list.newest')}</a> : null}
      {pager.older ? (
        <a rel="next" href={pager.older}>
          {t('list.older')}
        </a>
      ) : null}
    </nav>
  );
}

/** The list: filters, how many match, the export links, a page of entries (newest first) and the pager. */
export function InboxPage({ base, props }: { base: string; props: InboxProps }) {
  const { t } = useTranslation('admin');
  const labels = Object.fromEntries(COLUMNS.map((column) => [column, t(`list.${column}`)])) as ColumnLabels;
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
      {props.rows.length === 0 ? (
        <p className="empty">{t('list.empty')}</p>
      ) : (
        <table className="inbox">
          <caption className="visually-hidden">{t('list.caption')}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {labels[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{props.rows.map((entry) => tableRow(t, labels, entry))}</tbody>
        </table>
      )}
      <Pager pager={props.pager} />
    </>
  );
}
