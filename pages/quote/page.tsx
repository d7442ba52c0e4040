import { useTranslation } from 'react-i18next';
import { COMPARE_MAX } from '#shared/constants.ts';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import { Island } from '#client/islands/island.tsx';
import { useRenderContext } from '#client/render-context.ts';
import { priceRateOf } from '#shared/money.ts';

// Server-rendered with the empty state; the island shows the persisted list once restored, its prices
// at the day's rate of the ticker's figures (docs/content.md, "Prices").
export function QuotePage() {
  const { t } = useTranslation('stores');
  const rate = priceRateOf(useRenderContext().rates);
  return (
    <>
      <TitleBar title={t('quote.title')} lead={t('quote.lead', { max: COMPARE_MAX })} />
      <section className="section section--tight section--saved-list">
        <div className="container">
          <Island name="quote-list" hydrate="saved" props={{ rate }} />
        </div>
      </section>
    </>
  );
}
