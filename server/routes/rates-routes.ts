import { Router } from 'express';
import type { Clock } from '../clock.ts';
import { nextUlaanbaatarMidnight } from '../services/rates-calendar.ts';
import type { RatesSource } from '../services/rates-service.ts';

// Stale figures may be replaced as soon as the upstream answers again: browsers ask again soon.
const STALE_MAX_AGE_S = 300;
// A 503 means the upstream was just tried and failed; the service retries after a minute at the earliest.
const RETRY_AFTER_S = 60;

// GET /api/rates: the ticker figures (docs/specification.md §3) for the 'Loading...' island and anyone else.
// Today's figures are good until the next Ulaanbaatar midnight, so browsers and proxies keep them that long.
export function ratesRoutes({ rates, clock }: { rates: RatesSource; clock: Clock }): Router {
  return Router().get('/api/rates', async (req, res) => {
    const view = await rates.waitForFigures();
    if (!view) {
      res
        .status(503)
        .set({ 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_S) })
        .json({ success: false, error: req.t('ticker:unavailable') });
      return;
    }
    const now = clock.now();
    const midnight = nextUlaanbaatarMidnight(now);
    const untilMidnightS = Math.max(0, Math.floor((midnight.getTime() - now.getTime()) / 1000));
    const maxAge = view.stale ? Math.min(STALE_MAX_AGE_S, untilMidnightS) : untilMidnightS;
    res
      .set({
        'Cache-Control': `public, max-age=${maxAge}`,
        Expires: (view.stale ? new Date(now.getTime() + maxAge * 1000) : midnight).toUTCString(),
      })
      .json(view);
  });
}
