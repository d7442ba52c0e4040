import { useTranslation } from 'react-i18next';
import { ABOUT_MEDIA } from '#shared/media.ts';
import { SectionHeading } from '../ui/section-heading.tsx';
import { MediaImage } from '../ui/media-image.tsx';

// docs/specification.md §3/§9 skill progress items. Each value has a width class in skills-block.css (no style=: CSP).
const SKILLS = [
  { key: 'timeManagement', value: 75 },
  { key: 'workingAbility', value: 80 },
  { key: 'revenueProfit', value: 92 },
] as const;

// docs/specification.md §2 skill block: image, subtitle, title, description, and a progress bar per skill.
export function SkillsBlock() {
  const { t } = useTranslation('home');
  return (
    <section className="skills-block" aria-labelledby="skills-block-title">
      <div className="container skills-block__grid">
        <div className="skills-block__text">
          <SectionHeading
            id="skills-block-title"
            subtitle={t('skills.subtitle')}
            title={t('skills.title')}
            align="start"
          />
          <p>{t('skills.description')}</p>
          <ul className="skills-block__list">
            {SKILLS.map(({ key, value }) => {
              const labelId = `skill-${key}`;
              return (
                <li key={key} className="skill">
                  <p className="skill__head">
                    <span id={labelId}>{t(`skills.items.${key}`)}</span>
                    <span className="skill__value">{t('skills.valueLabel', { value })}</span>
                  </p>
                  <div
                    className="skill__track"
                    role="progressbar"
                    aria-labelledby={labelId}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={value}
                  >
                    <span className={`skill__fill skill__fill--${value}`} />
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
        <MediaImage
          className="skills-block__image"
          media={ABOUT_MEDIA.skills}
          alt={t('skills.imageAlt')}
          loading="lazy"
          decoding="async"
        />
      </div>
    </section>
  );
}
