import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CatalogueProduct } from '#shared/catalogue.ts';
import { inchesOf, specsOf, type ProductSpec } from '#shared/product-specs.ts';

/** A spec as a row says it: its label and its value in the visitor's language, with its unit. */
export interface SpecRow {
  name: string;
  label: string;
  value: string;
}

/** A measure as the site writes numbers (1,600; 2.4; 0.058): grouped thousands, no trailing zeros. */
const MEASURE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
const formatMeasure = (value: number) => MEASURE.format(value);

/**
 * A spec's value with its unit (251 mm (9 7/8"), 60 kW, 300 m³/h), a choice's label; '' when not said. Of a product,
 * or of the values a saved list keeps (the compare sheet's: client/stores/stored-product.ts).
 */
export function specValueText(t: TFunction, product: object, spec: ProductSpec): string {
  const value = (product as Readonly<Record<string, unknown>>)[spec.name];
  if (typeof value === 'number') {
    const shown = formatMeasure(value);
    if (spec.inches) return t('common:specs.units.inches', { mm: shown, inches: inchesOf(value) });
    if (spec.unit) return t(`common:specs.units.${spec.unit}`, { value: shown });
    const unit = spec.unitField ? (product as Readonly<Record<string, unknown>>)[spec.unitField] : undefined;
    if (typeof unit !== 'string') return shown;
    return t('common:specs.units.withUnit', {
      value: shown,
      unit: t(`common:specs.options.${spec.unitField}.${unit}`),
    });
  }
  if (typeof value !== 'string' || value === '') return '';
  return spec.kind === 'choice' ? t(`common:specs.options.${spec.name}.${value}`) : value;
}

/**
 * The product's specifications of its category (shared/product-specs.ts) that it has, in their order: the
 * product page's table, the popup's, and the compare and print sheets. A unit said with its number has no row.
 */
export function specRowsOf(t: TFunction, product: CatalogueProduct, { withCarried = false } = {}): SpecRow[] {
  return specsOf(product.category)
    .filter((spec) => !spec.partOf && (withCarried || !spec.carried))
    .map((spec) => ({
      name: spec.name,
      label: t(`common:specs.fields.${spec.name}`),
      value: specValueText(t, product, spec),
    }))
    .filter((row) => row.value !== '');
}

/** The rows of the product's specifications within the detail's list (product-detail.tsx). */
export function ProductSpecRows({ product }: { product: CatalogueProduct }) {
  const { t } = useTranslation('common');
  return specRowsOf(t, product).map((row) => (
    <div key={row.name} className="product-specs__row">
      <dt>{row.label}</dt>
      <dd>{row.value}</dd>
    </div>
  ));
}

/** A dimension's value: in millimetres, and in inches where its category's spec says so (a bit's diameter). */
export function dimensionText(t: TFunction, product: CatalogueProduct, dimension: string, value: number): string {
  const spec = specsOf(product.category).find((candidate) => candidate.name === dimension && candidate.inches);
  return spec ? specValueText(t, product, spec) : t('catalogue:units.mm', { value: formatMeasure(value) });
}
