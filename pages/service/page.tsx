import { useTranslation } from 'react-i18next';
import { linesOf, stepsOf, type CollectionItem } from '#shared/collections.ts';
import { RELATED_SERVICES_MAX } from '#shared/constants.ts';
import { SERVICE_IMAGE_SIZES } from '#shared/media.ts';
import { useRenderContext } from '#client/render-context.ts';
import { usePaths } from '#client/ui/use-language.ts';
import { ServiceAside } from '#client/blocks/service-aside.tsx';
import { ServiceGallery } from '#client/blocks/service-gallery.tsx';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import { Island } from '#client/islands/island.tsx';
import { CheckCircleIcon, PlayIcon } from '#client/ui/inner-icons.tsx';
import type { PageMeta, WithMeta } from '#shared/page-view.ts';
import { MediaImage } from '#client/ui/media-image.tsx';
import { RichText } from '#client/ui/rich-text.tsx';

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

/** The gallery's pictures the office chose, each with its description. */
const galleryOf = ({ fields }: CollectionItem) =>
  [1, 2].flatMap((index) => {
    const src = fields[`gallery${index}`] ?? '';
    return src ? [{ media: { src, ...SERVICE_IMAGE_SIZES.gallery }, alt: fields[`gallery${index}Alt`] ?? '' }] : [];
  });

function ServiceDetail({ service, meta }: { service: CollectionItem & { slug: string }; meta: PageMeta }) {
  const paths = usePaths();
  const { t } = useTranslation('services');
  const { fields, docs } = service;
  const all = useRenderContext().lists('services');
  // docs/specification.md §2: up to RELATED_SERVICES_MAX other services, never the current one.
  const related = all.filter((other) => other.id !== service.id).slice(0, RELATED_SERVICES_MAX);
  // The service form's choice: every service, by its address and its title in the page language.
  const choices = all.flatMap((item) => (item.slug ? [{ slug: item.slug, title: item.fields.title ?? '' }] : []));
  return (
    <>
      {/* Its summary (the card's text) says what the service is; the description only repeats the title. */}
      <TitleBar title={meta.title} lead={fields.summary || meta.description} />
      <div className="container service-layout">
        <article className="service-main">
          <figure className="service-hero">
            <MediaImage
              media={{ src: fields.image ?? '', ...SERVICE_IMAGE_SIZES.image }}
              photo={service.photos?.image}
              alt={fields.imageAlt ?? ''}
              decoding="async"
              fetchPriority="high"
            />
          </figure>
          <section className="service-section" aria-labelledby="service-overview">
            <h2 id="service-overview" className="service-section__title">
              {t('detail.overviewHeading')}
            </h2>
            {docs.description ? <RichText doc={docs.description} className="lead service-overview__text" /> : null}
            <a className="text-link service-video-link" href={paths.video(service.slug)}>
              <PlayIcon />
              <span>{t('detail.videoLink')}</span>
            </a>
          </section>
          <ServiceGallery images={galleryOf(service)} />
          <section className="service-section" aria-labelledby="service-capabilities">
            <h2 id="service-capabilities" className="service-section__title">
              {t('detail.capabilitiesHeading')}
            </h2>
            <ul className="service-capabilities">
              {linesOf(fields.capabilities).map((capability, index) => (
                <li key={index}>
                  <CheckCircleIcon />
                  <span>{capability}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="service-section service-approach" aria-labelledby="service-approach">
            <h2 id="service-approach" className="service-section__title">
              {t('detail.approachHeading')}
            </h2>
            {docs.approach ? <RichText doc={docs.approach} className="service-approach__text" /> : null}
          </section>
          <section className="service-section" aria-labelledby="service-process">
            <h2 id="service-process" className="service-section__title">
              {t('detail.processHeading')}
            </h2>
            <ol className="service-process">
              {stepsOf(fields.steps).map((step, index) => (
                <li key={index} className="service-process__step">
                  <h3 className="service-process__title">{step.title}</h3>
                  <p className="service-process__text">{step.text}</p>
                </li>
              ))}
            </ol>
          </section>
          <section className="service-section service-request" id="request" aria-labelledby="service-request">
            <h2 id="service-request" className="service-section__title">
              {t('detail.formHeading')}
            </h2>
            <p>{t('detail.formLead')}</p>
            <Island name="service-form" hydrate="interaction" props={{ serviceSlug: service.slug, choices }} />
          </section>
        </article>
        {/* The service's call to action heads the side column, which stays in view beside the page (sticky) and
            leads to the form: a band saying "contact us" right above the page's own form sent visitors away. */}
        <ServiceAside related={related} help={{ title: fields.ctaTitle ?? '', text: fields.ctaText ?? '' }} />
      </div>
    </>
  );
}

export interface ServiceProps extends WithMeta {
  /** null: the slug named no service (the page then says so, with status 404). */
  service: CollectionItem | null;
}

// docs/specification.md §2 service detail, or its own not-found texts for an unknown slug.
export function ServicePage({ meta, service }: ServiceProps) {
  return service?.slug ? (
    <ServiceDetail service={{ ...service, slug: service.slug }} meta={meta} />
  ) : (
    <ServiceNotFound />
  );
}
