import { useTranslation } from 'react-i18next';
import { CtaBand } from '#client/blocks/cta-band.tsx';
import { ServicesBlock } from '#client/blocks/services-block.tsx';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import type { WithMeta } from '#shared/page-view.ts';

interface Principle {
  title: string;
  text: string;
}

// docs/specification.md §2 service list: title bar and the services block, then how we work and a way to get in touch.
export function ServicesPage({ meta }: WithMeta) {
  const { t } = useTranslation('services');
  const principles = t('index.principles', { returnObjects: true }) as Principle[];
  return (
    <>
      <TitleBar title={meta.title} lead={meta.description} />
      <ServicesBlock isFirstView />
      <section className="section section--alt" aria-labelledby="services-how">
        <div className="container">
          <div className="section-heading">
            <h2 id="services-how" className="section-heading__title">
              {t('index.howHeading')}
            </h2>
            <p className="section-heading__subtitle">{t('index.howLead')}</p>
          </div>
          <ol className="principles">
            {principles.map((principle, index) => (
              <li key={principle.title} className="principles__item">
                <span className="principles__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="principles__title">{principle.title}</h3>
                <p className="principles__text">{principle.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <div className="section section--tight">
        <div className="container">
          <CtaBand title={t('index.ctaTitle')} text={t('index.ctaText')} button={t('index.ctaButton')} />
        </div>
      </div>
    </>
  );
}
