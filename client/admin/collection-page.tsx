import { useTranslation } from 'react-i18next';
import { PRODUCT_LIST_FILTERS, type CollectionListProps } from '#shared/admin-view.ts';
import type { Language } from '#shared/constants.ts';
import { CsrfField } from './admin-document.tsx';
import { Notice } from './admin-notice.tsx';

type Row = CollectionListProps['rows'][number];
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The name an editor reads an item by: its title in the staff's language, else the other one. */
function displayTitle(t: Translate, lng: Language, row: Row): string {
  return (
    row.title[lng].trim() || row.title[lng === 'en' ? 'mn' : 'en'].trim() || t('collections.noTitle', { id: row.id })
  );
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
  lastPosition: number;
  orderAction: string;
  orderRevision: number;
  csrfToken: string;
}

/** Moving one item: a step up or down, or straight to a position (two forms: each button posts its own `to`). */
function Order({ t, row, name, lastPosition, orderAction, orderRevision, csrfToken }: OrderProps) {
  const first = row.position === 1;
  const last = row.position === lastPosition;
  if (first && last) return null;
  const inputId = `collection-to-${row.id}`;
  const hidden = (
    <>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="orderRevision" value={orderRevision} />
    </>
  );
  return (
    <div className="product-order">
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
    </div>
  );
}

/**
 * One of the site's lists (testimonials, the team, …): the link to add an item, a filter by state (a plain GET
 * form, so each view has an address) and a table of the items in the site's order with their state; on the whole
 * list, each one can be moved up or down (forms that post, no script). Texts: admin:collections.<name>.*.
 */
export function CollectionPage({ csrfToken, props }: { csrfToken: string; props: CollectionListProps }) {
  const { t, i18n } = useTranslation('admin');
  const lng: Language = i18n.language === 'en' ? 'en' : 'mn';
  const other: Language = lng === 'en' ? 'mn' : 'en';
  const { collection, fields, counts, rows, canReorder, lastPosition } = props;
  const list = t(`collections.${collection}.title`);
  const filtered = fields.show !== 'all';
  // Only a list whose items have pages links to them (a testimonial has none: no column saying so for each).
  const withPages = rows.some((row) => row.publicHref);
  const captionId = `collection-${collection}-caption`;
  return (
    <>
      <div className="page-head">
        <h1>{list}</h1>
        <a className="button" href={props.newHref}>
          {t(`collections.${collection}.add`)}
        </a>
      </div>
      <p>{t(`collections.${collection}.intro`)}</p>
      {props.notice ? <Notice notice={props.notice} /> : null}
      {/* No action: the list's own address, with the filter as its query. */}
      <form method="get" className="filters" role="search">
        <fieldset>
          <legend>{t('collections.filterLegend')}</legend>
          <div className="filters__grid">
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
          </div>
        </fieldset>
      </form>
      {canReorder ? (
        rows.length > 1 ? (
          <p className="hint">{t('collections.reorderHint')}</p>
        ) : null
      ) : rows.length > 1 ? (
        <p className="hint">{t('collections.reorderOff')}</p>
      ) : null}
      {rows.length === 0 ? (
        <p className="empty">{t(filtered ? 'collections.noneFiltered' : 'collections.none')}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className="products-table">
            <caption id={captionId}>
              {filtered
                ? t('collections.captionFiltered', {
                    list,
                    filter: t(`products.filters.${fields.show}`),
                    count: rows.length,
                  })
                : t('collections.caption', { list, count: rows.length })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('products.columns.position')}</th>
                <th scope="col">{t('collections.columns.title')}</th>
                <th scope="col">{t('products.columns.state')}</th>
                {withPages ? <th scope="col">{t('products.columns.site')}</th> : null}
                {canReorder ? <th scope="col">{t('products.columns.order')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const name = displayTitle(t, lng, row);
                return (
                  <tr key={row.id}>
                    <td className="number">{row.position}</td>
                    <th scope="row" className="product-name">
                      <a href={row.href} lang={row.title[lng].trim() ? lng : other}>
                        {name}
                      </a>
                      {row.title[other].trim() && row.title[lng].trim() ? (
                        <span lang={other} className="product-name__other">
                          {row.title[other]}
                        </span>
                      ) : null}
                    </th>
                    <td>
                      <States t={t} row={row} />
                    </td>
                    {withPages ? (
                      <td>
                        {row.publicHref ? (
                          <a href={row.publicHref} aria-label={t('products.viewLabel', { name })}>
                            {t('products.view')}
                          </a>
                        ) : (
                          <span className="hint">{t('products.notOnSite')}</span>
                        )}
                      </td>
                    ) : null}
                    {canReorder ? (
                      <td>
                        <Order
                          t={t}
                          row={row}
                          name={name}
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
    </>
  );
}
