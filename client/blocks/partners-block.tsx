import { useTranslation } from 'react-i18next';
import { Island } from '../islands/island.tsx';
import { SectionHeading } from '../ui/section-heading.tsx';

// docs/specification.md §2 partners carousel: a static heading around the carousel island (which hydrates when seen).
export function PartnersBlock() {
  const { t } = useTranslation('home');
  return (
    <section className="partners" aria-labelledby="partners-title">
      <div className="container">
        <SectionHeading id="partners-title" subtitle={t('partners.subtitle')} title={t('partners.title')} />
        <Island name="partners-carousel" hydrate="visible" />
      </div>
    </section>
  );
}
