import { useTranslation } from 'react-i18next';
import { directorOf } from '#shared/director.ts';
import { ABOUT_MEDIA } from '#shared/media.ts';
import { useRenderContext } from '../render-context.ts';
import { usePaths } from '../ui/use-language.ts';
import { ArrowRightIcon, CheckIcon, QuoteIcon } from '../ui/block-icons.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { MediaImage } from '../ui/media-image.tsx';

const HIGHLIGHTS = ['stock', 'engineers', 'contract'] as const;

interface AboutBlockProps {
  /** The 'discover more' link to /about; off on the About page itself. */
  showDiscoverMore?: boolean;
  /** In the first view (the About page): the main image loads at once, not when scrolled to. */
  isFirstView?: boolean;
}

// docs/specification.md §2 about block: two images, the director's greeting, a description, and the CEO card
// (portrait, name, title, quote), with a 'discover more' link to /about. The director's name and title are the team
// list's (shared/director.ts), as the team section and the member's page print them.
export function AboutBlock({ showDiscoverMore = true, isFirstView = false }: AboutBlockProps) {
  const paths = usePaths();
  const { t } = useTranslation('blocks');
  const director = directorOf(useRenderContext().lists('team'));
  return (
    <section className="about-block" aria-labelledby="about-block-title">
      <div className="container about-block__grid">
        <div className="about-block__media">
          <MediaImage
            className="about-block__image about-block__image--main"
            media={ABOUT_MEDIA.main}
            alt={t('about.images.main')}
            loading={isFirstView ? 'eager' : 'lazy'}
            fetchPriority={isFirstView ? 'high' : 'auto'}
            decoding="async"
          />
          <MediaImage
            className="about-block__image about-block__image--secondary"
            media={ABOUT_MEDIA.secondary}
            alt={t('about.images.secondary')}
            loading="lazy"
            decoding="async"
          />
          <p className="about-block__badge">{t('about.badge')}</p>
        </div>
        <div className="about-block__text">
          <SectionHeading
            id="about-block-title"
            subtitle={t('about.subtitle')}
            title={t('about.heading')}
            align="start"
          />
          <p className="about-block__greeting">{t('about.greeting')}</p>
          <p>{t('about.description')}</p>
          <ul className="tick-list">
            {HIGHLIGHTS.map((key) => (
              <li key={key}>
                <CheckIcon />
                {t(`about.highlights.${key}`)}
              </li>
            ))}
          </ul>
          <figure className="ceo-card">
            <p className="ceo-card__label">
              <QuoteIcon />
              {t('about.ceo.label')}
            </p>
            <blockquote className="ceo-card__quote">
              <p>{t('about.ceo.quote')}</p>
            </blockquote>
            {director ? (
              <figcaption className="ceo-card__person">
                <MediaImage
                  className="ceo-card__portrait"
                  media={ABOUT_MEDIA.ceo}
                  alt={t('about.ceo.alt', { name: director.name })}
                  loading="lazy"
                  decoding="async"
                />
                <span>
                  <span className="ceo-card__name">{director.name}</span>
                  <span className="ceo-card__title">{director.role}</span>
                </span>
              </figcaption>
            ) : null}
          </figure>
          {showDiscoverMore ? (
            <a className="button" href={paths.about()}>
              {t('about.discoverMore')}
              <ArrowRightIcon />
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
