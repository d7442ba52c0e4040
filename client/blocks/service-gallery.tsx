import { useTranslation } from 'react-i18next';
import type { Media } from '#shared/media.ts';
import { MediaImage } from '../ui/media-image.tsx';

interface ServiceGalleryProps {
  /** The pictures the office chose for the service, each with what it shows. */
  images: ReadonlyArray<{ media: Media; alt: string }>;
}

// docs/specification.md §2 service detail: the gallery (two images per service), or a message when a service has none.
export function ServiceGallery({ images }: ServiceGalleryProps) {
  const { t } = useTranslation('services');
  return (
    <section className="service-section" aria-labelledby="service-gallery">
      <h2 id="service-gallery" className="service-section__title">
        {t('detail.galleryHeading')}
      </h2>
      {images.length === 0 ? (
        <p className="service-gallery__empty">{t('detail.galleryEmpty')}</p>
      ) : (
        <ul className="service-gallery">
          {images.map(({ media, alt }, index) => (
            <li key={index} className="service-gallery__item">
              <MediaImage media={media} alt={alt} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
