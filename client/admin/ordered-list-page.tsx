import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminNotice, ItemListProps, ListRowState } from '#shared/admin-view.ts';
import type { Language } from '#shared/constants.ts';
import { Notice } from './admin-notice.tsx';
import { BulkBox, BulkForm, BulkHead, BulkNotice } from './bulk-parts.tsx';
import { REORDER_ID, type Ordering } from './list-order.tsx';
import { ListRow, ListTable, type Names } from './list-parts.tsx';
import type { Translate } from './field-parts.tsx';
import { PagerNav, type Column } from './table-parts.tsx';

/** The list's head: its title, the link to add an item, its introduction, and a notice when there is one. */
interface ListHead {
  title: string;
  /** The link to add an item: its words and address. */
  add: string;
  addHref: string;
  intro: string;
  notice: AdminNotice | undefined;
}

interface OrderedListPageProps<Row extends ListRowState> {
  head: ListHead;
  /** The list's filter (filter-parts.tsx). */
  filter: ReactNode;
  /** What moving the items takes, when the list says it. */
  hint: string | undefined;
  /** What the page says when no item is shown. */
  none: string;
  table: { captionId: string; caption: string; columns: readonly Column[] };
  rows: readonly Row[];
  /** A row's name in each language, and what an item is called when it has none (by its id). */
  names: (row: Row) => Names;
  untitled: (id: number | string) => string;
  /** Whether the list has a column for the items' public pages. */
  site: boolean;
  ordering: Ordering | undefined;
  /** A row's own cells, between its name and its state. */
  cells?: (row: Row) => ReactNode;
  /** A row's picture beside its name ('' for none), for a list of things with pictures. */
  thumb?: (row: Row) => string;
  pager: ItemListProps<Row>['pager'];
  /** The bulk actions on the rows ticked, and the session's token their form posts. */
  bulk: ItemListProps<Row>['bulk'];
  csrfToken: string;
}

/**
 * An ordered list's page (the products, each of the site's lists): its head with the link to add an item, its
 * filter, what moving takes, and a table of a page of the items in the site's order with their state, or that
 * there is none, and the pages beside it. On the whole list, its reorder view (the list while the address's anchor
 * is REORDER_ID: no script) shows each one's position and its moves up, down or to a position. The rows ticked
 * take a bulk action (bulk-parts.tsx), whose outcome is said under the head.
 */
export function OrderedListPage<Row extends ListRowState>(props: OrderedListPageProps<Row>) {
  const { t, i18n } = useTranslation('admin');
  const lng: Language = i18n.language === 'en' ? 'en' : 'mn';
  const { head, bulk } = props;
  return (
    <>
      <div className="page-head">
        <h1>{head.title}</h1>
        <a className="button" href={head.addHref}>
          {head.add}
        </a>
      </div>
      <p>{head.intro}</p>
      {head.notice ? <Notice notice={head.notice} /> : null}
      {bulk.outcome ? <BulkNotice t={t} lng={lng} outcome={bulk.outcome} untitled={props.untitled} /> : null}
      {props.filter}
      <div className="ordered-list" id={props.ordering ? REORDER_ID : undefined}>
        {props.ordering ? (
          <div className="reorder-bar">
            <a className="button button--quiet button--small reorder-start" href={`#${REORDER_ID}`}>
              {t('products.reorder')}
            </a>
            <p className="hint reorder-hint">{props.hint}</p>
            <a className="button button--small reorder-done" href="#main">
              {t('products.reorderDone')}
            </a>
          </div>
        ) : props.hint ? (
          <p className="hint">{props.hint}</p>
        ) : null}
        <ListBody {...props} t={t} lng={lng} />
      </div>
      <ListPager pager={props.pager} />
    </>
  );
}

/** The list's rows, with the bulk form acting on those ticked, or that there is none. */
function ListBody<Row extends ListRowState>(props: OrderedListPageProps<Row> & { t: Translate; lng: Language }) {
  const { t, lng, rows, table, bulk } = props;
  return (
    <>
      {rows.length === 0 ? (
        <p className="empty">{props.none}</p>
      ) : (
        <>
          <BulkForm t={t} bulk={bulk} csrfToken={props.csrfToken} />
          <ListTable
            captionId={table.captionId}
            caption={table.caption}
            columns={[{ label: t('bulk.column'), head: <BulkHead t={t} formId={bulk.formId} /> }, ...table.columns]}
          >
            {rows.map((row) => (
              <ListRow
                key={row.id}
                t={t}
                lng={lng}
                row={row}
                names={props.names(row)}
                untitled={props.untitled(row.id)}
                site={props.site}
                ordering={props.ordering}
                select={(name) => <BulkBox t={t} formId={bulk.formId} id={row.id} name={name} />}
                thumb={props.thumb?.(row)}
              >
                {props.cells?.(row)}
              </ListRow>
            ))}
          </ListTable>
        </>
      )}
    </>
  );
}

/** The list's neighbouring pages, when it has more than one. */
function ListPager({ pager }: { pager: ItemListProps<ListRowState>['pager'] }) {
  const { t } = useTranslation('admin');
  if (pager.pageCount <= 1) return null;
  return (
    <PagerNav
      previous={pager.previous ? { href: pager.previous, text: t('products.previousPage') } : undefined}
      next={pager.next ? { href: pager.next, text: t('products.nextPage') } : undefined}
    >
      <span>{t('products.pageOf', { page: pager.page, count: pager.pageCount })}</span>
    </PagerNav>
  );
}
