import { useTranslation } from 'react-i18next';
import type { PriceRate } from '#shared/money.ts';
import { formatFigure } from '#shared/rates.ts';
import { useLanguage } from './use-language.ts';

/**
 * The rate converted prices were worked out with, and its date, once near a page's or list's prices
 * (docs/content.md, "Prices"); nothing without a rate (the prices are then in their own currency alone).
 */
export function PriceRateNote({ rate, className }: { rate: PriceRate | null; className?: string }) {
  const { t } = useTranslation('catalogue');
  const lng = useLanguage();
  if (!rate) return null;
  return (
    <p className={`price-note${className ? ` ${className}` : ''}`}>
      {t('price.rateNote', { rate: formatFigure(rate.mntPerUsd, 'usd_mnt', lng), date: rate.date })}
    </p>
  );
}
