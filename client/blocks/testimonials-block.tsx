import { useTranslation } from 'react-i18next';
import { useRenderContext } from '../render-context.ts';
import { QuoteIcon } from '../ui/block-icons.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';

// docs/specification.md §3: the testimonials (a quote, the person's name, role and company), as the office keeps
// them (docs/content.md, "Lists": a list of its own, shipped with three).
export function TestimonialsBlock() {
  const { t } = useTranslation('home');
  const items = useRenderContext().lists('testimonials');
  if (items.length === 0) return null;
  return (
    <section className="testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeading id="testimonials-title" subtitle={t('testimonials.subtitle')} title={t('testimonials.title')} />
        <ul className="testimonials__list">
          {items.map(({ id, fields }) => (
            <li key={id}>
              <figure className="testimonial">
                <QuoteIcon />
                <blockquote className="testimonial__quote">
                  <p>{fields.quote}</p>
                </blockquote>
                <figcaption className="testimonial__person">
                  <span className="testimonial__name">{fields.name}</span>
                  <span className="testimonial__role">{fields.role}</span>
                  <span className="testimonial__company">{fields.company}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
