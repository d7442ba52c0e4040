import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/stores-context.ts';
import { quoteTotal, type PriceRate } from '#shared/money.ts';
import { useRestored } from '../stores/use-restored.ts';
import { ListEmpty } from '../ui/list-empty.tsx';
import { MoneyText } from '../ui/money-text.tsx';
import { PriceRateNote } from '../ui/price-rate-note.tsx';
import { QuoteForm } from './quote/quote-form.tsx';
import { QuoteItemRow } from './quote/quote-item-row.tsx';

// /quote: the cart as a quote list. Server HTML is the empty state; the items appear once restored. The total is
// that of the priced items, in ₮ with $ beside it at the day's rate (docs/content.md, "Prices"); without a rate, a sum
// per currency.
export const QuoteList = observer(function QuoteList({ rate }: { rate: PriceRate | null }) {
  const { t } = useTranslation('stores');
  const { cart } = useStores();
  const isRestored = useRestored();
  const [sentCount, setSentCount] = useState<number | null>(null);
  const items = isRestored ? cart.items : [];

  return (
    <div className="quote-list">
      <p className="quote-list__sent" role="status">
        {sentCount !== null && items.length === 0 ? t('quote.sent', { count: sentCount }) : null}
      </p>
      {items.length === 0 ? (
        <ListEmpty message={t('quote.empty')} restored={isRestored} />
      ) : (
        <div className="quote-list__layout">
          <section aria-labelledby="quote-items-heading">
            <h2 id="quote-items-heading">{t('quote.itemsHeading')}</h2>
            <ul className="quote-list__items">
              {items.map((item) => (
                <QuoteItemRow key={item.id} item={item} rate={rate} />
              ))}
            </ul>
            <QuoteTotal total={quoteTotal(items, rate)} rate={rate} />
          </section>
          <section className="quote-list__request" aria-labelledby="quote-form-heading">
            <h2 id="quote-form-heading">{t('quote.formHeading')}</h2>
            <p>{t('quote.formLead')}</p>
            <QuoteForm
              items={items}
              onSent={(count) => {
                cart.clear();
                setSentCount(count);
              }}
            />
          </section>
        </div>
      )}
    </div>
  );
});

/** The priced items' total, what it leaves out, and the rate it was worked out at. */
function QuoteTotal({ total, rate }: { total: ReturnType<typeof quoteTotal>; rate: PriceRate | null }) {
  const { t } = useTranslation('stores');
  return (
    <div className="quote-list__summary">
      {total.amounts.length > 0 ? (
        <p className="quote-list__total">
          {t('quote.total')}:{' '}
          <strong>
            <MoneyText amounts={total.amounts} isPerCurrency={total.isPerCurrency} />
          </strong>
        </p>
      ) : null}
      {total.unpriced > 0 && total.amounts.length > 0 ? (
        <p className="quote-list__note">{t('quote.unpricedLeftOut', { count: total.unpriced })}</p>
      ) : null}
      {total.isPerCurrency ? <p className="quote-list__note">{t('quote.perCurrency')}</p> : null}
      {total.amounts.length > 0 ? <PriceRateNote rate={rate} className="quote-list__note" /> : null}
    </div>
  );
}
