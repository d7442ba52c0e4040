import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/constants.ts';
import { formatFigure, RATE_KEYS, trendOf, type RateKey, type RatesView, type Trend } from '#shared/rates.ts';
import { useLanguage } from './use-language.ts';

const LABEL_KEYS: Record<RateKey, string> = {
  usd_mnt: 'rates.usdMnt',
  eur_mnt: 'rates.eurMnt',
  cny_mnt: 'rates.cnyMnt',
  rub_mnt: 'rates.rubMnt',
  gold_usd: 'rates.goldUsd',
  gold_mnt: 'rates.goldMnt',
  silver_usd: 'rates.silverUsd',
  silver_mnt: 'rates.silverMnt',
};

/** Green up or red down triangle; the words are in the text beside it, for screen readers. */
function TrendMark({ trend }: { trend: Exclude<Trend, 'none'> }) {
  const { t } = useTranslation('ticker');
  return (
    <span className={`ticker__trend ticker__trend--${trend}`}>
      <svg viewBox="0 0 10 10" width="10" height="10" aria-hidden="true" focusable="false">
        <path d={trend === 'up' ? 'M5 1 9.5 8.5H.5Z' : 'M5 9 .5 1.5h9Z'} fill="currentColor" />
      </svg>
      <span className="visually-hidden">{t(`trend.${trend}`)}</span>
    </span>
  );
}

function RatesList({ rates, lng, isCopy }: { rates: RatesView; lng: Language; isCopy: boolean }) {
  const { t } = useTranslation('ticker');
  return (
    <ul className="ticker__list" aria-hidden={isCopy ? 'true' : undefined}>
      {rates.stale && <li className="ticker__item ticker__item--note">{t('asOf', { date: rates.date })}</li>}
      {RATE_KEYS.map((key) => {
        const trend = trendOf(rates.today[key], rates.yesterday[key], key);
        return (
          <li className="ticker__item" key={key}>
            <span className="ticker__label">{t(LABEL_KEYS[key])}</span>{' '}
            <span className="ticker__value">{formatFigure(rates.today[key], key, lng)}</span>
            {trend !== 'none' && (
              <>
                {' '}
                <TrendMark trend={trend} />
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

// docs/specification.md §2/§4/§9: a CSS-only marquee (blocks/ticker.css). The row is there twice so the loop is
// seamless; the copy is hidden from assistive tech. Focusable, so keyboard users can pause it (:focus-within) and,
// under reduced motion, scroll it.
export function TickerMarquee({ rates }: { rates: RatesView }) {
  const lng = useLanguage();
  return (
    <div className="ticker__viewport" tabIndex={0}>
      <div className="ticker__track">
        <RatesList rates={rates} lng={lng} isCopy={false} />
        <RatesList rates={rates} lng={lng} isCopy />
      </div>
    </div>
  );
}
