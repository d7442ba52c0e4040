import type { ReactNode } from 'react';
import type { ListRowState } from '#shared/admin-view.ts';
import type { Language } from '#shared/constants.ts';
import { Badge, TranslationBadges, visibilityTone } from './badge.tsx';
import type { Translate } from './field-parts.tsx';
import { Order, type Ordering } from './list-order.tsx';
import { Table, type Column } from './table-parts.tsx';

// The parts of the office's ordered lists (the products, each of the site's lists): the table, a row with its
// name, state badges, public page and the forms that move it.

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

/** The item's name, linked to its page: in the staff's language, the other one under it (or alone, if all). */
function NameCell({ row, names, name, lng }: { row: ListRowState; names: Names; name: string; lng: Language }) {
  const other: Language = lng === 'en' ? 'mn' : 'en';
  return (
    <th scope="row" className="product-name">
      <a href={row.href} lang={names[lng].trim() ? lng : other}>
        {name}
      </a>
      {names[other].trim() && names[lng].trim() ? (
        <span lang={other} className="product-name__other">
          {names[other]}
        </span>
      ) : null}
    </th>
  );
}

/** The item's public page, or that it is not on the site. */
function SiteCell({ t, row, name }: { t: Translate; row: ListRowState; name: string }) {
  return (
    <td>
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
}

/**
 * One item of the list: its bulk box, its position, its name, the list's own cells, its state, its public page,
 * its moves.
 */
export function ListRow({ t, lng, row, names, untitled, site, ordering, children, select }: ListRowProps) {
  const name = shownName(names, lng, untitled);
  return (
    <tr>
      {select ? <td className="bulk-cell">{select(name)}</td> : null}
      <td className="number">{row.position}</td>
      <NameCell row={row} names={names} name={name} lng={lng} />
      {children}
      <td>
        <States t={t} row={row} />
      </td>
      {site ? <SiteCell t={t} row={row} name={name} /> : null}
      {ordering ? (
        <td>
          <Order t={t} ordering={ordering} row={row} name={name} />
        </td>
      ) : null}
    </tr>
  );
}
