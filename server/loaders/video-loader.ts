import type { PageProps } from '#shared/page-props.ts';
import { paths } from '#shared/routes.ts';
import { findService } from '#shared/site.ts';
import { NotFoundError } from '../errors.ts';
import { foundPage, pageMeta, type Loader } from './loader.ts';

export const loadVideoPage: Loader<PageProps['video']> = ({ params, t, services }) => {
  const service = findService(params.slug);
  if (!service) throw new NotFoundError();
  const meta = pageMeta(t, 'video', { service: t(`services.${service.key}.title`) });
  const props = { meta, serviceKey: service.key, video: services.videos.find(service.slug) };
  return foundPage(paths.video(service.slug), meta, props);
};
