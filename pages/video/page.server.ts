import type { VideoProps } from './page.tsx';
import { paths } from '#shared/routes.ts';
import { findService, SERVICES } from '#shared/site.ts';
import { NotFoundError } from '#server/errors.ts';
import { foundPage, pageMeta, definePage, type Loader } from '#server/loaders/loader.ts';

const load: Loader<VideoProps> = ({ params, t, services }) => {
  const service = findService(params.slug);
  if (!service) throw new NotFoundError();
  const meta = pageMeta(t, 'video', { service: t(`services.${service.key}.title`) });
  const props = { meta, serviceKey: service.key, video: services.videos.find(service.slug) };
  return foundPage(paths.video(service.slug), meta, props);
};

export default definePage({
  routes: ['/video/:slug'],
  load,
  sitemap: () => SERVICES.map((service) => paths.video(service.slug)),
});
