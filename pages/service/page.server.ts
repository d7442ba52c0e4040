import type { ServiceProps } from './page.tsx';
import { NOT_INDEXED } from '#shared/page-view.ts';
import { paths } from '#shared/routes.ts';
import { findService, SERVICES } from '#shared/site.ts';
import { languageUrl } from '#server/seo/head-tags.ts';
import { serviceLd } from '#server/seo/structured-data.ts';
import { foundPage, pageMeta, definePage, type Loader } from '#server/loaders/loader.ts';

const load: Loader<ServiceProps> = ({ params, t, lng, origin }) => {
  const service = findService(params.slug);
  // docs/specification.md §2: an unknown service has its own not-found texts ('Service Not Found'), still with status
  // 404.
  if (!service) {
    const meta = { title: t('services:notFound.heading'), description: t('services:notFound.text') };
    return { status: 404, meta, seo: NOT_INDEXED, props: { meta, serviceKey: null } };
  }
  const meta = pageMeta(t, 'service', { service: t(`services.${service.key}.title`) });
  const path = paths.service(service.slug);
  const ld = serviceLd(origin, languageUrl(origin, path, lng), meta.title, meta.description);
  return foundPage(path, meta, { meta, serviceKey: service.key }, [ld]);
};

export default definePage({
  routes: ['/service-single/:slug'],
  load,
  sitemap: () => SERVICES.map((service) => paths.service(service.slug)),
});
