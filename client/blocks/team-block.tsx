import { useTranslation } from 'react-i18next';
import { TEAM_MEDIA } from '#shared/media.ts';
import { usePaths } from '../ui/use-language.ts';
import { TEAM, type TeamMember } from '#shared/site.ts';
import { SectionHeading } from '../ui/section-heading.tsx';
import { MediaImage } from '../ui/media-image.tsx';

interface TeamBlockProps {
  /** On a member's own page: leave that member out and title the block 'the rest of the team'. */
  exclude?: TeamMember['key'];
}

// docs/specification.md §2 team section: three members (founder and consultant; partner and consultant, twice), each
// with an illustration, name and role, linking to their page. The name link covers the card (CSS).
export function TeamBlock({ exclude }: TeamBlockProps) {
  const paths = usePaths();
  const { t } = useTranslation('team');
  const members = TEAM.filter((member) => member.key !== exclude);
  return (
    <section className="team-block" aria-labelledby="team-block-title">
      <div className="container">
        {exclude ? (
          <SectionHeading id="team-block-title" title={t('page.otherMembersTitle')} align="start" />
        ) : (
          <>
            <SectionHeading id="team-block-title" subtitle={t('section.subtitle')} title={t('section.title')} />
            <p className="team-block__intro">{t('section.intro')}</p>
          </>
        )}
        <ul className={`team-block__list team-block__list--${members.length}`}>
          {members.map((member) => {
            const media = TEAM_MEDIA[member.key];
            return (
              <li key={member.key} className="member-card">
                <MediaImage
                  className="member-card__image"
                  media={media}
                  alt={t(`members.${member.key}.alt`)}
                  loading="lazy"
                  decoding="async"
                />
                <div className="member-card__body">
                  <h3 className="member-card__name">
                    <a className="member-card__link" href={paths.teamMember(member.slug)}>
                      {t(`members.${member.key}.name`)}
                    </a>
                  </h3>
                  <p className="member-card__role">{t(`members.${member.key}.role`)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
