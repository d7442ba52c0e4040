import type { CollectionFields } from '#shared/collections.ts';
import { SERVICE_MEDIA } from '#shared/media.ts';
import { SERVICES } from '#shared/site.ts';
import type { TextValue } from '#shared/schemas/text-schema.ts';
import type { VideoCatalogue } from '../services/video-catalogue.ts';
import type { ShippedItem } from './shipped-collections.ts';
import type { ShippedText } from './text-catalogue.ts';

// The services as shipped (the office's list 'services', docs/content.md, "Lists"): their texts are in locales/
// (the card's title and summary in common/blocks, the page's in services.json), their pictures in shared/media.ts,
// their videos in data/videos.json.

/** The locale keys the shipped services are made of: edited in the list, so not among the site's texts. */
export const SERVICE_TEXTS: readonly string[] = SERVICES.flatMap((service) => [
  `common:services.${service.key}.`,
  `blocks:servicesBlock.summaries.${service.key}`,
  `services:${service.key}.`,
]);

/** Every picture a service may show: the shipped services' pictures, icons, galleries and video posters. */
export const SERVICE_IMAGES: readonly string[] = Object.values(SERVICE_MEDIA).flatMap((media) => [
  media.image.src,
  media.icon.src,
  ...media.gallery.map((image) => image.src),
  media.videoPoster.src,
]);

export function shippedServices(texts: readonly ShippedText[], videos: VideoCatalogue = {}): ShippedItem[] {
  const byId = new Map(texts.map((shipped) => [shipped.id, shipped.value]));
  const text = (id: string): TextValue => {
    const value = byId.get(id);
    if (!value) throw new Error(`the shipped services need the text ${id}`);
    return value;
  };
  /** The texts under `prefix` (a list in the locale file), in file order. */
  const under = (prefix: string) => texts.filter((shipped) => shipped.id.startsWith(prefix)).map((s) => s.value);
  const joined = (values: readonly TextValue[], separator: string): TextValue => ({
    mn: values.map((value) => value.mn).join(separator),
    en: values.map((value) => value.en).join(separator),
  });
  return SERVICES.map((service, index) => {
    const key = `services:${service.key}`;
    const media = SERVICE_MEDIA[service.key];
    const steps = under(`${key}.process.`);
    // The steps as the office writes them: a paragraph each, its title on the first line.
    const stepTexts = Array.from({ length: steps.length / 2 }, (_, step) =>
      joined([text(`${key}.process.${step}.title`), text(`${key}.process.${step}.text`)], '\n'),
    );
    const fields: CollectionFields = {
      title: text(`common:services.${service.key}.title`),
      summary: text(`blocks:servicesBlock.summaries.${service.key}`),
      icon: media.icon.src,
      image: media.image.src,
      imageAlt: text(`${key}.imageAlt`),
      description: text(`${key}.description`),
      capabilities: joined(under(`${key}.capabilities.`), '\n'),
      approach: text(`${key}.approach`),
      steps: joined(stepTexts, '\n\n'),
      ctaTitle: text(`${key}.cta.title`),
      ctaText: text(`${key}.cta.text`),
      gallery1: media.gallery[0]?.src ?? '',
      gallery1Alt: text(`${key}.gallery.0`),
      gallery2: media.gallery[1]?.src ?? '',
      gallery2Alt: text(`${key}.gallery.1`),
      video: videos[service.slug]?.src ?? '',
      videoPoster: media.videoPoster.src,
      videoPosterAlt: text(`${key}.videoPosterAlt`),
    };
    return { id: index + 1, slug: service.slug, fields };
  });
}
