import { useTranslation } from 'react-i18next';
import { ABOUT_MEDIA } from '#shared/media.ts';
import { useRenderContext } from '../render-context.ts';
import { SectionHeading } from '../ui/section-heading.tsx';
import { MediaImage } from '../ui/media-image.tsx';

/** A skill's stored percentage as a number from 0 to 100 (the list's form refuses any other). */
const percentOf = (value: string | undefined) => Math.min(100, Math.max(0, Math.trunc(Number(value)) || 0));

/**
 * A skill's bar: an SVG whose fill is as wide as the percentage. The Content-Security-Policy forbids style=, and a
 * width class per value cannot serve the office's any percentage; `width="75%"` is a presentation attribute, which
 * the CSP allows. The gradient is the bar's own (its id the skill's), spanning the fill as the CSS one did.
 */
function SkillBar({ id, percent }: { id: number; percent: number }) {
  const gradient = `skill-${id}-fill`;
  return (
    <svg className="skill__bar" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient}>
          <stop className="skill__stop skill__stop--start" offset="0" />
          <stop className="skill__stop skill__stop--end" offset="1" />
        </linearGradient>
      </defs>
      <rect className="skill__fill" width={`${percent}%`} height="100%" rx="5" fill={`url(#${gradient})`} />
    </svg>
  );
}

// docs/specification.md §2 skill block: image, subtitle, title, description, and a progress bar per skill, the
// skills as the office keeps them (docs/content.md, "Lists": the list 'skills').
export function SkillsBlock() {
  const { t } = useTranslation('home');
  const skills = useRenderContext().lists('skills');
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
          {skills.length > 0 ? (
            <ul className="skills-block__list">
              {skills.map(({ id, fields }) => {
                const labelId = `skill-${id}`;
                const value = percentOf(fields.percent);
                return (
                  <li key={id} className="skill">
                    <p className="skill__head">
                      <span id={labelId}>{fields.label}</span>
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
                      <SkillBar id={id} percent={value} />
                    </div>
                  </li>
                );
              })}
            </ul>
          ) : null}
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
