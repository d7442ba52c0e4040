import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRatesView, type RatesView } from '#shared/rates.ts';
import { TickerMarquee } from '../ui/ticker-marquee.tsx';

type TickerState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rates: RatesView };

// Rendered only when the server had no figures at all: fetches them once and fills the ticker.
export function TickerRates() {
  const { t } = useTranslation('ticker');
  const [state, setState] = useState<TickerState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/rates', { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        const body: unknown = await response.json();
        setState(response.ok && isRatesView(body) ? { status: 'ready', rates: body } : { status: 'failed' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, []);

  if (state.status === 'ready') return <TickerMarquee rates={state.rates} />;
  return (
    <p className="ticker__status" role="status">
      {t(state.status === 'failed' ? 'unavailableShort' : 'loading')}
    </p>
  );
}
