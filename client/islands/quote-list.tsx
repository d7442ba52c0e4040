import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/stores-context.ts';
import { useRestored } from '../stores/use-restored.ts';
import { ListEmpty } from '../ui/list-empty.tsx';
import { formatMoney } from '../ui/product-price.ts';
import { QuoteForm } from './quote/quote-form.tsx';
import { QuoteItemRow } from './quote/quote-item-row.tsx';

// /quote: the cart as a quote list. Server HTML is the empty state; the items appear once restored.
export const QuoteList = observer(function QuoteList() {
  const { t } = useTranslation('stores');
  const { cart, data } = useStores();
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
                <QuoteItemRow key={item.id} item={item} />
              ))}
            </ul>
            {cart.total > 0 ? (
              <p className="quote-list__total">
                {t('quote.total')}: <strong>{formatMoney(cart.total, data.currencySymbol)}</strong>
              </p>
            ) : null}
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
