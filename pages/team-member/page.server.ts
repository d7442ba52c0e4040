import type { TeamMemberProps } from './page.tsx';
import { paths } from '#shared/routes.ts';
import { NotFoundError } from '#server/errors.ts';
import { foundPage, pageMeta, definePage, type Loader } from '#server/loaders/loader.ts';

// The members are the office's list 'team' (README, "Office editing"): a member it adds has a page at once.
const load: Loader<TeamMemberProps> = ({ params, t, lng, services }) => {
  const member = services.lists.findBySlug('team', params.slug ?? '', lng);
  if (!member?.slug) throw new NotFoundError();
  const meta = pageMeta(t, 'teamMember', { name: member.fields.name ?? '' });
  return foundPage(paths.teamMember(member.slug), meta, { member });
};

export default definePage({
  routes: ['/team/:slug'],
  load,
  sitemap: ({ lists }) => lists.slugs('team').map((slug) => paths.teamMember(slug)),
});
