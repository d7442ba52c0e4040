import { useTranslation } from 'react-i18next';
import { FEATURE_ICONS } from '#shared/media.ts';
import { MediaImage } from '../ui/media-image.tsx';

const FEATURES = ['technology', 'support', 'engineers'] as const;

// docs/specification.md §2 features: advanced technology, 24/7 customer support, expert engineers.
export function FeaturesBlock() {
  const { t } = useTranslation('blocks');
  return (
    <section className="features-block" aria-labelledby="features-block-title">
      <div className="container">
        <h2 id="features-block-title" className="visually-hidden">
          {t('features.title')}
        </h2>
        <ul className="features-block__list">
          {FEATURES.map((key) => (
            <li key={key} className="feature">
              <MediaImage className="feature__icon" media={FEATURE_ICONS[key]} alt="" loading="lazy" decoding="async" />
              <h3 className="feature__title">{t(`features.${key}.title`)}</h3>
              <p className="feature__text">{t(`features.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
