import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routes.ts';
import { PRODUCT_GROUPS } from '#shared/site.ts';
import type { PageMeta } from './page-props.ts';
import { SimplePage } from './simple-page.tsx';

export function ProductPlanPage({ meta }: { meta: PageMeta }) {
  const { t } = useTranslation('common');
  return (
    <SimplePage title={meta.title} lead={meta.description}>
      <ul className="link-cards">
        {PRODUCT_GROUPS.map((group) => (
          <li key={group.key}>
            <a href={paths.catalogue(group.category)}>{t(`productGroups.${group.key}.title`)}</a>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
}
