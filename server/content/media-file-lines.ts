import type { MediaRecord } from '#shared/media-library.ts';
import { mediaRecordSchema } from '#shared/schemas/media-schema.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { isMediaFileName, mediaTypeOf, type MediaFiles } from '../storage/media-files.ts';
import { checkedImportedFile, type SanitizeSvg } from '../media/imported-file.ts';
import type { ImportReport } from './content-file.ts';

// The photos in the content file (docs/photos.md, "Export and import"): each photo the library holds ready, as its
// record, and its processed files (AVIF, WebP, or a logo's sanitized SVG) on lines of their own after the content. The
// processed files, not the upload: the original is not kept, and these are exactly what the other site will serve,
// under the same content-hashed names its records and pages name, with nothing to encode again there (its worker would
// take minutes for a big library). Each is checked as the processing's output on import, though, and a logo
// sanitized again (imported-file.ts): a content file is written by anyone, not only by a site.

/** What the file's later lines hold, by file name: decoded only when asked for. */
export interface CarriedFiles {
  get(name: string): { type: string; data: Uint8Array } | undefined;
}

const readRecord = (value: unknown): MediaRecord | undefined => {
  const parsed = mediaRecordSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** The library's ready photos, in order of id (their files follow the content: contentFileLines). */
export async function exportMedia(content: Pick<ContentStore, 'published'>): Promise<Array<Record<string, unknown>>> {
  return (await content.published('media'))
    .map((item) => readRecord(item.value))
    .filter((record) => record?.status === 'ready')
    .map((record) => ({ ...record }));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Puts each photo's files (those this site lacks, from the file) and publishes its record when it differs from
 * this site's (as a revision by `by`). A photo whose record is not valid, or whose files are neither here nor in
 * the file, or not what this site's processing could have made (imported-file.ts), is skipped: nothing of it is
 * written.
 */
export async function importMedia(
  records: ReadonlyArray<Record<string, unknown>>,
  {
    content,
    carried,
    files,
    sanitizeSvg,
    by,
    now,
  }: {
    content: ContentStore;
    carried: CarriedFiles;
    files: MediaFiles;
    sanitizeSvg: SanitizeSvg;
    by: string;
    now: Date;
  },
  report: ImportReport,
): Promise<void> {
  for (const value of records) {
    const record = readRecord(value);
    const name = `media/${typeof value.id === 'string' ? value.id : '?'}`;
    const names = record?.variants.map((variant) => variant.name) ?? [];
    const isOwnName = (file: string) => isMediaFileName(file) && file.startsWith(`${record?.id ?? '-'}-`);
    if (!record || !/^[0-9a-f]{16}$/.test(record.id) || record.status !== 'ready' || !names.every(isOwnName)) {
      report.skipped.push({ id: name, reason: 'invalid' });
      continue;
    }
    const here = await files.has(names);
    // Each file this site lacks, from the file, through an upload's gates (imported-file.ts); those it has are its
    // own, made by its processing.
    const checked = await Promise.all(
      record.variants.map(async (variant) => {
        if (here.has(variant.name)) return { variant, data: undefined };
        const it = carried.get(variant.name);
        if (!it || it.type !== mediaTypeOf(variant.name)) return undefined;
        return checkedImportedFile(record, variant, it.data, sanitizeSvg);
      }),
    );
    if (checked.some((file) => file === undefined)) {
      report.skipped.push({ id: name, reason: 'invalid' });
      continue;
    }
    for (const file of checked) {
      if (file?.data) await files.put(file.variant.name, mediaTypeOf(file.variant.name) ?? '', file.data, now);
    }
    // A sanitized logo may be named anew.
    const imported = { ...record, variants: checked.map((file) => file?.variant).filter((variant) => !!variant) };
    const state = await content.state('media', record.id);
    if (same(readRecord(state.value), imported)) {
      report.unchanged.push(name);
      continue;
    }
    const revision = await content.publish('media', record.id, imported, state.revision, by, now);
    if (revision === undefined) report.skipped.push({ id: name, reason: 'stale' });
    else report.published.push(name);
  }
}
