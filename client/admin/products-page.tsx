import { useTranslation } from 'react-i18next';
import { PRODUCT_LIST_FILTERS, type ProductsProps } from '#shared/admin-view.ts';
import type { Language } from '#shared/constants.ts';
import { CsrfField } from './admin-document.tsx';
import { Notice } from './admin-notice.tsx';

type Row = ProductsProps['rows'][number];
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The name an editor reads a product by: its name in the staff's language, else the other one. */
function displayName(t: Translate, lng: Language, row: Row): string {
  return row.name[lng].trim() || row.name[lng === 'en' ? 'mn' : 'en'].trim() || t('products.noName', { id: row.id });
}

/** A row's state, as badges: on the site / hidden / in the bin / never published, then a draft, as shipped. */
function States({ t, row }: { t: Translate; row: Row }) {
  const badges: Array<{ key: string; tone: string }> = [];
  if (row.unpublished) badges.push({ key: 'products.state.unpublished', tone: 'new' });
  if (!row.unpublished || row.visibility === 'deleted')
    badges.push({
      key: `products.state.${row.visibility}`,
      tone: row.visibility === 'shown' ? 'handled' : row.visibility === 'deleted' ? 'deleted' : 'default',
    });
  if (row.hasDraft) badges.push({ key: 'products.state.draft', tone: 'new' });
  if (row.asShipped) badges.push({ key: 'products.state.asShipped', tone: 'default' });
  return (
    <span className="product-states">
      {badges.map((badge) => (
        <span key={badge.key} className={`status status--${badge.tone}`}>
          {t(badge.key)}
        </span>
      ))}
    </span>
  );
}

interface OrderProps {
  t: Translate;
  row: Row;
  name: string;
  first: boolean;
  last: boolean;
  lastPosition: number;
  orderAction: string;
  orderRevision: number;
  csrfToken: string;
}

/** Moving one product: a step up or down, or straight to a position (two forms: each button posts its own `to`). */
function Order({ t, row, name, first, last, lastPosition, orderAction, orderRevision, csrfToken }: OrderProps) {
  const inputId = `product-to-${row.id}`;
  const hidden = (
    <>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="orderRevision" value={orderRevision} />
    </>
  );
  return (
    <div className="product-order">
      {first && last ? null : (
        <form method="post" action={orderAction}>
          {hidden}
          {first ? null : (
            <button
              type="submit"
              name="to"
              value={row.position - 1}
              className="button button--quiet button--small"
              aria-label={t('products.moveUpLabel', { name })}
            >
              <span aria-hidden="true">↑</span> {t('products.moveUp')}
            </button>
          )}
          {last ? null : (
            <button
              type="submit"
              name="to"
              value={row.position + 1}
              className="button button--quiet button--small"
              aria-label={t('products.moveDownLabel', { name })}
            >
              <span aria-hidden="true">↓</span> {t('products.moveDown')}
            </button>
          )}
        </form>
      )}
      {first && last ? null : (
        <form method="post" action={orderAction}>
          {hidden}
          <label htmlFor={inputId} className="visually-hidden">
            {t('products.positionLabel', { name })}
          </label>
          <input
            id={inputId}
            type="number"
            name="to"
            inputMode="numeric"
            min={1}
            max={lastPosition}
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
        </form>
      )}
    </div>
  );
}

/**
 * The office's products: a search and a filter (a plain GET form, so each list has an address), the link to add
 * one, and a table of the products in the catalogue's order with their state; on the whole list, each one can be
 * moved up or down (forms that post, no script).
 */
export function ProductsPage({ base, csrfToken, props }: { base: string; csrfToken: string; props: ProductsProps }) {
  const { t, i18n } = useTranslation('admin');
  const lng: Language = i18n.language === 'en' ? 'en' : 'mn';
  const other: Language = lng === 'en' ? 'mn' : 'en';
  const listHref = `${base}/products`;
  const { fields, counts, rows, canReorder } = props;
  const { lastPosition } = props;
  const filtered = fields.q !== '' || fields.show !== 'all';
  return (
    <>
      <div className="page-head">
        <h1>{t('products.title')}</h1>
        <a className="button" href={props.newHref}>
          {t('products.add')}
        </a>
      </div>
      <p>{t('products.intro')}</p>
      {props.notice ? <Notice notice={props.notice} /> : null}
      <form method="get" action={listHref} className="filters" role="search">
        <fieldset>
          <legend>{t('products.filterLegend')}</legend>
          <div className="filters__grid">
            <label className="filters__search">
              {t('products.search')} <input type="search" name="q" defaultValue={fields.q} maxLength={100} />
            </label>
            <label>
              {t('products.show')}{' '}
              <select name="show" defaultValue={fields.show}>
                {PRODUCT_LIST_FILTERS.map((filter) => (
                  <option key={filter} value={filter}>
                    {t('products.filterCount', { label: t(`products.filters.${filter}`), count: counts[filter] })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="filters__actions">
            <button type="submit" className="button">
              {t('products.find')}
            </button>
            {filtered ? <a href={listHref}>{t('products.clear')}</a> : null}
          </div>
        </fieldset>
      </form>
      {canReorder ? (
        <p className="hint">{t('products.reorderHint')}</p>
      ) : rows.length > 1 ? (
        <p className="hint">{t('products.reorderOff')}</p>
      ) : null}
      {rows.length === 0 ? (
        <p className="empty">{t('products.none')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="products-caption" tabIndex={0}>
          <table className="products-table">
            <caption id="products-caption">
              {t(filtered ? 'products.captionFiltered' : 'products.caption', { count: props.matches })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('products.columns.position')}</th>
                <th scope="col">{t('products.columns.name')}</th>
                <th scope="col">{t('products.columns.category')}</th>
                <th scope="col">{t('products.columns.price')}</th>
                <th scope="col">{t('products.columns.state')}</th>
                <th scope="col">{t('products.columns.site')}</th>
                {canReorder ? <th scope="col">{t('products.columns.order')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const name = displayName(t, lng, row);
                return (
                  <tr key={row.id}>
                    <td className="number">{row.position}</td>
                    <th scope="row" className="product-name">
                      <a href={row.href} lang={row.name[lng].trim() ? lng : other}>
                        {name}
                      </a>
                      {row.name[other].trim() && row.name[lng].trim() ? (
                        <span lang={other} className="product-name__other">
                          {row.name[other]}
                        </span>
                      ) : null}
                    </th>
                    <td>{t(`common:productGroups.${row.groupKey}.title`)}</td>
                    <td className="number">{row.price === '' ? t('products.onRequest') : row.price}</td>
                    <td>
                      <States t={t} row={row} />
                    </td>
                    <td>
                      {row.publicHref ? (
                        <a href={row.publicHref} aria-label={t('products.viewLabel', { name })}>
                          {t('products.view')}
                        </a>
                      ) : (
                        <span className="hint">{t('products.notOnSite')}</span>
                      )}
                    </td>
                    {canReorder ? (
                      <td>
                        <Order
                          t={t}
                          row={row}
                          name={name}
                          first={row.position === 1}
                          last={row.position === lastPosition}
                          lastPosition={lastPosition}
                          orderAction={props.orderAction}
                          orderRevision={props.orderRevision}
                          csrfToken={csrfToken}
                        />
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ListPager t={t} pager={props.pager} />
    </>
  );
}

/** The list's neighbouring pages, when it has more than one. */
function ListPager({ t, pager }: { t: Translate; pager: ProductsProps['pager'] }) {
  if (pager.pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t('list.pages')}>
      {pager.previous ? (
        <a rel="prev" href={pager.previous}>
          {t('products.previousPage')}
        </a>
      ) : null}
      <span>{t('products.pageOf', { page: pager.page, count: pager.pageCount })}</span>
      {pager.next ? (
        <a rel="next" href={pager.next}>
          {t('products.nextPage')}
        </a>
      ) : null}
    </nav>
  );
}
