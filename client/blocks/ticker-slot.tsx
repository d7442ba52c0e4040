import { useTranslation } from 'react-i18next';
import type { TickerFigures } from '#shared/rates.ts';
import { Island } from '../islands/island.tsx';
import { TickerMarquee } from '../ui/ticker-marquee.tsx';

interface TickerSlotProps {
  /** The figures known when the page is rendered, or why there are none. */
  rates: TickerFigures;
}

// docs/specification.md §2: the currency ticker, fixed at the bottom of every page (30 px); the page keeps room for it.
// Rendered with the figures, so it needs no script. Only while the server is fetching them does an island ask
// for them (when the browser is idle); when the last fetch failed, the ticker says so and asks nothing: the
// answer would be the same, and an error in the console.
export function TickerSlot({ rates }: TickerSlotProps) {
  const { t } = useTranslation(['common', 'ticker']);
  return (
    <aside className="ticker" aria-label={t('common:a11y.tickerLabel')}>
      {rates === 'fetching' ? (
        <Island name="ticker-rates" hydrate="idle" />
      ) : rates === 'unavailable' ? (
        <p className="ticker__status" role="status">
          {t('ticker:unavailableShort')}
        </p>
      ) : (
        <TickerMarquee rates={rates} />
      )}
    </aside>
  );
}
