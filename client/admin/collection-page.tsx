import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/constants.ts';
import type { CollectionListProps } from '#shared/admin-view.ts';
import { FilterForm, ListHead, ListRow, ListTable, ShowFilter, type Ordering } from './list-parts.tsx';

/**
 * One of the site's lists (testimonials, the team, …): the link to add an item, a filter by state (a plain GET
 * form, so each view has an address) and a table of the items in the site's order with their state; on the whole
 * list, each one can be moved up or down (forms that post, no script). Texts: admin:collections.<name>.*.
 */
export function CollectionPage({ csrfToken, props }: { csrfToken: string; props: CollectionListProps }) {
  const { t, i18n } = useTranslation('admin');
  const lng: Language = i18n.language === 'en' ? 'en' : 'mn';
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
  return (
    <>
      <ListHead
        title={list}
        add={t(`collections.${collection}.add`)}
        addHref={props.newHref}
        intro={t(`collections.${collection}.intro`)}
        notice={props.notice}
      />
      {/* No action: the list's own address, with the filter as its query. */}
      <FilterForm legend={t('collections.filterLegend')}>
        <ShowFilter show={fields.show} counts={props.counts} />
      </FilterForm>
      {rows.length > 1 ? (
        <p className="hint">{t(canReorder ? 'collections.reorderHint' : 'collections.reorderOff')}</p>
      ) : null}
      {rows.length === 0 ? (
        <p className="empty">{t(filtered ? 'collections.noneFiltered' : 'collections.none')}</p>
      ) : (
        <ListTable
          captionId={`collection-${collection}-caption`}
          caption={
            filtered
              ? t('collections.captionFiltered', {
                  list,
                  filter: t(`products.filters.${fields.show}`),
                  count: rows.length,
                })
              : t('collections.caption', { list, count: rows.length })
          }
          columns={columns}
        >
          {rows.map((row) => (
            <ListRow
              key={row.id}
              t={t}
              lng={lng}
              row={row}
              names={row.title}
              untitled={t('collections.noTitle', { id: row.id })}
              site={withPages}
              ordering={ordering}
            />
          ))}
        </ListTable>
      )}
    </>
  );
}
