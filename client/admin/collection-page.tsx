import { useTranslation } from 'react-i18next';
import type { CollectionListProps } from '#shared/admin-view.ts';
import { FilterForm, ShowFilter } from './filter-parts.tsx';
import type { Ordering } from './list-order.tsx';
import { OrderedListPage } from './ordered-list-page.tsx';

/**
 * One of the site's lists (testimonials, the team, …): the link to add an item, a filter by state (a plain GET
 * form, so each view has an address) and a table of the items in the site's order with their state; on the whole
 * list, each one can be moved up or down (forms that post, no script). Texts: admin:collections.<name>.*.
 */
export function CollectionPage({ csrfToken, props }: { csrfToken: string; props: CollectionListProps }) {
  const { t } = useTranslation('admin');
  const { collection, fields, rows, canReorder } = props;
  const list = t(`collections.${collection}.title`);
  const filtered = fields.show !== 'all';
  // Only a list whose items have pages links to them (a testimonial has none: no column saying so for each).
  const withPages = rows.some((row) => row.publicHref);
  const ordering: Ordering | undefined = canReorder ? { list: props, csrfToken, idPrefix: 'collection' } : undefined;
  const columns = [
    t('products.columns.position'),
    t('collections.columns.title'),
    t('products.columns.state'),
    ...(withPages ? [t('products.columns.site')] : []),
    ...(canReorder ? [t('products.columns.order')] : []),
  ];
  const caption = filtered
    ? t('collections.captionFiltered', { list, filter: t(`products.filters.${fields.show}`), count: rows.length })
    : t('collections.caption', { list, count: rows.length });
  return (
    <OrderedListPage
      head={{
        title: list,
        add: t(`collections.${collection}.add`),
        addHref: props.newHref,
        intro: t(`collections.${collection}.intro`),
        notice: props.notice,
      }}
      // No action: the list's own address, with the filter as its query.
      filter={
        <FilterForm legend={t('collections.filterLegend')}>
          <ShowFilter show={fields.show} counts={props.counts} />
        </FilterForm>
      }
      hint={rows.length > 1 ? t(canReorder ? 'collections.reorderHint' : 'collections.reorderOff') : undefined}
      none={t(filtered ? 'collections.noneFiltered' : 'collections.none')}
      table={{ captionId: `collection-${collection}-caption`, caption, columns }}
      rows={rows}
      names={(row) => row.title}
      untitled={(row) => t('collections.noTitle', { id: row.id })}
      site={withPages}
      ordering={ordering}
    />
  );
}
