import { useTranslation } from 'react-i18next';

// SPEC §2: the currency ticker is fixed at the bottom of every page (30 px). The page keeps room for it.
// Its figures are rendered here by the rates feature.
export function TickerSlot() {
  const { t } = useTranslation('common');
  return <aside className="ticker" aria-label={t('a11y.tickerLabel')} />;
}
