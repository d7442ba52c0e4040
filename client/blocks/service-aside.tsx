import { useTranslation } from 'react-i18next';
import { SERVICE_MEDIA } from '#shared/media.ts';
import { usePaths } from '../ui/use-language.ts';
import { telHref, type Service } from '#shared/site.ts';
import { MailIcon, PhoneIcon } from '../ui/icons.tsx';
import { ArrowLinkIcon } from '../ui/inner-icons.tsx';
import { MediaImage } from '../ui/media-image.tsx';

interface ServiceAsideProps {
  /** docs/specification.md §2: up to RELATED_SERVICES_MAX other services, never the current one. */
  related: readonly Service[];
}

// The side column of a service page: related services and how to reach a specialist.
export function ServiceAside({ related }: ServiceAsideProps) {
  const paths = usePaths();
  const { t } = useTranslation('services');
  return (
    // A plain div, not <aside>: a complementary landmark may not sit inside <main>.
    <div className="service-aside">
      {related.length > 0 ? (
        <nav className="service-aside__box" aria-labelledby="service-related">
          <h2 id="service-related" className="service-aside__title">
            {t('detail.relatedHeading')}
          </h2>
          <ul className="related-services">
            {related.map((service) => (
              <li key={service.key}>
                <a className="related-services__link" href={paths.service(service.slug)}>
                  <MediaImage media={SERVICE_MEDIA[service.key].icon} alt="" loading="lazy" decoding="async" />
                  <span>{t(`common:services.${service.key}.title`)}</span>
                  <ArrowLinkIcon />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section className="service-aside__box service-aside__box--dark" aria-labelledby="service-help">
        <h2 id="service-help" className="service-aside__title">
          {t('detail.helpHeading')}
        </h2>
        <p>{t('detail.helpText')}</p>
        <p className="service-aside__contact">
          <PhoneIcon />
          <a href={telHref(t('common:contact.phone'))}>{t('common:contact.phone')}</a>
        </p>
        <p className="service-aside__contact">
          <MailIcon />
          <a href={`mailto:${t('common:contact.email')}`}>{t('common:contact.email')}</a>
        </p>
        <a className="button button--block" href="#request">
          {t('detail.formHeading')}
        </a>
      </section>
    </div>
  );
}
