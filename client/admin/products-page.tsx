import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/constants.ts';
import type { ProductsProps } from '#shared/admin-view.ts';
import type { Translate } from './field-parts.tsx';
import { FilterForm, ListHead, ListRow, ListTable, ShowFilter, type Ordering } from './list-parts.tsx';

/**
 * The office's products: a search and a filter (a plain GET form, so each list has an address), the link to add
 * one, and a table of the products in the catalogue's order with their state; on the whole list, each one can be
 * moved up or down (forms that post, no script).
 */
export function ProductsPage({ base, csrfToken, props }: { base: string; csrfToken: string; props: ProductsProps }) {
  const { t, i18n } = useTranslation('admin');
  const lng: Language = i18n.language === 'en' ? 'en' : 'mn';
  const listHref = `${base}/products`;
  const { fields, rows, canReorder } = props;
  const filtered = fields.q !== '' || fields.show !== 'all';
  const ordering: Ordering | undefined = canReorder
    ? { list: props, csrfToken, idPrefix: 'product', keepEmpty: true }
    : undefined;
  const columns = ['position', 'name', 'category', 'price', 'state', 'site', ...(canReorder ? ['order'] : [])];
  return (
    <>
      <ListHead
        title={t('products.title')}
        add={t('products.add')}
        addHref={props.newHref}
        intro={t('products.intro')}
        notice={props.notice}
      />
      <FilterForm action={listHref} legend={t('products.filterLegend')} clearHref={filtered ? listHref : undefined}>
        <label className="filters__search">
          {t('products.search')} <input type="search" name="q" defaultValue={fields.q} maxLength={100} />
        </label>
        <ShowFilter show={fields.show} counts={props.counts} />
      </FilterForm>
      {canReorder ? (
        <p className="hint">{t('products.reorderHint')}</p>
      ) : rows.length > 1 ? (
        <p className="hint">{t('products.reorderOff')}</p>
      ) : null}
      {rows.length === 0 ? (
        <p className="empty">{t('products.none')}</p>
      ) : (
        <ListTable
          captionId="products-caption"
          caption={t(filtered ? 'products.captionFiltered' : 'products.caption', { count: props.matches })}
          columns={columns.map((column) => t(`products.columns.${column}`))}
        >
          {rows.map((row) => (
            <ListRow
              key={row.id}
              t={t}
              lng={lng}
              row={row}
              names={row.name}
              untitled={t('products.noName', { id: row.id })}
              site
              ordering={ordering}
            >
              <td>{t(`common:productGroups.${row.groupKey}.title`)}</td>
              <td className="number">{row.price === '' ? t('products.onRequest') : row.price}</td>
            </ListRow>
          ))}
        </ListTable>
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
