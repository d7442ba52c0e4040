import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, type Amount } from '#shared/money.ts';

/** One figure, "₮1,234,000"; one converted with the day's rate is marked ≈ (read "about"). */
export function AmountText({ amount }: { amount: Amount }) {
  const { t } = useTranslation('catalogue');
  const text = formatAmount(amount.value, amount.currency);
  if (!amount.isConverted) return text;
  return (
    <>
      <span aria-hidden="true">≈</span>
      <span className="visually-hidden">{t('price.about')} </span>
      {text}
    </>
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
      <span className={index === 0 || isPerCurrency ? 'money' : 'money money--beside'}>
        <AmountText amount={amount} />
      </span>
    </Fragment>
  ));
}
