import { useTranslation } from 'react-i18next';
import { COMPARE_MAX } from '#shared/constants.ts';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import { Island } from '#client/islands/island.tsx';
import { useRenderContext } from '#client/render-context.ts';
import { PrintFooter } from '#client/ui/print-footer.tsx';
import { priceRateOf } from '#shared/money.ts';

// Server-rendered with the empty state; the island shows the persisted list once restored, its prices
// at the day's rate of the ticker's figures (docs/content.md, "Prices").
export function ComparePage() {
  const { t } = useTranslation('stores');
  const rate = priceRateOf(useRenderContext().rates);
  return (
    <>
      <TitleBar title={t('compare.title')} lead={t('compare.lead', { max: COMPARE_MAX })} />
      <section className="section section--tight section--saved-list">
        <div className="container">
          <Island name="compare-table" hydrate="saved" props={{ rate }} />
          <PrintFooter />
        </div>
      </section>
    </>
  );
}
