import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, type Amount } from '#shared/money.ts';

/**
 * One figure, "₮1,234,000", in the one element every price, sum and saving is printed by (`.money`: never broken
 * across lines, product-price-tag.css); one converted with the day's rate is marked ≈ (read "about").
 */
export function AmountText({ amount, isBeside = false }: { amount: Amount; isBeside?: boolean }) {
  const { t } = useTranslation('catalogue');
  const text = formatAmount(amount.value, amount.currency);
  return (
    <span className={isBeside ? 'money money--beside' : 'money'}>
      {amount.isConverted ? (
        <>
          <span aria-hidden="true">≈</span>
          <span className="visually-hidden">{t('price.about')} </span>
        </>
      ) : null}
      {text}
    </span>
  );
}

interface MoneyTextProps {
  /** ₮ first, then $ (shared/money.ts), or one currency alone. */
  amounts: readonly Amount[];
  /** Sums in different currencies, which are not one amount shown twice: joined by "+", all alike. */
  isPerCurrency?: boolean;
}

/** A price in ₮ with $ beside it, smaller (or in its own currency alone, without a rate). */
export function MoneyText({ amounts, isPerCurrency = false }: MoneyTextProps) {
  return amounts.map((amount, index) => (
    <Fragment key={amount.currency}>
      {index === 0 ? null : isPerCurrency ? ' + ' : ' '}
      <AmountText amount={amount} isBeside={index > 0 && !isPerCurrency} />
    </Fragment>
  ));
}
