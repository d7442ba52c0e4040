import { Router } from 'express';
import type { Clock } from '../clock.ts';
import { requestLanguage } from '../request-language.ts';
import type { AdminPages } from './admin-page.ts';
import { requireRole } from './require-role.ts';
import { parseStatsRange } from './stats-range.ts';
import { statsProps, type StatsSources } from './stats-props.ts';

/**
 * The office's statistics page (docs/office-guide.md, "Statistics"; role stats): a period's views, their pages,
 * products, services, referrers, languages and devices, and the way from a product's page to an accepted quotation.
 * A GET form: each period has its own address. Counts only, no enquiry's content.
 */
export function statsRoutes(deps: StatsSources & { clock: Clock; pages: AdminPages }): Router {
  const { clock, pages } = deps;
  return Router().get('/stats', requireRole('stats'), async (req, res) => {
    const { fields, notice } = parseStatsRange(req.query, clock.now());
    const props = await statsProps(deps, {
      t: req.t,
      lng: requestLanguage(req),
      action: `${req.baseUrl}/stats`,
      fields,
      ...(notice ? { notice } : {}),
    });
    await pages.send(req, res, 200, req.t('admin:stats.title'), { page: 'stats', props });
  });
}
