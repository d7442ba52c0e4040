import { useTranslation } from 'react-i18next';
import { QuoteIcon } from '../ui/block-icons.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';

// docs/specification.md §3: three testimonials (quote, a person's name, role and company); keys in
// home:testimonials.items.
const TESTIMONIALS = ['copperMine', 'goldMine', 'construction'] as const;

export function TestimonialsBlock() {
  const { t } = useTranslation('home');
  return (
    <section className="testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeading id="testimonials-title" subtitle={t('testimonials.subtitle')} title={t('testimonials.title')} />
        <ul className="testimonials__list">
          {TESTIMONIALS.map((key) => (
            <li key={key}>
              <figure className="testimonial">
                <QuoteIcon />
                <blockquote className="testimonial__quote">
                  <p>{t(`testimonials.items.${key}.quote`)}</p>
                </blockquote>
                <figcaption className="testimonial__person">
                  <span className="testimonial__name">{t(`testimonials.items.${key}.name`)}</span>
                  <span className="testimonial__role">{t(`testimonials.items.${key}.role`)}</span>
                  <span className="testimonial__company">{t(`testimonials.items.${key}.company`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
