import type { VideoProps } from './page.tsx';
import { paths } from '#shared/routes.ts';
import { videoTypeOf } from '#shared/video.ts';
import { NotFoundError } from '#server/errors.ts';
import { foundPage, pageMeta, definePage, type Loader } from '#server/loaders/loader.ts';

// A service's video, as the office set it in the list 'services' (docs/content.md, "Lists").
const load: Loader<VideoProps> = ({ params, t, lng, services }) => {
  const service = services.lists.findBySlug('services', params.slug ?? '', lng);
  if (!service?.slug) throw new NotFoundError();
  const { title = '', video = '' } = service.fields;
  const meta = pageMeta(t, 'video', { service: title });
  const props = { meta, service, video: video ? { src: video, type: videoTypeOf(video) } : null };
  return foundPage(paths.video(service.slug), meta, props);
};

export default definePage({
  routes: ['/video/:slug'],
  load,
  sitemap: ({ lists }) => lists.slugs('services').map((slug) => paths.video(slug)),
});
