import type { TFunction } from 'i18next';
import type { Language } from '#shared/constants.ts';
import type { StatsBreakdown, StatsFields, StatsProps, StatsRow } from '#shared/stats-view.ts';
import type { AdminNotice } from '#shared/admin-view.ts';
import type { Collections } from '../content/collections.ts';
import type { ProductCatalogue } from '../content/product-catalogue.ts';
import { OTHER_REFERRER } from '../stats/referrer-host.ts';
import type { SiteStats, ViewsOf } from '../storage/site-stats.ts';
import { viewsSeries } from './stats-series.ts';

// What the statistics page shows (docs/office-guide.md, "Statistics"): the period's figures from the store, each
// row named as the staff know it: a page by its title, a product and a service by their names today (a renamed one's
// old address too), a language and a device class in words. A page's views name no visitor (docs/privacy.md).

/** How many rows each breakdown and the funnel show. */
export const STATS_TOP = 10;

/** The referrer of a view from no site (typed, a bookmark, an app) or from this site's own pages. */
const NO_REFERRER = '';

export interface StatsSources {
  stats: SiteStats;
  products: Pick<ProductCatalogue, 'entries'>;
  collections: Pick<Collections, 'entries'>;
}

/** Product slugs (today's and former ones) → the product's name in `lng`. */
function productNames(products: StatsSources['products'], lng: Language): Map<string, string> {
  const names = new Map<string, string>();
  for (const { fields, formerSlugs } of products.entries()) {
    for (const slug of formerSlugs) names.set(slug, fields.name[lng]);
  }
  for (const { fields } of products.entries()) names.set(fields.slug, fields.name[lng]);
  return names;
}

/** Service slugs (today's and former ones) → the service's title in `lng`. */
function serviceNames(collections: StatsSources['collections'], lng: Language): Map<string, string> {
  const names = new Map<string, string>();
  for (const { slug, formerSlugs, fields } of collections.entries('services')) {
    const title = fields.title;
    const name = typeof title === 'string' ? title : (title?.[lng] ?? '');
    for (const former of formerSlugs) names.set(former, name);
    if (slug) names.set(slug, name);
  }
  return names;
}

/** A page's name: its own title (pages:meta), or the office's words for a page whose title is its item's. */
function pageName(t: TFunction, page: string): string {
  return t([`admin:stats.pageNames.${page}`, `pages:meta.${page}.title`, page]);
}

const named = (rows: readonly ViewsOf[], name: (key: string) => string): StatsRow[] =>
  rows.map(({ key, views }) => ({ label: name(key) || key, views }));

export async function statsProps(
  { stats, products, collections }: StatsSources,
  {
    t,
    lng,
    action,
    fields,
    notice,
  }: { t: TFunction; lng: Language; action: string; fields: StatsFields; notice?: AdminNotice },
): Promise<StatsProps> {
  const { from, to } = fields;
  const [figures, byDay, pages, referrers, languages, devices, services, funnel] = await Promise.all([
    stats.figures(from, to, STATS_TOP),
    stats.viewsByDay(from, to),
    stats.viewsBy('page', from, to, STATS_TOP),
    stats.viewsBy('referrer', from, to, STATS_TOP),
    stats.viewsBy('language', from, to, STATS_TOP),
    stats.viewsBy('device', from, to, STATS_TOP),
    stats.itemViews('service', from, to, STATS_TOP),
    stats.funnel(from, to, STATS_TOP),
  ]);
  const productName = productNames(products, lng);
  const serviceName = serviceNames(collections, lng);
  const referrerName = (host: string) =>
    host === NO_REFERRER
      ? t('admin:stats.referrers.none')
      : host === OTHER_REFERRER
        ? t('admin:stats.referrers.other')
        : host;
  const breakdowns: Record<StatsBreakdown, StatsRow[]> = {
    pages: named(pages, (page) => pageName(t, page)),
    products: named(
      figures.topProducts.map(({ slug, views }) => ({ key: slug, views })),
      (slug) => productName.get(slug) ?? slug,
    ),
    services: named(services, (slug) => serviceName.get(slug) ?? slug),
    referrers: named(referrers, referrerName),
    languages: named(languages, (language) => t([`admin:languages.${language}`, language])),
    devices: named(devices, (device) => t([`admin:stats.devices.${device}`, device])),
  };
  return {
    action,
    fields,
    ...(notice ? { notice } : {}),
    totals: {
      views: figures.views,
      enquiries: figures.enquiries,
      quotationRequests: figures.quotationRequests,
      quotationsSent: figures.quotationsSent,
      accepted: figures.quotationsAccepted,
    },
    series: viewsSeries(from, to, byDay),
    breakdowns: Object.entries(breakdowns).map(([id, rows]) => ({ id: id as StatsBreakdown, rows })),
    funnel: {
      products: funnel.products.map(({ slug, ...steps }) => ({ label: productName.get(slug) ?? slug, ...steps })),
      contact: funnel.contact,
    },
  };
}
