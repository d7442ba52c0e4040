import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../ui/use-language.ts';
import { findProductGroup } from '#shared/site.ts';
import { specsOf } from '#shared/product-specs.ts';
import type { StoredProduct } from '../stores/stored-product.ts';
import { useStores } from '../stores/stores-context.ts';
import { useRestored } from '../stores/use-restored.ts';
import { ListEmpty } from '../ui/list-empty.tsx';
import { ProductImage } from '../ui/product-image.tsx';
import { formatNumber, type PriceRate } from '#shared/money.ts';
import { PriceRateNote } from '../ui/price-rate-note.tsx';
import { ProductPriceTag } from '../ui/product-price-tag.tsx';
import { specValueText } from '../ui/product-spec-rows.tsx';
import { ProductActionButton } from './shop/product-action-button.tsx';
import { unbreakableSizes } from '../ui/product-name.ts';

const DIMENSIONS = ['length', 'diameter', 'length1'] as const;
type Dimension = (typeof DIMENSIONS)[number];

interface Row {
  key: string;
  label: string;
  cell: (item: StoredProduct) => ReactNode;
  /** What the row says of each product, compared to mark a row whose products differ; none: not compared. */
  text?: (item: StoredProduct) => string;
}

// /compare: up to COMPARE_MAX products side by side, one column each: the picture, the category, then the
// specifications of the compared products' categories (shared/product-specs.ts, each value as the product page says
// it), today's dimensions and the price. A row whose products differ is marked in words as well as in weight
// (docs/content.md, "Compare and print"). A real table with row and column headers; it scrolls sideways inside its
// own box on phones, and prints whole (client/styles/print.css) from its Print button.
export const CompareTable = observer(function CompareTable({ rate }: { rate: PriceRate | null }) {
  const paths = usePaths();
  const { t } = useTranslation(['stores', 'catalogue', 'common']);
  const { compare } = useStores();
  const isRestored = useRestored();
  const items = isRestored ? compare.items : [];
  if (items.length === 0) {
    return <ListEmpty message={t('compare.empty')} restored={isRestored} />;
  }
  const categories = [...new Set(items.map((item) => item.category))];
  // Today's dimensions mean what the product page says they mean for one category (a tyre's length is its overall
  // height); a bit's diameter is said in inches too, as its spec has it.
  const group = categories.length === 1 ? findProductGroup(categories[0] ?? '') : undefined;
  const dimensionLabel = (dimension: Dimension) =>
    group ? t(`catalogue:dimensions.${group.key}.${dimension}`) : t(`compare.${dimension}`);
  const dimensionText = (item: StoredProduct, dimension: Dimension) => {
    const spec = specsOf(item.category).find((candidate) => candidate.name === dimension && candidate.inches);
    return spec ? specValueText(t, item, spec) : t('catalogue:units.mm', { value: formatNumber(item[dimension]) });
  };
  const specRows: Row[] = categories
    .flatMap((category) => specsOf(category).filter((spec) => !spec.partOf && !spec.carried))
    // A spec none of them has says nothing of any.
    .filter((spec) => items.some((item) => specValueText(t, item.specValues ?? {}, spec) !== ''))
    .map((spec) => {
      const text = (item: StoredProduct) => specValueText(t, item.specValues ?? {}, spec) || '–';
      return { key: spec.name, label: t(`common:specs.fields.${spec.name}`), cell: text, text };
    });
  const rows: Row[] = [
    { key: 'image', label: t('compare.image'), cell: (item) => <ProductImage src={item.image} alt={item.name} /> },
    {
      key: 'category',
      label: t('compare.category'),
      cell: (item) => {
        const itemGroup = findProductGroup(item.category);
        return itemGroup ? t(`common:productGroups.${itemGroup.key}.title`) : item.category;
      },
      text: (item) => item.category,
    },
    ...specRows,
    ...DIMENSIONS.map((dimension) => {
      const text = (item: StoredProduct) => dimensionText(item, dimension);
      return { key: dimension, label: dimensionLabel(dimension), cell: text, text };
    }),
    { key: 'price', label: t('compare.price'), cell: (item) => <ProductPriceTag product={item} rate={rate} /> },
  ];
  const differs = (row: Row) => items.length > 1 && new Set(items.map((item) => row.text?.(item))).size > 1;
  return (
    <>
      <div className="compare-table__tools">
        <p>{t('compare.differsLegend')}</p>
        <button type="button" className="button button--outline" onClick={() => window.print()}>
          {t('compare.print')}
        </button>
      </div>
      <div className="compare-table__scroll" tabIndex={0} role="region" aria-labelledby="compare-caption">
        <table className="compare-table">
          <caption id="compare-caption" className="visually-hidden">
            {t('compare.tableCaption')}
          </caption>
          <thead>
            <tr>
              <td />
              {items.map((item) => (
                <th key={item.id} scope="col">
                  <a href={paths.product(item.slug)}>{unbreakableSizes(item.name)}</a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const isDifferent = differs(row);
              return (
                <tr key={row.key} className={isDifferent ? 'compare-table__row--differs' : undefined}>
                  <th scope="row">
                    {row.label}
                    {isDifferent ? <span className="compare-table__differs"> {t('compare.differs')}</span> : null}
                  </th>
                  {items.map((item) => (
                    <td key={item.id}>{row.cell(item)}</td>
                  ))}
                </tr>
              );
            })}
            <tr className="compare-table__actions-row">
              <td />
              {items.map((item) => (
                <td key={item.id}>
                  <div className="compare-table__actions">
                    <ProductActionButton action="addToQuote" product={item} />
                    <ProductActionButton action="removeFromCompare" product={item} />
                  </div>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {items.some((item) => item.price > 0) ? <PriceRateNote rate={rate} className="compare-table__note" /> : null}
    </>
  );
});
