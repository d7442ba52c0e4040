// The specifications of a product by its category (docs/content.md, "Specifications"): one definition drives the
// office's form (product-fields.ts draws a field of the engine from each), the catalogue's schema
// (product-schema.ts), the product page's table, the catalogue's filters (catalogue-filters.ts) and the compare
// and print sheets. A spec's label is common:specs.fields.<name> (the office's admin:products.fields.<name>), a
// choice's labels common:specs.options.<name>.<value>, a unit's common:specs.units.<unit>.

export const SPEC_CATEGORIES = {
  bits: 'Drilling Bit',
  tyres: 'Heavy Tires',
  equipment: 'Mining Equipment',
} as const;

export type SpecUnit = 'mm' | 'kW' | 't';

export const CAPACITY_UNITS = ['m3', 'm3/h', 't', 'L'] as const;

/** How the catalogue filters by a spec: between two numbers, or by one or more of its values. */
export type SpecFilter =
  | { kind: 'range'; param: string }
  /** `by: 'series'`: an IADC code's series, its first digit 1–8 (`637`, `5-1-7`). */
  | { kind: 'choice'; param: string; by?: 'series' };

export interface ProductSpec {
  /** The product's field (product-schema.ts) holding it. */
  name: string;
  /** The category (shared/site.ts PRODUCT_GROUPS) it belongs to: the office's form keeps it only for that one. */
  category: string;
  /** number: a decimal; choice: one of `options`; text: a code or a name as typed. */
  kind: 'number' | 'choice' | 'text';
  /** Text in both languages (else one value for both: a code, a make, a size). */
  localized?: boolean;
  /** A number's unit; `inches`: also said in inches (a bit's diameter: 251 mm, 9 7/8"). */
  unit?: SpecUnit;
  inches?: boolean;
  /** A number's least and largest value. */
  min?: number;
  max?: number;
  /** The longest text, in characters. */
  maxLength?: number;
  /** A choice's values, each labelled in the locales (common:specs.options.<name>.<value>). */
  options?: readonly string[];
  /** A number whose unit is another choice field's value (a capacity in m³ or t). */
  unitField?: string;
  /** Said with another spec's row, not as a row of its own (a capacity's unit). */
  partOf?: string;
  /** One of today's dimension fields (product-fields.ts has it already, for every category). */
  carried?: boolean;
  filter?: SpecFilter;
}

const { bits, tyres, equipment } = SPEC_CATEGORIES;

export const PRODUCT_SPECS: readonly ProductSpec[] = [
  // Drilling bits: the gauge is today's outside diameter (product-schema.ts), stored in millimetres.
  {
    name: 'diameter',
    category: bits,
    kind: 'number',
    unit: 'mm',
    inches: true,
    carried: true,
    filter: { kind: 'range', param: 'diameter' },
  },
  {
    name: 'iadc',
    category: bits,
    kind: 'text',
    maxLength: 12,
    filter: { kind: 'choice', param: 'iadc', by: 'series' },
  },
  { name: 'thread', category: bits, kind: 'text', maxLength: 40 },
  { name: 'bearing', category: bits, kind: 'choice', options: ['sealed-roller', 'journal', 'open'] },
  { name: 'hardness', category: bits, kind: 'choice', options: ['soft', 'medium', 'hard'] },
  // Heavy tyres, as the makers' data books list them.
  { name: 'tyreSize', category: tyres, kind: 'text', maxLength: 20 },
  {
    name: 'construction',
    category: tyres,
    kind: 'choice',
    options: ['radial', 'bias'],
    filter: { kind: 'choice', param: 'construction' },
  },
  {
    name: 'traCode',
    category: tyres,
    kind: 'choice',
    options: ['E-2', 'E-3', 'E-4', 'L-2', 'L-3', 'L-4', 'L-5', 'G-2', 'G-3'],
    filter: { kind: 'choice', param: 'tra' },
  },
  { name: 'rating', category: tyres, kind: 'text', maxLength: 20 },
  { name: 'loadIndex', category: tyres, kind: 'text', maxLength: 20 },
  { name: 'rim', category: tyres, kind: 'text', maxLength: 30 },
  // Mining equipment and its parts: the make and model a part fits, or a machine's own.
  { name: 'equipmentType', category: equipment, kind: 'text', localized: true, maxLength: 80 },
  { name: 'make', category: equipment, kind: 'text', maxLength: 40, filter: { kind: 'choice', param: 'make' } },
  { name: 'model', category: equipment, kind: 'text', maxLength: 60 },
  {
    name: 'powerKw',
    category: equipment,
    kind: 'number',
    unit: 'kW',
    min: 0.1,
    max: 10_000,
    filter: { kind: 'range', param: 'power' },
  },
  {
    name: 'weightT',
    category: equipment,
    kind: 'number',
    unit: 't',
    min: 0.001,
    max: 2_000,
    filter: { kind: 'range', param: 'weight' },
  },
  { name: 'capacity', category: equipment, kind: 'number', min: 0.001, max: 100_000, unitField: 'capacityUnit' },
  {
    name: 'capacityUnit',
    category: equipment,
    kind: 'choice',
    options: CAPACITY_UNITS,
    partOf: 'capacity',
  },
];

/** A category's specs, in their order (none for a category that has none). */
export const specsOf = (category: string | null | undefined): ProductSpec[] =>
  PRODUCT_SPECS.filter((spec) => spec.category === category);

/** The specs the catalogue filters a category by, in their order. */
export const filtersOf = (category: string | null | undefined) =>
  specsOf(category).flatMap((spec) => (spec.filter ? [{ spec, filter: spec.filter }] : []));

/** An IADC code's series, the first of its digits (1–8), or undefined (a PDC bit's `M323`, none). */
export function iadcSeries(code: string | undefined): string | undefined {
  const match = /^\s*(?:iadc\s*)?([1-8])/i.exec(code ?? '');
  return match?.[1];
}

const MM_PER_INCH = 25.4;

/** Millimetres in inches to the nearest eighth, as bits are named: 251 → `9 7/8"`, 311 → `12 1/4"`. */
export function inchesOf(mm: number): string {
  const eighths = Math.round((mm / MM_PER_INCH) * 8);
  const whole = Math.floor(eighths / 8);
  let rest = eighths % 8;
  let below = 8;
  while (rest !== 0 && rest % 2 === 0) {
    rest /= 2;
    below /= 2;
  }
  const fraction = rest === 0 ? '' : `${rest}/${below}`;
  return `${[whole > 0 ? String(whole) : '', fraction].filter(Boolean).join(' ') || '0'}"`;
}

/** The spec named `name` (a field of product-schema.ts); throws for a name it does not define. */
export function specNamed(name: string): ProductSpec {
  const spec = PRODUCT_SPECS.find((candidate) => candidate.name === name);
  if (!spec) throw new Error(`No product spec named ${name}`);
  return spec;
}
