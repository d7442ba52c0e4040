import { useTranslation } from 'react-i18next';
import { RELATED_SERVICES_MAX } from '#shared/constants.ts';
import { SERVICE_MEDIA } from '#shared/media.ts';
import { usePaths } from '#client/ui/use-language.ts';
import { SERVICES, type Service } from '#shared/site.ts';
import { CtaBand } from '#client/blocks/cta-band.tsx';
import { ServiceAside } from '#client/blocks/service-aside.tsx';
import { ServiceGallery } from '#client/blocks/service-gallery.tsx';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import { Island } from '#client/islands/island.tsx';
import { CheckCircleIcon, PlayIcon } from '#client/ui/inner-icons.tsx';
import type { PageMeta, WithMeta } from '#shared/page-view.ts';
import { MediaImage } from '#client/ui/media-image.tsx';

// docs/specification.md §9: five capabilities and five work-process steps per service.
const CAPABILITY_COUNT = 5;
const PROCESS_STEP_COUNT = 5;

function ServiceNotFound() {
  const paths = usePaths();
  const { t } = useTranslation('services');
  return (
    <section className="status-page container">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <p className="service-missing__actions">
        <a className="button" href={paths.home()}>
          {t('notFound.backHome')}
        </a>
        <a className="button button--outline" href={paths.services()}>
          {t('notFound.allServices')}
        </a>
      </p>
    </section>
  );
}

function ServiceDetail({ service, meta }: { service: Service; meta: PageMeta }) {
  const paths = usePaths();
  const { t } = useTranslation('services');
  const key = service.key;
  const media = SERVICE_MEDIA[key];
  // docs/specification.md §2: a missing capability or step shows 'Translation not available' instead of a raw key.
  const missing = t('detail.translationMissing');
  const related = SERVICES.filter((other) => other.key !== key).slice(0, RELATED_SERVICES_MAX);
  return (
    <>
      <TitleBar title={meta.title} lead={meta.description} />
      <div className="container service-layout">
        <article className="service-main">
          <figure className="service-hero">
            <MediaImage media={media.image} alt={t(`${key}.imageAlt`)} decoding="async" fetchPriority="high" />
          </figure>
          <section className="service-section" aria-labelledby="service-overview">
            <h2 id="service-overview" className="service-section__title">
              {t('detail.overviewHeading')}
            </h2>
            <p className="lead service-overview__text">{t(`${key}.description`)}</p>
            <a className="text-link service-video-link" href={paths.video(service.slug)}>
              <PlayIcon />
              <span>{t('detail.videoLink')}</span>
            </a>
          </section>
          <ServiceGallery serviceKey={key} images={media.gallery} />
          <section className="service-section" aria-labelledby="service-capabilities">
            <h2 id="service-capabilities" className="service-section__title">
              {t('detail.capabilitiesHeading')}
            </h2>
            <ul className="service-capabilities">
              {Array.from({ length: CAPABILITY_COUNT }, (_, index) => (
                <li key={index}>
                  <CheckCircleIcon />
                  <span>{t(`${key}.capabilities.${index}`, { defaultValue: missing })}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="service-section service-approach" aria-labelledby="service-approach">
            <h2 id="service-approach" className="service-section__title">
              {t('detail.approachHeading')}
            </h2>
            <p>{t(`${key}.approach`)}</p>
          </section>
          <section className="service-section" aria-labelledby="service-process">
            <h2 id="service-process" className="service-section__title">
              {t('detail.processHeading')}
            </h2>
            <ol className="service-process">
              {Array.from({ length: PROCESS_STEP_COUNT }, (_, index) => (
                <li key={index} className="service-process__step">
                  <h3 className="service-process__title">
                    {t(`${key}.process.${index}.title`, { defaultValue: missing })}
                  </h3>
                  <p className="service-process__text">
                    {t(`${key}.process.${index}.text`, { defaultValue: missing })}
                  </p>
                </li>
              ))}
            </ol>
          </section>
          <CtaBand title={t(`${key}.cta.title`)} text={t(`${key}.cta.text`)} button={t('detail.contactButton')} />
          <section className="service-section service-request" id="request" aria-labelledby="service-request">
            <h2 id="service-request" className="service-section__title">
              {t('detail.formHeading')}
            </h2>
            <p>{t('detail.formLead')}</p>
            <Island name="service-form" hydrate="interaction" props={{ serviceSlug: service.slug }} />
          </section>
        </article>
        <ServiceAside related={related} />
      </div>
    </>
  );
}

export interface ServiceProps extends WithMeta {
  /** null: the slug named no service (the page then says so, with status 404). */
  serviceKey: Service['key'] | null;
}

// docs/specification.md §2 service detail, or its own not-found texts for an unknown slug.
export function ServicePage({ meta, serviceKey }: ServiceProps) {
  const service = SERVICES.find((candidate) => candidate.key === serviceKey);
  return service ? <ServiceDetail service={service} meta={meta} /> : <ServiceNotFound />;
}
