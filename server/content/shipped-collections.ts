import {
  COLLECTION_NAMES,
  definitionOf,
  withEveryField,
  type CollectionFields,
  type CollectionName,
} from '#shared/collections.ts';
import { FUN_FACTS } from '#shared/fun-facts.ts';
import { HERO_SLIDES, PARTNER_LOGOS, TEAM_MEDIA } from '#shared/media.ts';
import { TEAM } from '#shared/site.ts';
import type { TextValue } from '#shared/schemas/text-schema.ts';
import type { VideoCatalogue } from '../services/video-catalogue.ts';
import { SERVICE_IMAGES, SERVICE_TEXTS, shippedServices } from './shipped-services.ts';
import { SKILL_AND_PLAN_TEXTS, shippedPlans, shippedSkills } from './shipped-skills-plans.ts';
import type { ShippedText } from './text-catalogue.ts';

// The lists as shipped with the site: their items' texts are in locales/ (both languages), their pictures and
// addresses in shared/. The office's edits are laid over them (collections.ts); the shipped texts of a list's
// items are the list's, not the site texts editor's (OWNED_BY_COLLECTIONS).

export interface ShippedItem {
  id: number;
  fields: CollectionFields;
  slug?: string;
}

/** The locale keys a list's items are made of: edited in the list, so not among the site's texts. */
export const OWNED_BY_COLLECTIONS: readonly string[] = [
  ...SERVICE_TEXTS,
  'home:testimonials.items.',
  'team:members.',
  'home:partners.names.',
  'home:hero.slides.',
  ...FUN_FACTS.map((fact) => `facts:figures.${fact.key}`),
  ...SKILL_AND_PLAN_TEXTS,
  'contact:faq.items.',
];

const TESTIMONIALS = ['copperMine', 'goldMine', 'construction'] as const;
/** The shipped questions of the contact page, contact:faq.items.<key>. */
const FAQ_KEYS = ['delivery', 'payment', 'warranty', 'spareParts'] as const;
/** The shipped slides' texts, home:hero.slides.<key>, in the order of HERO_SLIDES. */
const SLIDE_KEYS = ['openPit', 'drillRig', 'haulTruck', 'logistics'] as const;
/** The title colours of HERO_SLIDES as the tones of the hero's CSS. */
const TONES: Record<string, string> = { '#ffffff': 'light', '#f2a900': 'gold' };

export function shippedCollections(
  texts: readonly ShippedText[],
  videos: VideoCatalogue = {},
): Record<CollectionName, ShippedItem[]> {
  const byId = new Map(texts.map((shipped) => [shipped.id, shipped.value]));
  const text = (id: string): TextValue => {
    const value = byId.get(id);
    if (!value) throw new Error(`the shipped lists need the text ${id}`);
    return value;
  };
  /** Texts joined in both languages (paragraphs of a biography, lines of a list). */
  const joined = (ids: readonly string[], separator: string): TextValue => ({
    mn: ids.map((id) => text(id).mn).join(separator),
    en: ids.map((id) => text(id).en).join(separator),
  });
  /** The ids of the texts under `prefix`, in file order. */
  const under = (prefix: string) =>
    texts.filter((shipped) => shipped.id.startsWith(prefix)).map((shipped) => shipped.id);
  const lists: Record<CollectionName, ShippedItem[]> = {
    services: shippedServices(texts, videos),
    testimonials: TESTIMONIALS.map((key, index) => ({
      id: index + 1,
      fields: {
        quote: text(`home:testimonials.items.${key}.quote`),
        name: text(`home:testimonials.items.${key}.name`),
        role: text(`home:testimonials.items.${key}.role`),
        company: text(`home:testimonials.items.${key}.company`),
      },
    })),
    team: TEAM.map((member, index) => ({
      id: index + 1,
      slug: member.slug,
      fields: {
        name: text(`team:members.${member.key}.name`),
        role: text(`team:members.${member.key}.role`),
        image: TEAM_MEDIA[member.key].src,
        alt: text(`team:members.${member.key}.alt`),
        // The three paragraphs of the shipped biography, as the office's markup writes paragraphs.
        biography: joined(
          ['bio1', 'bio2', 'bio3'].map((part) => `team:members.${member.key}.${part}`),
          '\n\n',
        ),
        expertise: joined(under(`team:members.${member.key}.expertise.`), '\n'),
        email: '',
        phone: '',
      },
    })),
    slides: HERO_SLIDES.map((slide, index) => {
      const key = SLIDE_KEYS[index] ?? SLIDE_KEYS[0];
      return {
        id: index + 1,
        fields: {
          image: slide.image.src,
          alt: text(`home:hero.slides.${key}.alt`),
          caption: text(`home:hero.slides.${key}.caption`),
          tone: TONES[slide.titleColor.toLowerCase()] ?? 'light',
        },
      };
    }),
    partners: PARTNER_LOGOS.map((logo, index) => ({
      id: index + 1,
      fields: { name: text(`home:partners.names.partner${index + 1}`), logo: logo.src },
    })),
    figures: FUN_FACTS.map((fact, index) => ({
      id: index + 1,
      fields: {
        page: 'both',
        label: text(`facts:figures.${fact.key}`),
        value: String(fact.value),
        suffix: fact.suffix,
      },
    })),
    skills: shippedSkills(texts),
    plans: shippedPlans(texts),
    faq: FAQ_KEYS.map((key, index) => ({
      id: index + 1,
      fields: { question: text(`contact:faq.items.${key}.question`), answer: text(`contact:faq.items.${key}.answer`) },
    })),
  };
  return Object.fromEntries(
    COLLECTION_NAMES.map((name) => [
      name,
      lists[name].map((item) => ({ ...item, fields: withEveryField(definitionOf(name), item.fields) })),
    ]),
  ) as Record<CollectionName, ShippedItem[]>;
}

/** The pictures each list's image fields may take. */
export const COLLECTION_IMAGES: Record<CollectionName, readonly string[]> = {
  services: SERVICE_IMAGES,
  testimonials: [],
  team: Object.values(TEAM_MEDIA).map((media) => media.src),
  figures: [],
  partners: PARTNER_LOGOS.map((logo) => logo.src),
  slides: HERO_SLIDES.map((slide) => slide.image.src),
  skills: [],
  plans: [],
  faq: [],
};
