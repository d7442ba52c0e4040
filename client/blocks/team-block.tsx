import { useTranslation } from 'react-i18next';
import { TEAM_PORTRAIT_SIZE } from '#shared/media.ts';
import { useRenderContext } from '../render-context.ts';
import { usePaths } from '../ui/use-language.ts';
import { SectionHeading } from '../ui/section-heading.tsx';
import { MediaImage } from '../ui/media-image.tsx';

interface TeamBlockProps {
  /** On a member's own page: leave that member out and title the block 'the rest of the team'. */
  exclude?: number;
}

// docs/specification.md §2 team section: the members (shipped with three: founder and consultant; partner and
// consultant, twice), each with a portrait, name and role, linking to their page; the office keeps the list
// (docs/content.md, "Lists"). The name link covers the card (CSS).
export function TeamBlock({ exclude }: TeamBlockProps) {
  const paths = usePaths();
  const { t } = useTranslation('team');
  const members = useRenderContext()
    .lists('team')
    .filter((member) => member.id !== exclude);
  if (members.length === 0) return null;
  return (
    <section className="team-block" aria-labelledby="team-block-title">
      <div className="container">
        {exclude !== undefined ? (
          <SectionHeading id="team-block-title" title={t('page.otherMembersTitle')} align="start" />
        ) : (
          <>
            <SectionHeading id="team-block-title" subtitle={t('section.subtitle')} title={t('section.title')} />
            <p className="team-block__intro">{t('section.intro')}</p>
          </>
        )}
        <ul className={`team-block__list team-block__list--${Math.min(members.length, 3)}`}>
          {members.map(({ id, slug, fields, photos }) => (
            <li key={id} className="member-card">
              <MediaImage
                className="member-card__image"
                media={{ src: fields.image ?? '', ...TEAM_PORTRAIT_SIZE }}
                photo={photos?.image}
                alt={fields.alt ?? ''}
                loading="lazy"
                decoding="async"
              />
              <div className="member-card__body">
                <h3 className="member-card__name">
                  <a className="member-card__link" href={paths.teamMember(slug ?? '')}>
                    {fields.name}
                  </a>
                </h3>
                <p className="member-card__role">{fields.role}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
