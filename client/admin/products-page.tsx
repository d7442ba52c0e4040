import { useTranslation } from 'react-i18next';
import type { ProductsProps } from '#shared/admin-view.ts';
import { FilterForm, ShowFilter } from './filter-parts.tsx';
import type { Ordering } from './list-order.tsx';
import { ORDER_ONLY } from './list-parts.tsx';
import { OrderedListPage } from './ordered-list-page.tsx';

/**
 * The office's products: a search and a filter (a plain GET form, so each list has an address), the link to add
 * one, and a table of the products in the catalogue's order, each with its picture, state, price and last change;
 * on the whole list, its reorder view moves one up or down (forms that post, no script).
 */
export function ProductsPage({ base, csrfToken, props }: { base: string; csrfToken: string; props: ProductsProps }) {
  const { t } = useTranslation('admin');
  const listHref = `${base}/products`;
  const { fields, rows, canReorder } = props;
  const filtered = fields.q !== '' || fields.show !== 'all';
  const ordering: Ordering | undefined = canReorder
    ? { list: props, csrfToken, idPrefix: 'product', keepEmpty: true }
    : undefined;
  const column = (name: string) => t(`products.columns.${name}`);
  const orderOnly = (name: string) => ({ label: column(name), className: ORDER_ONLY });
  const columns = [
    orderOnly('position'),
    column('name'),
    column('category'),
    column('price'),
    column('changed'),
    column('state'),
    column('site'),
    ...(canReorder ? [orderOnly('order')] : []),
  ];
  return (
    <OrderedListPage
      head={{
        title: t('products.title'),
        add: t('products.add'),
        addHref: props.newHref,
        intro: t('products.intro'),
        notice: props.notice,
      }}
      filter={
        <FilterForm action={listHref} legend={t('products.filterLegend')} clearHref={filtered ? listHref : undefined}>
          <label className="filters__search">
            {t('products.search')} <input type="search" name="q" defaultValue={fields.q} maxLength={100} />
          </label>
          <ShowFilter show={fields.show} counts={props.counts} />
        </FilterForm>
      }
      hint={canReorder ? t('products.reorderHint') : rows.length > 1 ? t('products.reorderOff') : undefined}
      none={t('products.none')}
      table={{
        captionId: 'products-caption',
        caption: t(filtered ? 'products.captionFiltered' : 'products.caption', { count: props.matches }),
        columns,
      }}
      rows={rows}
      names={(row) => row.name}
      untitled={(id) => t('products.noName', { id })}
      site
      ordering={ordering}
      thumb={(row) => row.thumb}
      cells={(row) => (
        <>
          <td data-label={column('category')}>{t(`common:productGroups.${row.groupKey}.title`)}</td>
          <td className="number" data-label={column('price')}>
            {row.price === '' ? t('products.onRequest') : row.price}
          </td>
          <td className="number" data-label={column('changed')}>
            {row.changed || <span aria-hidden="true">–</span>}
          </td>
        </>
      )}
      pager={props.pager}
      bulk={props.bulk}
      csrfToken={csrfToken}
    />
  );
}
