import type { ServiceProps } from './page.tsx';
import { NOT_INDEXED } from '#shared/page-view.ts';
import { paths } from '#shared/routes.ts';
import { languageUrl } from '#server/seo/head-tags.ts';
import { itemHead } from '#server/seo/item-head.ts';
import { serviceLd } from '#server/seo/structured-data.ts';
import { foundPage, pageMeta, definePage, type Loader } from '#server/loaders/loader.ts';

// The services are the office's list 'services' (docs/content.md, "Lists"): a service it adds has its page at once.
const load: Loader<ServiceProps> = ({ params, t, lng, origin, services }) => {
  const service = services.lists.findBySlug('services', params.slug ?? '', lng);
  // docs/specification.md §2: an unknown service has its own not-found texts ('Service Not Found'), still with status
  // 404.
  if (!service?.slug) {
    const meta = { title: t('services:notFound.heading'), description: t('services:notFound.text') };
    return { status: 404, meta, seo: NOT_INDEXED, props: { meta, service: null } };
  }
  const meta = pageMeta(t, 'service', { service: service.fields.title ?? '' });
  const path = paths.service(service.slug);
  // The page's heading is its own meta; its head, the SEO fields where the office typed them.
  const head = itemHead(meta, service);
  const summary = service.fields.seoDescription?.trim() ? head.description : service.fields.summary;
  const ld = serviceLd(origin, languageUrl(origin, path, lng), head.title, summary ?? meta.description);
  return { ...foundPage(path, head, { meta, service }, [ld]), item: service.slug };
};

export default definePage({
  routes: ['/service-single/:slug'],
  load,
  sitemap: ({ lists }) => lists.slugs('services').map((slug) => paths.service(slug)),
});
