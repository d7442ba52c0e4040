import { useTranslation } from 'react-i18next';
import { ABOUT_MEDIA } from '#shared/media.ts';
import { usePaths } from '../ui/use-language.ts';
import { ArrowRightIcon, CheckIcon, QuoteIcon } from '../ui/block-icons.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';
import { PageImage } from '../ui/first-view-image.tsx';

const HIGHLIGHTS = ['stock', 'engineers', 'contract'] as const;

interface AboutBlockProps {
  /** The 'discover more' link to /about; off on the About page itself. */
  showDiscoverMore?: boolean;
  /** In the first view (the About page): the main image loads at once, not when scrolled to. */
  isFirstView?: boolean;
}

// docs/specification.md §2 about block: two images, the director's greeting, a description, and the CEO card
// (portrait, name, title, quote), with a 'discover more' link to /about.
export function AboutBlock({ showDiscoverMore = true, isFirstView = false }: AboutBlockProps) {
  const paths = usePaths();
  const { t } = useTranslation('blocks');
  return (
    <section className="about-block" aria-labelledby="about-block-title">
      <div className="container about-block__grid">
        <div className="about-block__media">
          <PageImage
            className="about-block__image about-block__image--main"
            src={ABOUT_MEDIA.main.src}
            width={ABOUT_MEDIA.main.width}
            height={ABOUT_MEDIA.main.height}
            alt={t('about.images.main')}
            loading={isFirstView ? 'eager' : 'lazy'}
            fetchPriority={isFirstView ? 'high' : 'auto'}
            decoding="async"
          />
          <img
            className="about-block__image about-block__image--secondary"
            src={ABOUT_MEDIA.secondary.src}
            width={ABOUT_MEDIA.secondary.width}
            height={ABOUT_MEDIA.secondary.height}
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
            <figcaption className="ceo-card__person">
              <img
                className="ceo-card__portrait"
                src={ABOUT_MEDIA.ceo.src}
                width={ABOUT_MEDIA.ceo.width}
                height={ABOUT_MEDIA.ceo.height}
                alt={t('about.ceo.alt')}
                loading="lazy"
                decoding="async"
              />
              <span>
                <span className="ceo-card__name">{t('about.ceo.name')}</span>
                <span className="ceo-card__title">{t('about.ceo.title')}</span>
              </span>
            </figcaption>
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
