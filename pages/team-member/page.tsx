import { useTranslation } from 'react-i18next';
import { TEAM_MEDIA } from '#shared/media.ts';
import { usePaths } from '#client/ui/use-language.ts';
import type { TeamMember } from '#shared/site.ts';
import { TeamBlock } from '#client/blocks/team-block.tsx';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from '#client/ui/block-icons.tsx';
import { MediaImage } from '#client/ui/media-image.tsx';

const BIOGRAPHY = ['bio1', 'bio2', 'bio3'] as const;

export interface TeamMemberProps {
  memberKey: TeamMember['key'];
}

// Beyond the spec: a page per team member (/team/{slug}) with illustration, biography, expertise,
// a contact link and the other members.
export function TeamMemberPage({ memberKey }: TeamMemberProps) {
  const paths = usePaths();
  const { t } = useTranslation('team');
  const media = TEAM_MEDIA[memberKey];
  const expertiseRaw: unknown = t(`members.${memberKey}.expertise`, { returnObjects: true });
  const expertise =
    expertiseRaw && typeof expertiseRaw === 'object' ? Object.values(expertiseRaw as Record<string, string>) : [];
  const name = t(`members.${memberKey}.name`);
  return (
    <>
      <TitleBar title={name} lead={t(`members.${memberKey}.role`)} />
      <section className="member-profile" aria-labelledby="member-biography">
        <div className="container member-profile__grid">
          <MediaImage
            className="member-profile__image"
            media={media}
            alt={t(`members.${memberKey}.alt`)}
            decoding="async"
          />
          <div className="member-profile__text">
            <h2 id="member-biography">{t('page.biographyTitle')}</h2>
            {BIOGRAPHY.map((key) => (
              <p key={key}>{t(`members.${memberKey}.${key}`)}</p>
            ))}
            <h2>{t('page.expertiseTitle')}</h2>
            <ul className="tick-list">
              {expertise.map((line) => (
                <li key={line}>
                  <CheckIcon />
                  {line}
                </li>
              ))}
            </ul>
            <div className="member-profile__contact">
              <h2>{t('page.contactTitle')}</h2>
              <p>{t('page.contactText')}</p>
              <a className="button" href={paths.contact()}>
                {t('page.contactLink')}
                <ArrowRightIcon />
              </a>
            </div>
            <p>
              <a className="back-link" href={paths.about()}>
                <ArrowLeftIcon />
                {t('page.backToAbout')}
              </a>
            </p>
          </div>
        </div>
      </section>
      <TeamBlock exclude={memberKey} />
    </>
  );
}
