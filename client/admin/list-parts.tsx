import type { ReactNode } from 'react';
import type { ListRowState } from '#shared/admin-view.ts';
import type { Language } from '#shared/constants.ts';
import { Badge, TranslationBadges, visibilityTone } from './badge.tsx';
import type { Translate } from './field-parts.tsx';
import { Order, type Ordering } from './list-order.tsx';
import { Table, type Column } from './table-parts.tsx';

// The parts of the office's ordered lists (the products, each of the site's lists): the table, a row with its
// name, state badges, public page and the forms that move it.

/** The class of a list's columns shown in its reorder view only (the position, the moves). */
export const ORDER_ONLY = 'order-only';

/** An item's name in each language. */
export type Names = { mn: string; en: string };

/** An item's name in the staff's language, else in the other one, else what it is called without one. */
export const shownName = (names: Names, lng: Language, untitled: string) =>
  names[lng].trim() || names[lng === 'en' ? 'mn' : 'en'].trim() || untitled;

/**
 * A row's state, as badges: on the site / hidden / in the bin / never published, then a draft, as shipped, then
 * what its translation needs.
 */
function States({ t, row }: { t: Translate; row: ListRowState }) {
  const badges: Array<{ key: string; tone: string }> = [];
  if (row.unpublished) badges.push({ key: 'products.state.unpublished', tone: 'new' });
  if (!row.unpublished || row.visibility === 'deleted')
    badges.push({ key: `products.state.${row.visibility}`, tone: visibilityTone(row.visibility) });
  if (row.hasDraft) badges.push({ key: 'products.state.draft', tone: 'new' });
  if (row.asShipped) badges.push({ key: 'products.state.asShipped', tone: 'default' });
  return (
    <span className="product-states">
      {badges.map((badge) => (
        <Badge key={badge.key} tone={badge.tone}>
          {t(badge.key)}
        </Badge>
      ))}
      <TranslationBadges t={t} need={row.translation} />
    </span>
  );
}

interface ListTableProps {
  captionId: string;
  caption: string;
  /** The columns' heads. */
  columns: readonly Column[];
  /** Its rows. */
  children: ReactNode;
}

/** The list's table, scrolling sideways on a narrow screen: its caption, its columns' heads, its rows. */
export function ListTable({ captionId, caption, columns, children }: ListTableProps) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table className="products-table" caption={caption} captionId={captionId} columns={columns}>
        {children}
      </Table>
    </div>
  );
}

interface NameCellProps {
  row: ListRowState;
  names: Names;
  name: string;
  lng: Language;
  /** A small picture of the item, when it has one. */
  thumb?: string;
}

/**
 * The item's name, linked to its page, after its picture when it has one: in the staff's language, the other one
 * under it (or alone, if all).
 */
function NameCell({ row, names, name, lng, thumb }: NameCellProps) {
  const other: Language = lng === 'en' ? 'mn' : 'en';
  return (
    <th scope="row" className={thumb === undefined ? 'product-name' : 'product-name product-name--thumb'}>
      {thumb === undefined ? null : thumb ? (
        <img className="list-thumb" src={thumb} alt="" width={48} height={36} loading="lazy" />
      ) : (
        <span className="list-thumb" />
      )}
      <span className="product-name__text">
        <a href={row.href} lang={names[lng].trim() ? lng : other}>
          {name}
        </a>
        {names[other].trim() && names[lng].trim() ? (
          <span lang={other} className="product-name__other">
            {names[other]}
          </span>
        ) : null}
      </span>
    </th>
  );
}

/** The item's public page, or that it is not on the site. */
function SiteCell({ t, row, name }: { t: Translate; row: ListRowState; name: string }) {
  return (
    <td data-label={t('products.columns.site')}>
      {row.publicHref ? (
        <a href={row.publicHref} aria-label={t('products.viewLabel', { name })}>
          {t('products.view')}
        </a>
      ) : (
        <span className="hint">{t('products.notOnSite')}</span>
      )}
    </td>
  );
}

interface ListRowProps {
  // The list's `t` and language, passed down rather than a translation hook in each row and part: a page has
  // hundreds of them, and each hook call costs a copy of the i18next instance on the server (react-i18next's
  // wrapper), most of the office list's time with 500 products.
  t: Translate;
  lng: Language;
  row: ListRowState;
  names: Names;
  /** Its name when it has none in either language. */
  untitled: string;
  /** Whether the list has a column for the items' public pages. */
  site: boolean;
  /** Moving it, when the list offers that. */
  ordering: Ordering | undefined;
  /** The list's own cells, between the name and the state. */
  children?: ReactNode;
  /** Its box for the bulk actions (bulk-parts.tsx), given its name. */
  select?: (name: string) => ReactNode;
  /** Its picture beside its name ('' for none yet); undefined: the list shows none. */
  thumb?: string;
}

/**
 * One item of the list: its bulk box, its position, its name, the list's own cells, its state, its public page,
 * its moves. The position and the moves show in the list's reorder view only (ORDER_ONLY); on a phone each row is
 * a card, its cells named by their data-label (products.css).
 */
export function ListRow({ t, lng, row, names, untitled, site, ordering, children, select, thumb }: ListRowProps) {
  const name = shownName(names, lng, untitled);
  return (
    <tr>
      {select ? <td className="bulk-cell">{select(name)}</td> : null}
      <td className={`number ${ORDER_ONLY}`} data-label={t('products.columns.position')}>
        {row.position}
      </td>
      <NameCell row={row} names={names} name={name} lng={lng} thumb={thumb} />
      {children}
      <td className="list-state">
        <States t={t} row={row} />
      </td>
      {site ? <SiteCell t={t} row={row} name={name} /> : null}
      {ordering ? (
        <td className={ORDER_ONLY}>
          <Order t={t} ordering={ordering} row={row} name={name} />
        </td>
      ) : null}
    </tr>
  );
}
