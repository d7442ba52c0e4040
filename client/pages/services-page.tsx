import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routes.ts';
import { SERVICES } from '#shared/site.ts';
import type { PageMeta } from './page-props.ts';
import { SimplePage } from './simple-page.tsx';

export function ServicesPage({ meta }: { meta: PageMeta }) {
  const { t } = useTranslation('common');
  return (
    <SimplePage title={meta.title} lead={meta.description}>
      <ul className="link-cards">
        {SERVICES.map((service) => (
          <li key={service.slug}>
            <a href={paths.service(service.slug)}>{t(`services.${service.key}.title`)}</a>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
}
