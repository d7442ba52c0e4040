import { useTranslation } from 'react-i18next';
import { Island } from '../islands/island.tsx';
import { useRenderContext } from '../render-context.ts';
import { SectionHeading } from '../ui/section-heading.tsx';

// docs/specification.md §2 partners carousel: a static heading around the carousel island (which hydrates when seen).
export function PartnersBlock() {
  const { t } = useTranslation('home');
  // The office's list 'partners' (docs/content.md, "Lists").
  const partners = useRenderContext()
    .lists('partners')
    .map(({ id, fields }) => ({ id, name: fields.name ?? '', logo: fields.logo ?? '' }));
  if (partners.length === 0) return null;
  return (
    <section className="partners" aria-labelledby="partners-title">
      <div className="container">
        <SectionHeading id="partners-title" subtitle={t('partners.subtitle')} title={t('partners.title')} />
        <Island name="partners-carousel" hydrate="visible" props={{ partners }} />
      </div>
    </section>
  );
}
