import type { Language } from '#shared/constants.ts';
import { datasheetLinkOf, type DatasheetLink, type DatasheetRecord, type DatasheetSheet } from '#shared/datasheets.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { serialReload } from '../content/serial-reload.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { MediaFiles } from '../storage/media-files.ts';
import { datasheetRefusal, storedNameOf } from './datasheet-file.ts';
import { productIdOf } from './datasheet-records.ts';

// The products' datasheets (docs/content.md, "Datasheets"), held in memory for the pages, which read them without
// waiting: each product's record (content kind `datasheet`), and each stored file's sheet by its name. Read again
// whenever any replica changes one (the content store's onChange); a put or a removal takes effect at once, with no
// draft (an audit entry says who did it: datasheet-routes.ts). The files are the photos' store's (media-files.ts),
// so backups, the move to PostgreSQL and the replicas carry them as they carry photos.

export type DatasheetPut =
  { ok: true; sheet: DatasheetSheet } | { ok: false; refusal: 'tooLarge' | 'notPdf' | 'stale' };

export interface DatasheetUpload {
  data: Uint8Array;
  /** The name it is downloaded under (datasheet-file.ts: downloadNameOf). */
  name: string;
}

export function createDatasheets({
  content,
  files,
  clock,
  logger,
}: {
  content: ContentStore;
  files: Pick<MediaFiles, 'put'>;
  clock: Clock;
  logger: Pick<Logger, 'error'>;
}) {
  let records = new Map<number, DatasheetRecord>();
  let byFile = new Map<string, DatasheetSheet>();

  async function reload(): Promise<boolean> {
    const items = await content.published('datasheet');
    const read = new Map<number, DatasheetRecord>();
    for (const { key, value } of items) {
      const id = productIdOf(key);
      if (id === undefined) continue;
      if (value) read.set(id, value);
      else logger.error({ product: key }, "a product's datasheets cannot be read: none is shown");
    }
    records = read;
    byFile = new Map([...read.values()].flatMap((record) => Object.values(record.sheets).map((s) => [s.file, s])));
    return true;
  }
  const reloads = serialReload(reload, logger, 'datasheets');
  content.onChange(({ kind }) => {
    if (kind === 'datasheet') void reloads.reloadSoon();
  });
  const ready = reloads.reloadSoon();

  /** Publishes `change` of product `id`'s record over the latest; false when another publish came between. */
  async function publish(id: number, change: (record: DatasheetRecord) => DatasheetRecord, by: string) {
    const state = await content.state('datasheet', String(id));
    const next = change(state.value ?? { sheets: {} });
    const revision = await content.publish('datasheet', String(id), next, state.revision, by, clock.now());
    await reloads.reloadSoon();
    return revision !== undefined;
  }

  return {
    /** Settles once the first read is done: nothing is answered before (datasheet-file-routes.ts). */
    ready,
    of: (id: number): DatasheetRecord | undefined => records.get(id),
    /** The link a product page in `lng` shows (its own language's datasheet, else the other's, marked). */
    linkOf: (id: number, lng: Language): DatasheetLink | undefined => datasheetLinkOf(records.get(id), lng),
    /** The sheet a stored file is, or undefined for a file no product's datasheets name. */
    sheetOf: (file: string): DatasheetSheet | undefined => byFile.get(file),
    /** Stores `upload` as product `id`'s datasheet in `lng`, replacing any; refused when it is not a PDF or too big. */
    async put(id: number, lng: Language, upload: DatasheetUpload, by: string): Promise<DatasheetPut> {
      const refusal = datasheetRefusal(upload.data);
      if (refusal) return { ok: false, refusal };
      const now = clock.now();
      const file = await storedNameOf(upload.data);
      await files.put(file, 'application/pdf', upload.data, now);
      const sheet = { file, name: upload.name, bytes: upload.data.length, uploadedAt: now.toISOString(), by };
      const isPut = await publish(id, (record) => ({ sheets: { ...record.sheets, [lng]: sheet } }), by);
      return isPut ? { ok: true, sheet } : { ok: false, refusal: 'stale' };
    },
    /** Takes product `id`'s datasheet in `lng` off; false when it had none. */
    async remove(id: number, lng: Language, by: string): Promise<boolean> {
      if (!records.get(id)?.sheets[lng]) return false;
      return publish(
        id,
        (record) => ({ sheets: Object.fromEntries(Object.entries(record.sheets).filter(([key]) => key !== lng)) }),
        by,
      );
    },
    /** Calls `listener` after each change the product pages show. */
    onChanged: (listener: () => void) => reloads.onChanged(() => listener()),
  };
}

export type Datasheets = ReturnType<typeof createDatasheets>;
