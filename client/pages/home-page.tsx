import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routes.ts';
import { PRODUCT_GROUPS, SERVICES } from '#shared/site.ts';

export function HomePage() {
  const { t } = useTranslation('common');
  return (
    <>
      <section className="home-hero">
        <div className="container">
          <h1 className="home-hero__title">{t('company.name')}</h1>
          <p className="home-hero__tagline">{t('company.tagline')}</p>
          <p className="home-hero__lead">{t('pages:meta.home.description')}</p>
        </div>
      </section>
      <section className="container link-cards" aria-labelledby="home-services">
        <h2 id="home-services">{t('nav.services')}</h2>
        <ul>
          {SERVICES.map((service) => (
            <li key={service.slug}>
              <a href={paths.service(service.slug)}>{t(`services.${service.key}.title`)}</a>
            </li>
          ))}
        </ul>
      </section>
      <section className="container link-cards" aria-labelledby="home-products">
        <h2 id="home-products">{t('nav.products')}</h2>
        <ul>
          {PRODUCT_GROUPS.map((group) => (
            <li key={group.key}>
              <a href={paths.catalogue(group.category)}>{t(`productGroups.${group.key}.title`)}</a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
