import type { i18n as I18n, TFunction } from 'i18next';
import type { Language } from '#shared/constants.ts';
import { formatNumber } from '#shared/money.ts';
import type { MailMessage } from '../services/mailer.ts';
import type { PeriodFigures } from '../storage/site-stats.ts';
import type { SummaryWeek } from './weekly-summary-week.ts';

// The weekly summary e-mail (docs/office-guide.md, "Weekly summary"): plain text in the account's language, the
// week's figures each against the week before, the five most viewed products by their names, the link to the
// week on the statistics page, and where to stop it.

/** How many products the summary names. */
export const TOP_PRODUCTS = 5;

export interface WeeklySummaryInput {
  to: string;
  language: Language;
  week: SummaryWeek;
  /** The week's figures, and the week before's (its products all of them, to compare any of the week's with). */
  figures: { week: PeriodFigures; before: PeriodFigures };
  /** A product's name in `language` by its slug; the slug itself for one no longer in the catalogue. */
  productName: (slug: string) => string;
  statsUrl: string;
  accountUrl: string;
}

/** "+12 % on the week before", "−5 % …", "as the week before", or "new" when the week before had none. */
function change(t: TFunction, value: number, before: number): string {
  if (value === before) return t('weeklySummary.change.same');
  if (before === 0) return t('weeklySummary.change.new');
  const percent = formatNumber(Math.round((Math.abs(value - before) / before) * 100));
  return t(value > before ? 'weeklySummary.change.up' : 'weeklySummary.change.down', { percent });
}

const FIGURES = ['views', 'enquiries', 'quotationsSent', 'quotationsAccepted'] as const;

export function weeklySummaryEmail(input: WeeklySummaryInput, i18n: I18n): MailMessage {
  const t = i18n.getFixedT(input.language, 'admin');
  const company = t('common:company.name');
  const { week, before } = input.figures;
  const days = { from: input.week.from, to: input.week.to };
  const lineOf = (key: (typeof FIGURES)[number]) =>
    t(`weeklySummary.figures.${key}`, {
      value: formatNumber(week[key]),
      change: change(t, week[key], before[key]),
    });
  const viewsBefore = new Map(before.topProducts.map((product) => [product.slug, product.views]));
  const products = week.topProducts.slice(0, TOP_PRODUCTS).map((product, index) =>
    t('weeklySummary.product', {
      rank: index + 1,
      name: input.productName(product.slug),
      count: product.views,
      value: formatNumber(product.views),
      change: change(t, product.views, viewsBefore.get(product.slug) ?? 0),
    }),
  );
  const lines = [
    t('weeklySummary.intro', days),
    '',
    ...FIGURES.map(lineOf),
    '',
    t('weeklySummary.topProducts'),
    ...(products.length > 0 ? products : [t('weeklySummary.noProducts')]),
    '',
    t('weeklySummary.statsLink'),
    input.statsUrl,
    '',
    t('weeklySummary.optOut'),
    input.accountUrl,
    '',
    '-- ',
    company,
  ];
  return {
    to: [input.to],
    subject: t('weeklySummary.subject', { ...days, company }),
    text: `${lines.join('\n')}\n`,
  };
}
