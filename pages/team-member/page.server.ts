import type { TeamMemberProps } from './page.tsx';
import { paths } from '#shared/routes.ts';
import { languageUrl } from '#server/seo/head-tags.ts';
import { itemHead } from '#server/seo/item-head.ts';
import { personLd } from '#server/seo/structured-data.ts';
import { NotFoundError } from '#server/errors.ts';
import { foundPage, pageMeta, definePage, type Loader } from '#server/loaders/loader.ts';

// The members are the office's list 'team' (docs/content.md, "Lists"): a member it adds has a page at once.
const load: Loader<TeamMemberProps> = ({ params, t, lng, origin, services }) => {
  const member = services.lists.findBySlug('team', params.slug ?? '', lng);
  if (!member?.slug) throw new NotFoundError();
  const { name = '', role = '', image = '' } = member.fields;
  const head = itemHead(pageMeta(t, 'teamMember', { name }), member);
  const path = paths.teamMember(member.slug);
  const ld = personLd(origin, languageUrl(origin, path, lng), { name, role, image });
  const described = member.fields.seoDescription?.trim() ? { description: head.description } : {};
  return foundPage(path, head, { member }, [{ ...ld, ...described }]);
};

export default definePage({
  routes: ['/team/:slug'],
  load,
  sitemap: ({ lists }) => lists.slugs('team').map((slug) => paths.teamMember(slug)),
});
