import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_LIST_FILTERS,
  type AdminNotice,
  type ProductListFilter,
  type ProductVisibility,
  type ListRowState,
  type ProductsProps,
} from '#shared/admin-view.ts';
import type { Language } from '#shared/constants.ts';
import { CsrfField } from './admin-document.tsx';
import { Notice } from './admin-notice.tsx';
import type { Translate } from './field-parts.tsx';

// The parts of the office's ordered lists (the products, each of the site's lists): the page's head, the filter,
// the table, a row with its name, state badges, public page and the forms that move it.

/** What a row of either list says of its item. */
type ListItem = ListRowState;

/** An item's name in each language. */
type Names = { mn: string; en: string };

/** A badge's tone for a visibility: on the site, in the bin, or neither. */
export const visibilityTone = (visibility: ProductVisibility | 'new') =>
  visibility === 'shown' ? 'handled' : visibility === 'deleted' ? 'deleted' : 'default';

/** A state as a badge. */
export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`status status--${tone}`}>{children}</span>;
}

/** A row's state, as badges: on the site / hidden / in the bin / never published, then a draft, as shipped. */
function States({ t, row }: { t: Translate; row: ListItem }) {
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
    </span>
  );
}

interface ListHeadProps {
  title: string;
  /** The link to add an item: its words and address. */
  add: string;
  addHref: string;
  intro: string;
  notice: AdminNotice | undefined;
}

/** The list's title with the link to add an item, its introduction, and a notice when there is one. */
export function ListHead({ title, add, addHref, intro, notice }: ListHeadProps) {
  return (
    <>
      <div className="page-head">
        <h1>{title}</h1>
        <a className="button" href={addHref}>
          {add}
        </a>
      </div>
      <p>{intro}</p>
      {notice ? <Notice notice={notice} /> : null}
    </>
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

/** The list's filter: a plain GET form, so each view has an address. */
export function FilterForm({ action, legend, clearHref, children }: FilterFormProps) {
  const { t } = useTranslation('admin');
  return (
    <form method="get" action={action} className="filters" role="search">
      <fieldset>
        <legend>{legend}</legend>
        <div className="filters__grid">{children}</div>
        <div className="filters__actions">
          <button type="submit" className="button">
            {t('products.find')}
          </button>
          {clearHref ? <a href={clearHref}>{t('products.clear')}</a> : null}
        </div>
      </fieldset>
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

interface ListTableProps {
  captionId: string;
  caption: string;
  /** The columns' heads. */
  columns: readonly string[];
  /** Its rows. */
  children: ReactNode;
}

/** The list's table, scrolling sideways on a narrow screen: its caption, its columns' heads, its rows. */
export function ListTable({ captionId, caption, columns, children }: ListTableProps) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="products-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Moving items (offered on the whole list only): where the moves post, and the position inputs' ids. */
export interface Ordering {
  list: Pick<ProductsProps, 'orderAction' | 'orderRevision' | 'lastPosition'>;
  csrfToken: string;
  /** A position input's id is <prefix>-to-<id>. */
  idPrefix: string;
  /** The products' list keeps a lone row's (empty) box, as wide as the others'. */
  keepEmpty?: boolean;
}

/** What the parts of a row's moves are given. */
interface RowPartProps {
  t: Translate;
  ordering: Ordering;
  row: ListItem;
  name: string;
}

/** One of an item's move forms: it posts the item, the order's revision and the `to` its button or input gives. */
function MoveForm({ ordering, row, children }: { ordering: Ordering; row: ListItem; children: ReactNode }) {
  return (
    <form method="post" action={ordering.list.orderAction}>
      <CsrfField token={ordering.csrfToken} />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="orderRevision" value={ordering.list.orderRevision} />
      {children}
    </form>
  );
}

/** The two steps: up the list (one position less) and down it. */
const STEPS = {
  up: { by: -1, arrow: '↑', text: 'products.moveUp', label: 'products.moveUpLabel' },
  down: { by: 1, arrow: '↓', text: 'products.moveDown', label: 'products.moveDownLabel' },
} as const;

/** A step up or down the list, its button named with the item's name. */
function StepButton({ t, row, name, step }: { t: Translate; row: ListItem; name: string; step: keyof typeof STEPS }) {
  const { by, arrow, text, label } = STEPS[step];
  return (
    <button
      type="submit"
      name="to"
      value={row.position + by}
      className="button button--quiet button--small"
      aria-label={t(label, { name })}
    >
      <span aria-hidden="true">{arrow}</span> {t(text)}
    </button>
  );
}

/** Straight to a position: a number input, labelled with the item's name, and its button. */
function PositionInput({ t, ordering, row, name }: RowPartProps) {
  const inputId = `${ordering.idPrefix}-to-${row.id}`;
  return (
    <>
      <label htmlFor={inputId} className="visually-hidden">
        {t('products.positionLabel', { name })}
      </label>
      <input
        id={inputId}
        type="number"
        name="to"
        inputMode="numeric"
        min={1}
        max={ordering.list.lastPosition}
        step={1}
        defaultValue={row.position}
        required
      />
      <button
        type="submit"
        className="button button--quiet button--small"
        aria-label={t('products.moveToLabel', { name })}
      >
        {t('products.moveTo')}
      </button>
    </>
  );
}

/** Moving one item: a step up or down, or straight to a position (two forms: each button posts its own `to`). */
function Order({ t, ordering, row, name }: RowPartProps) {
  const first = row.position === 1;
  const last = row.position === ordering.list.lastPosition;
  if (first && last && !ordering.keepEmpty) return null;
  return (
    <div className="product-order">
      {first && last ? null : (
        <>
          <MoveForm ordering={ordering} row={row}>
            {first ? null : <StepButton t={t} row={row} name={name} step="up" />}
            {last ? null : <StepButton t={t} row={row} name={name} step="down" />}
          </MoveForm>
          <MoveForm ordering={ordering} row={row}>
            <PositionInput t={t} ordering={ordering} row={row} name={name} />
          </MoveForm>
        </>
      )}
    </div>
  );
}

/** The item's name, linked to its page: in the staff's language, the other one under it (or alone, if all). */
function NameCell({ row, names, name, lng }: { row: ListItem; names: Names; name: string; lng: Language }) {
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
function SiteCell({ t, row, name }: { t: Translate; row: ListItem; name: string }) {
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
  row: ListItem;
  names: Names;
  /** Its name when it has none in either language. */
  untitled: string;
  /** Whether the list has a column for the items' public pages. */
  site: boolean;
  /** Moving it, when the list offers that. */
  ordering: Ordering | undefined;
  /** The list's own cells, between the name and the state. */
  children?: ReactNode;
}

/** One item of the list: its position, its name, the list's own cells, its state, its public page, its moves. */
export function ListRow({ t, lng, row, names, untitled, site, ordering, children }: ListRowProps) {
  const name = names[lng].trim() || names[lng === 'en' ? 'mn' : 'en'].trim() || untitled;
  return (
    <tr>
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
