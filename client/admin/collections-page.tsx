import { useTranslation } from 'react-i18next';
import type { CollectionsIndexProps } from '#shared/admin-view.ts';
import { ListTable } from './list-parts.tsx';

/** The site's lists, each linked, with how many of its items are on the site, hidden and in the bin, and drafts. */
export function CollectionsPage({ props }: { props: CollectionsIndexProps }) {
  const { t } = useTranslation('admin');
  const columns = ['list', 'shown', 'hidden', 'deleted', 'drafts'].map((column) => t(`lists.columns.${column}`));
  return (
    <>
      <h1>{t('lists.title')}</h1>
      <p>{t('lists.intro')}</p>
      <ListTable captionId="lists-caption" caption={t('lists.caption')} columns={columns}>
        {props.lists.map((list) => (
          <tr key={list.name}>
            <th scope="row">
              <a href={list.href}>{t(`collections.${list.name}.title`)}</a>
            </th>
            <td>{list.counts.shown}</td>
            <td>{list.counts.hidden}</td>
            <td>{list.counts.deleted}</td>
            <td>{list.drafts}</td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}
