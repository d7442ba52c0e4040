import type { TeamMemberProps } from './page.tsx';
import { paths } from '#shared/routes.ts';
import { findTeamMember, TEAM } from '#shared/site.ts';
import { NotFoundError } from '#server/errors.ts';
import { foundPage, pageMeta, definePage, type Loader } from '#server/loaders/loader.ts';

const load: Loader<TeamMemberProps> = ({ params, t }) => {
  const member = findTeamMember(params.slug);
  if (!member) throw new NotFoundError();
  const meta = pageMeta(t, 'teamMember', { name: t(`team:members.${member.key}.name`) });
  return foundPage(paths.teamMember(member.slug), meta, { memberKey: member.key });
};

export default definePage({
  routes: ['/team/:slug'],
  load,
  sitemap: () => TEAM.map((member) => paths.teamMember(member.slug)),
});
