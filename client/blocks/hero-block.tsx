import { useTranslation } from 'react-i18next';
import { usePaths } from '../ui/use-language.ts';
import { HERO_IMAGE_SIZE } from '#shared/media.ts';
import { useRenderContext } from '../render-context.ts';
import { ArrowLeftIcon, ArrowRightIcon } from '../ui/block-icons.tsx';
import { MediaImage } from '../ui/media-image.tsx';

// docs/specification.md §3: each slide has its own title colour, a tone of hero-block.css (the CSP forbids style=).
// The slides are the office's list 'slides' (docs/content.md, "Lists").

// The full-height fading hero (docs/specification.md §4: loop, fade, autoplay 5000 ms, speed 1200 ms, continues after
// interaction, previous/next buttons), in Swiper's markup. Swiper itself starts in the browser without React
// (client/enhancements/hero-slider.ts); until then hero-block.css shows only the first slide, so the page is
// complete and stable before any script runs.
export function HeroBlock() {
  const paths = usePaths();
  const { t } = useTranslation(['home', 'common']);
  const company = t('common:company.name');
  const tagline = t('common:company.tagline');
  const listed = useRenderContext().lists('slides');
  // The first slide holds the page's h1: with every slide hidden, one without a picture still does.
  const slides = listed.length > 0 ? listed : [{ id: 0, fields: {} as Record<string, string>, photos: undefined }];
  const count = slides.length;

  return (
    <section className="hero" aria-label={t('hero.carouselLabel')} data-hero="">
      <div className="swiper hero__swiper">
        <div className="swiper-wrapper">
          {slides.map(({ id, fields, photos }, index) => {
            const tone = fields.tone === 'gold' ? 'gold' : 'light';
            const isFirst = index === 0;
            return (
              <div
                key={id}
                className={`swiper-slide hero-slide hero-slide--${tone}`}
                role="group"
                aria-label={t('hero.slideLabel', { index: index + 1, total: count })}
              >
                {fields.image ? (
                  <MediaImage
                    className="hero-slide__image"
                    media={{ src: fields.image, ...HERO_IMAGE_SIZE }}
                    photo={photos?.image}
                    sizes="100vw"
                    alt={fields.alt ?? ''}
                    loading={isFirst ? 'eager' : 'lazy'}
                    fetchPriority={isFirst ? 'high' : 'low'}
                    decoding="async"
                  />
                ) : null}
                <div className="container hero-slide__content">
                  {/* One h1 per page: the first slide's title. The others repeat it for the eye only. */}
                  {isFirst ? (
                    <h1 className="hero-slide__title">{company}</h1>
                  ) : (
                    <p className="hero-slide__title" aria-hidden="true">
                      {company}
                    </p>
                  )}
                  <p className="hero-slide__tagline" aria-hidden={isFirst ? undefined : true}>
                    {tagline}
                  </p>
                  <p className="hero-slide__caption">{fields.caption}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
      <div className="hero__bar">
        <div className="container hero__bar-inner">
          <div className="hero__actions">
            <a className="button" href={paths.services()}>
              {t('hero.servicesCta')}
            </a>
            <a className="button button--light" href={paths.contact()}>
              {t('hero.contactCta')}
            </a>
          </div>
          <div className="hero__nav">
            <button type="button" className="hero__arrow" aria-label={t('hero.previous')} data-hero-prev="" disabled>
              <ArrowLeftIcon />
            </button>
            <p className="hero__counter" data-template={t('hero.counter', { index: '{{index}}', total: count })}>
              {t('hero.counter', { index: 1, total: count })}
            </p>
            <button type="button" className="hero__arrow" aria-label={t('hero.next')} data-hero-next="" disabled>
              <ArrowRightIcon />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
