import { useTranslation } from 'react-i18next';
import { SERVICES_BLOCK_MAX } from '#shared/constants.ts';
import { SERVICE_MEDIA } from '#shared/media.ts';
import { usePaths } from '../ui/use-language.ts';
import { SERVICES } from '#shared/site.ts';
import { ArrowRightIcon } from '../ui/block-icons.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { PageImage } from '../ui/first-view-image.tsx';

interface ServicesBlockProps {
  /** Hide the block's heading on screen (e.g. under the Services page's own title bar). */
  hideTitle?: boolean;
  /** The block opens the page (the Services page): the first card's picture is its first view. */
  isFirstView?: boolean;
}

// docs/specification.md §2 services block: a card per service (at most the first 6) linking to /service-single/{slug}.
// The whole card is clickable through its title link (stretched with CSS), so there is one link per card.
export function ServicesBlock({ hideTitle = false, isFirstView = false }: ServicesBlockProps) {
  const paths = usePaths();
  const { t } = useTranslation(['blocks', 'common']);
  return (
    <section className="services-block" aria-labelledby="services-block-title">
      <div className="container">
        <SectionHeading
          id="services-block-title"
          subtitle={t('servicesBlock.subtitle')}
          title={t('servicesBlock.title')}
          isHidden={hideTitle}
        />
        <ul className="services-block__list">
          {SERVICES.slice(0, SERVICES_BLOCK_MAX).map((service, index) => {
            const media = SERVICE_MEDIA[service.key];
            const isLead = isFirstView && index === 0;
            return (
              <li key={service.slug} className="service-card">
                <PageImage
                  className="service-card__image"
                  src={media.image.src}
                  width={media.image.width}
                  height={media.image.height}
                  alt=""
                  loading={isLead ? 'eager' : 'lazy'}
                  fetchPriority={isLead ? 'high' : undefined}
                  decoding="async"
                />
                <div className="service-card__body">
                  <img
                    className="service-card__icon"
                    src={media.icon.src}
                    width={media.icon.width}
                    height={media.icon.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                  <h3 className="service-card__title">
                    <a className="service-card__link" href={paths.service(service.slug)}>
                      {t(`common:services.${service.key}.title`)}
                    </a>
                  </h3>
                  <p className="service-card__text">{t(`servicesBlock.summaries.${service.key}`)}</p>
                  <span className="service-card__more" aria-hidden="true">
                    {t('servicesBlock.readMore')}
                    <ArrowRightIcon />
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
