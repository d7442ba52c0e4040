import { useTranslation } from 'react-i18next';
import { SERVICES_BLOCK_MAX } from '#shared/constants.ts';
import { SERVICE_IMAGE_SIZES } from '#shared/media.ts';
import { useRenderContext } from '../render-context.ts';
import { usePaths } from '../ui/use-language.ts';
import { ArrowRightIcon } from '../ui/block-icons.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { MediaImage } from '../ui/media-image.tsx';

interface ServicesBlockProps {
  /** Hide the block's heading on screen (e.g. under the Services page's own title bar). */
  hideTitle?: boolean;
  /** The block opens the page (the Services page): the first card's picture is its first view. */
  isFirstView?: boolean;
}

// docs/specification.md §2 services block: a card per service of the office's list (at most the first 6) linking to
// /service-single/{slug}.
// The whole card is clickable through its title link (stretched with CSS), so there is one link per card.
export function ServicesBlock({ hideTitle = false, isFirstView = false }: ServicesBlockProps) {
  const paths = usePaths();
  const { t } = useTranslation('blocks');
  const services = useRenderContext().lists('services');
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
          {services.slice(0, SERVICES_BLOCK_MAX).map(({ id, slug = '', fields, photos }, index) => {
            const isLead = isFirstView && index === 0;
            return (
              <li key={id} className="service-card">
                <MediaImage
                  className="service-card__image"
                  media={{ src: fields.image ?? '', ...SERVICE_IMAGE_SIZES.image }}
                  photo={photos?.image}
                  alt=""
                  loading={isLead ? 'eager' : 'lazy'}
                  fetchPriority={isLead ? 'high' : undefined}
                  decoding="async"
                />
                <div className="service-card__body">
                  <MediaImage
                    className="service-card__icon"
                    media={{ src: fields.icon ?? '', ...SERVICE_IMAGE_SIZES.icon }}
                    photo={photos?.icon}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                  <h3 className="service-card__title">
                    <a className="service-card__link" href={paths.service(slug)}>
                      {fields.title}
                    </a>
                  </h3>
                  <p className="service-card__text">{fields.summary}</p>
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
