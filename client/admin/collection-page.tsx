import { useTranslation } from 'react-i18next';
import type { CollectionListProps } from '#shared/admin-view.ts';
import { FilterForm, ShowFilter } from './filter-parts.tsx';
import type { Ordering } from './list-order.tsx';
import { ORDER_ONLY } from './list-parts.tsx';
import { OrderedListPage } from './ordered-list-page.tsx';

/**
 * One of the site's lists (testimonials, the team, …): the link to add an item, a search and a filter by state (a
 * plain GET form, so each view has an address) and a table of the items in the site's order with their state; on the whole
 * list, each one can be moved up or down (forms that post, no script). Texts: admin:collections.<name>.*.
 */
export function CollectionPage({
  base,
  csrfToken,
  props,
}: {
  base: string;
  csrfToken: string;
  props: CollectionListProps;
}) {
  const { t } = useTranslation('admin');
  const { collection, fields, rows, canReorder } = props;
  const list = t(`collections.${collection}.title`);
  const listHref = `${base}/lists/${collection}`;
  const filtered = fields.q !== '' || fields.show !== 'all';
  // Only a list whose items have pages links to them (a testimonial has none: no column saying so for each).
  const withPages = rows.some((row) => row.publicHref);
  const ordering: Ordering | undefined = canReorder ? { list: props, csrfToken, idPrefix: 'collection' } : undefined;
  const columns = [
    { label: t('products.columns.position'), className: ORDER_ONLY },
    t('collections.columns.title'),
    t('products.columns.state'),
    ...(withPages ? [t('products.columns.site')] : []),
    ...(canReorder ? [{ label: t('products.columns.order'), className: ORDER_ONLY }] : []),
  ];
  const caption = fields.q
    ? t('collections.captionFound', { list, q: fields.q, count: props.matches })
    : filtered
      ? t('collections.captionFiltered', { list, filter: t(`products.filters.${fields.show}`), count: props.matches })
      : t('collections.caption', { list, count: props.matches });
  return (
    <OrderedListPage
      head={{
        title: list,
        add: t(`collections.${collection}.add`),
        addHref: props.newHref,
        intro: t(`collections.${collection}.intro`),
        notice: props.notice,
      }}
      filter={
        <FilterForm
          action={listHref}
          legend={t('collections.filterLegend')}
          clearHref={filtered ? listHref : undefined}
        >
          <label className="filters__search">
            {t('collections.search')} <input type="search" name="q" defaultValue={fields.q} maxLength={100} />
          </label>
          <ShowFilter show={fields.show} counts={props.counts} />
        </FilterForm>
      }
      hint={rows.length > 1 ? t(canReorder ? 'collections.reorderHint' : 'collections.reorderOff') : undefined}
      none={t(filtered ? 'collections.noneFiltered' : 'collections.none')}
      table={{ captionId: `collection-${collection}-caption`, caption, columns }}
      rows={rows}
      names={(row) => row.title}
      untitled={(id) => t('collections.noTitle', { id })}
      site={withPages}
      ordering={ordering}
      pager={props.pager}
      bulk={props.bulk}
      csrfToken={csrfToken}
    />
  );
}
