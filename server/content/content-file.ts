import { z } from 'zod/mini';
import { textEditSchema, type TextValue } from '#shared/schemas/text-schema.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { TextCatalogue } from './text-catalogue.ts';

// The office's content as one JSON file (README, "Office editing"): what the office has published, for a backup
// or to move it from a staging site to the live one. Drafts and history stay where they are; the shipped texts
// are not in it (they come with the site).

export const CONTENT_FILE_FORMAT = 'site-content';
export const CONTENT_FILE_VERSION = 1;

const contentFileSchema = z.object({
  format: z.literal(CONTENT_FILE_FORMAT),
  version: z.literal(CONTENT_FILE_VERSION),
  exportedAt: z.string(),
  texts: z.array(z.object({ id: z.string(), value: z.object({ mn: z.string(), en: z.string() }) })),
});

export type ContentFile = z.infer<typeof contentFileSchema>;

/** Every text the office has published (the latest revision of each, resets left out). */
export async function exportContent(content: Pick<ContentStore, 'published'>, now: Date): Promise<ContentFile> {
  const texts = (await content.published('text')).map((item) => {
    const { mn, en } = item.value as TextValue;
    return { id: item.key, value: { mn, en } };
  });
  return { format: CONTENT_FILE_FORMAT, version: CONTENT_FILE_VERSION, exportedAt: now.toISOString(), texts };
}

export interface ImportReport {
  published: string[];
  unchanged: string[];
  /**
   * Texts the file holds that this site cannot take: an id it does not ship, a value its schema refuses, or one
   * published by someone else while the import ran.
   */
  skipped: Array<{ id: string; reason: 'unknown' | 'invalid' | 'stale' }>;
}

/** The file as JSON text, checked; undefined when it is not a content file of this version. */
export function readContentFile(text: string): ContentFile | undefined {
  try {
    const parsed = contentFileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Publishes each text of the file that differs from what this site shows, as a revision by `by` (so it can be
 * undone like any other); texts the file does not mention are left as they are.
 */
export async function importContent(
  file: ContentFile,
  { content, catalogue, by, now }: { content: ContentStore; catalogue: TextCatalogue; by: string; now: Date },
): Promise<ImportReport> {
  const report: ImportReport = { published: [], unchanged: [], skipped: [] };
  for (const { id, value } of file.texts) {
    const text = catalogue.get(id);
    if (!text) {
      report.skipped.push({ id, reason: 'unknown' });
      continue;
    }
    const parsed = textEditSchema(text.value, { complete: true }).safeParse(value);
    if (!parsed.success) {
      report.skipped.push({ id, reason: 'invalid' });
      continue;
    }
    const state = await content.state('text', id);
    const shown = (state.value as TextValue | null) ?? text.value;
    if (shown.mn === parsed.data.mn && shown.en === parsed.data.en) {
      report.unchanged.push(id);
      continue;
    }
    // Published over whatever is there now; a publish by someone else meanwhile makes this one stale: skipped.
    const revision = await content.publish('text', id, { ...parsed.data, basis: text.value }, state.revision, by, now);
    if (revision === undefined) report.skipped.push({ id, reason: 'stale' });
    else report.published.push(id);
  }
  return report;
}
