import type { PageProps } from '#shared/page-props.ts';
import { paths } from '#shared/routes.ts';
import { findTeamMember } from '#shared/site.ts';
import { NotFoundError } from '../errors.ts';
import { foundPage, pageMeta, type Loader } from './loader.ts';

export const loadTeamMemberPage: Loader<PageProps['teamMember']> = ({ params, t }) => {
  const member = findTeamMember(params.slug);
  if (!member) throw new NotFoundError();
  const meta = pageMeta(t, 'teamMember', { name: t(`team:members.${member.key}.name`) });
  return foundPage(paths.teamMember(member.slug), meta, { memberKey: member.key });
};
