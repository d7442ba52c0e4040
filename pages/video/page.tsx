import { useTranslation } from 'react-i18next';
import type { CollectionItem } from '#shared/collections.ts';
import { SERVICE_IMAGE_SIZES } from '#shared/media.ts';
import type { VideoSource } from '#shared/video.ts';
import { usePaths } from '#client/ui/use-language.ts';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import type { WithMeta } from '#shared/page-view.ts';
import { MediaImage } from '#client/ui/media-image.tsx';

export interface VideoProps extends WithMeta {
  service: CollectionItem;
  /** The service's video; null while it has none. */
  video: VideoSource | null;
}

// docs/specification.md §2 /Video/{slug}: the service's video with its poster, or a clear message while there is none.
export function VideoPage({ meta, service, video }: VideoProps) {
  const paths = usePaths();
  const { t } = useTranslation('video');
  const { fields } = service;
  // The service's own picture while the office chose no poster.
  const poster = fields.videoPoster
    ? { src: fields.videoPoster, ...SERVICE_IMAGE_SIZES.videoPoster }
    : { src: fields.image ?? '', ...SERVICE_IMAGE_SIZES.image };
  const posterAlt = (fields.videoPoster ? fields.videoPosterAlt : fields.imageAlt) ?? '';
  const serviceTitle = fields.title ?? '';
  return (
    <>
      <TitleBar title={meta.title} lead={meta.description} />
      <section className="section section--tight">
        <div className="container video-page">
          {video ? (
            <figure className="video-frame">
              <video
                className="video-frame__player"
                controls
                preload="none"
                poster={poster.src}
                width={poster.width}
                height={poster.height}
                aria-label={t('playerLabel', { service: serviceTitle })}
              >
                <source src={video.src} type={video.type} />
                <p>
                  {t('noPlayback')}{' '}
                  <a className="text-link" href={video.src} download>
                    {t('download')}
                  </a>
                </p>
              </video>
            </figure>
          ) : (
            <div className="video-frame video-frame--empty">
              <MediaImage className="video-frame__poster" media={poster} alt={posterAlt} decoding="async" />
              <div className="video-frame__notice">
                <h2 className="video-frame__title">{t('unavailable.title')}</h2>
                <p>{t('unavailable.text')}</p>
              </div>
            </div>
          )}
          <p className="video-page__actions">
            <a className="button" href={paths.service(service.slug ?? '')}>
              {t('aboutService')}
            </a>
            <a className="button button--outline" href={paths.contact()}>
              {t('contact')}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
