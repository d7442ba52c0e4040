import { datasheetRecordSchema, type DatasheetRecord } from '#shared/datasheets.ts';
import type { CarriedFiles } from '../content/media-file-lines.ts';
import type { ImportReport } from '../content/content-file.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { MediaFiles } from '../storage/media-files.ts';
import { datasheetRefusal, storedNameOf } from './datasheet-file.ts';
import { productIdOf } from './datasheet-records.ts';

// The products' datasheets in the content file (docs/content.md, "The content file"): each product's record with
// the content, each PDF on a line of its own after it, as the photos' files are (media-file-lines.ts). On import a
// file the site lacks must be a PDF within the upload's limit and named for its bytes' hash, as an upload is.

/** Every product's datasheets: `{ product, sheets }`, in order of product. */
export async function exportDatasheets(
  content: Pick<ContentStore, 'published'>,
): Promise<Array<Record<string, unknown>>> {
  return (await content.published('datasheet'))
    .flatMap(({ key, value }) => {
      const product = productIdOf(key);
      return product !== undefined && value && Object.keys(value.sheets).length > 0 ? [{ product, ...value }] : [];
    })
    .sort((a, b) => a.product - b.product);
}

/** The stored file names the exported records name, for the file's later lines. */
export const datasheetFilesOf = (records: ReadonlyArray<Record<string, unknown>>): string[] =>
  records.flatMap((record) => {
    const parsed = datasheetRecordSchema.safeParse(record);
    return parsed.success ? Object.values(parsed.data.sheets).map((sheet) => sheet.file) : [];
  });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Puts each record's files this site lacks (from the file, checked as an upload is) and publishes the record when
 * it differs from this site's, as a revision by `by`. A record naming a file that is neither here nor valid in the
 * file is skipped whole.
 */
export async function importDatasheets(
  records: ReadonlyArray<Record<string, unknown>>,
  {
    content,
    carried,
    files,
    by,
    now,
  }: { content: ContentStore; carried: CarriedFiles; files: MediaFiles; by: string; now: Date },
  report: ImportReport,
): Promise<void> {
  for (const value of records) {
    const product = typeof value.product === 'number' ? productIdOf(String(value.product)) : undefined;
    const parsed = datasheetRecordSchema.safeParse(value);
    const name = `datasheet/${product ?? '?'}`;
    if (product === undefined || !parsed.success) {
      report.skipped.push({ id: name, reason: 'invalid' });
      continue;
    }
    const record: DatasheetRecord = { sheets: parsed.data.sheets };
    const sheets = Object.values(record.sheets);
    const here = await files.has(sheets.map((sheet) => sheet.file));
    const carriedFiles = await Promise.all(
      sheets.map(async (sheet) => {
        if (here.has(sheet.file)) return { sheet, data: undefined };
        const data = carried.get(sheet.file)?.data;
        const isValid =
          data && !datasheetRefusal(data) && data.length === sheet.bytes && (await storedNameOf(data)) === sheet.file;
        return isValid ? { sheet, data } : undefined;
      }),
    );
    if (carriedFiles.some((file) => file === undefined)) {
      report.skipped.push({ id: name, reason: 'invalid' });
      continue;
    }
    for (const file of carriedFiles) {
      if (file?.data) await files.put(file.sheet.file, 'application/pdf', file.data, now);
    }
    const state = await content.state('datasheet', String(product));
    if (same(state.value ?? { sheets: {} }, record)) {
      report.unchanged.push(name);
      continue;
    }
    const revision = await content.publish('datasheet', String(product), record, state.revision, by, now);
    if (revision === undefined) report.skipped.push({ id: name, reason: 'stale' });
    else report.published.push(name);
  }
}
