import type { TeamMemberProps } from './page.tsx';
import { paths } from '#shared/routes.ts';
import { languageUrl } from '#server/seo/head-tags.ts';
import { personLd } from '#server/seo/structured-data.ts';
import { NotFoundError } from '#server/errors.ts';
import { foundPage, pageMeta, definePage, type Loader } from '#server/loaders/loader.ts';

// The members are the office's list 'team' (docs/content.md, "Lists"): a member it adds has a page at once.
const load: Loader<TeamMemberProps> = ({ params, t, lng, origin, services }) => {
  const member = services.lists.findBySlug('team', params.slug ?? '', lng);
  if (!member?.slug) throw new NotFoundError();
  const { name = '', role = '', image = '' } = member.fields;
  const meta = pageMeta(t, 'teamMember', { name });
  const path = paths.teamMember(member.slug);
  const ld = personLd(origin, languageUrl(origin, path, lng), { name, role, image });
  return foundPage(path, meta, { member }, [ld]);
};

export default definePage({
  routes: ['/team/:slug'],
  load,
  sitemap: ({ lists }) => lists.slugs('team').map((slug) => paths.teamMember(slug)),
});
