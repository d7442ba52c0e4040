import { z } from 'zod/mini';
import { MEDIA_USES, type MediaRecord } from '../media-library.ts';
import { isPlainText } from './contact-schema.ts';

// The office's photo library (docs/photos.md, "Photos"): what is typed about a photo (its alt texts, its focal point),
// and a stored record read back. Messages are translation keys (locales/{mn,en}/admin.json, media.errors.*).

export const MEDIA_ALT_MAX_LENGTH = 250;

const altText = z.string().check(
  z.trim(),
  z.maxLength(MEDIA_ALT_MAX_LENGTH, { error: 'admin:media.errors.altTooLong', abort: true }),
  z.refine<string>((value) => isPlainText(value, false), { error: 'admin:media.errors.altCharacters', abort: true }),
);

/** A percentage from the form's number inputs ('' keeps the middle). */
const percent = z.pipe(
  z.string().check(z.trim()),
  z.transform((value, ctx) => {
    const number = value === '' ? 50 : Number(value);
    if (!Number.isFinite(number) || number < 0 || number > 100) {
      ctx.issues.push({ code: 'custom', message: 'admin:media.errors.focus', input: value });
      return z.NEVER;
    }
    return number;
  }),
);

/** The photo's form: alt texts (either may wait: a page shows the photo only once both are there), focal point. */
export const mediaEditSchema = z.object({
  alt_mn: altText,
  alt_en: altText,
  focus_x: percent,
  focus_y: percent,
});
export type MediaEditInput = z.input<typeof mediaEditSchema>;

/** What the upload form may say besides the file. */
export const mediaUploadSchema = z.object({
  use: z.enum(MEDIA_USES, 'admin:media.errors.use'),
  alt_mn: altText,
  alt_en: altText,
});

const size = z.number().check(z.int(), z.nonnegative());
const storedAlt = z.string().check(z.maxLength(MEDIA_ALT_MAX_LENGTH));
const variantSchema = z.object({
  format: z.enum(['avif', 'webp', 'svg']),
  width: size,
  height: size,
  name: z.string(),
  bytes: size,
});

/** A stored record (kind `media`), checked as it is read back. */
export const mediaRecordSchema = z.object({
  id: z.string(),
  use: z.enum(MEDIA_USES),
  status: z.enum(['processing', 'ready', 'failed']),
  errorKey: z.optional(z.string()),
  source: z.object({ type: z.string(), bytes: size }),
  width: size,
  height: size,
  variants: z.array(variantSchema),
  // As the processing makes them (an imported record is read with this too): a colour, a tiny WebP in base64.
  placeholder: z.optional(
    z.object({
      color: z.string().check(z.regex(/^#[0-9a-f]{6}$/)),
      dataUri: z.string().check(z.maxLength(4096), z.regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/)),
    }),
  ),
  alt: z.object({ mn: storedAlt, en: storedAlt }),
  focus: z.object({ x: z.number().check(z.gte(0), z.lte(1)), y: z.number().check(z.gte(0), z.lte(1)) }),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
}) satisfies z.ZodMiniType<MediaRecord>;
