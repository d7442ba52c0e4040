import { SHIPPED_PLANS } from '#shared/plans.ts';
import type { TextValue } from '#shared/schemas/text-schema.ts';
import type { ShippedItem } from './shipped-collections.ts';
import type { ShippedText } from './text-catalogue.ts';

// The home page's skills and the product plan page's offers as shipped (the office's lists 'skills' and 'plans',
// docs/content.md, "Lists"): their texts are in locales/, the skills' percentages here.

// docs/specification.md §9: the skills' values; their labels are home:skills.items.<key>. Each is one of the three
// measures the block's text names, a figure a buyer can ask us to show.
const SKILLS = [
  { key: 'onTimeDeliveries', percent: 94 },
  { key: 'firstVisitRepairs', percent: 88 },
  { key: 'lowerCostPerTonne', percent: 72 },
] as const;

/** The locale keys the shipped skills and offers are made of: edited in their lists, not among the site's texts. */
export const SKILL_AND_PLAN_TEXTS: readonly string[] = [
  'home:skills.items.',
  ...SHIPPED_PLANS.map((plan) => `product-plan:${plan.key}.`),
];

/** A shipped text by id, in both languages (thrown for one the locales lack: the lists need them all). */
function textsById(texts: readonly ShippedText[]) {
  const byId = new Map(texts.map((shipped) => [shipped.id, shipped.value]));
  return (id: string): TextValue => {
    const value = byId.get(id);
    if (!value) throw new Error(`the shipped skills and offers need the text ${id}`);
    return value;
  };
}

export function shippedSkills(texts: readonly ShippedText[]): ShippedItem[] {
  const text = textsById(texts);
  return SKILLS.map((skill, index) => ({
    id: index + 1,
    fields: { label: text(`home:skills.items.${skill.key}`), percent: String(skill.percent) },
  }));
}

export function shippedPlans(texts: readonly ShippedText[]): ShippedItem[] {
  const text = textsById(texts);
  return SHIPPED_PLANS.map((plan, index) => {
    // The points are a list in the locale file (…points.0, …points.1): one a line, as the office writes them.
    const points = texts.filter((shipped) => shipped.id.startsWith(`product-plan:${plan.key}.points.`));
    return {
      id: index + 1,
      fields: {
        title: text(`product-plan:${plan.key}.title`),
        text: text(`product-plan:${plan.key}.text`),
        points: {
          mn: points.map((point) => point.value.mn).join('\n'),
          en: points.map((point) => point.value.en).join('\n'),
        },
        icon: plan.icon,
      },
    };
  });
}
