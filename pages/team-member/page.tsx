import { useTranslation } from 'react-i18next';
import { linesOf, type CollectionItem } from '#shared/collections.ts';
import { TEAM_PORTRAIT_SIZE } from '#shared/media.ts';
import { telHref } from '#shared/site.ts';
import { usePaths } from '#client/ui/use-language.ts';
import { TeamBlock } from '#client/blocks/team-block.tsx';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from '#client/ui/block-icons.tsx';
import { MediaImage } from '#client/ui/media-image.tsx';
import { RichText } from '#client/ui/rich-text.tsx';

export interface TeamMemberProps {
  member: CollectionItem;
}

// Beyond the spec: a page per team member (/team/{slug}) with portrait, biography, expertise, their contacts
// when the office gave any, a contact link and the other members.
export function TeamMemberPage({ member }: TeamMemberProps) {
  const paths = usePaths();
  const { t } = useTranslation('team');
  const { fields, docs } = member;
  const expertise = linesOf(fields.expertise);
  return (
    <>
      <TitleBar title={fields.name ?? ''} lead={fields.role} />
      <section className="member-profile" aria-labelledby="member-biography">
        <div className="container member-profile__grid">
          <MediaImage
            className="member-profile__image"
            media={{ src: fields.image ?? '', ...TEAM_PORTRAIT_SIZE }}
            photo={member.photos?.image}
            alt={fields.alt ?? ''}
            decoding="async"
          />
          <div className="member-profile__text">
            <h2 id="member-biography">{t('page.biographyTitle')}</h2>
            {docs.biography ? <RichText doc={docs.biography} /> : null}
            {expertise.length > 0 ? (
              <>
                <h2>{t('page.expertiseTitle')}</h2>
                <ul className="tick-list">
                  {expertise.map((line) => (
                    <li key={line}>
                      <CheckIcon />
                      {line}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <div className="member-profile__contact">
              <h2>{t('page.contactTitle')}</h2>
              <p>{t('page.contactText')}</p>
              {fields.email || fields.phone ? (
                <ul className="member-profile__direct">
                  {fields.email ? (
                    <li>
                      {t('page.emailLabel')}: <a href={`mailto:${fields.email}`}>{fields.email}</a>
                    </li>
                  ) : null}
                  {fields.phone ? (
                    <li>
                      {t('page.phoneLabel')}: <a href={telHref(fields.phone)}>{fields.phone}</a>
                    </li>
                  ) : null}
                </ul>
              ) : null}
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
      <TeamBlock exclude={member.id} />
    </>
  );
}
