import { useTranslation } from 'react-i18next';
import type { RatesView } from '#shared/rates.ts';
import { Island } from '../islands/island.tsx';
import { TickerMarquee } from '../ui/ticker-marquee.tsx';

interface TickerSlotProps {
  /** The figures known when the page is rendered; null when none were ever fetched. */
  rates: RatesView | null;
}

// SPEC §2: the currency ticker, fixed at the bottom of every page (30 px); the page keeps room for it.
// Rendered with the figures, so it needs no script; only when there are none yet does an island fetch them.
export function TickerSlot({ rates }: TickerSlotProps) {
  const { t } = useTranslation('common');
  return (
    <aside className="ticker" aria-label={t('a11y.tickerLabel')}>
      {rates ? <TickerMarquee rates={rates} /> : <Island name="ticker-rates" hydrate="idle" />}
    </aside>
  );
}
