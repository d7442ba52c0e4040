import { mediaRecordSchema } from '#shared/schemas/media-schema.ts';
import type { MediaRecord } from '#shared/media-library.ts';
import type { ContentKind, ContentStore } from '../storage/content-store.ts';
import type { MediaFiles } from '../storage/media-files.ts';
import { heldDatasheetFiles } from '../datasheets/datasheet-records.ts';

// The clean-up of the photos' files (docs/photos.md, "Removing a photo, and its files"): a photo's files are kept while
// the library holds the photo, or while any revision or draft of the office's content (a product's, a list item's,
// whatever its state: one in the bin, an old version that may be restored) names it; the other files go. A product
// binned or a photo deleted from the library thus loses nothing a version names. Both engines, through the content
// store and the media file store; run by the media library now and then, and by the office's action. A stored value
// this version cannot read (one a later version wrote, before a roll-back) holds everything it might name.

/** The kinds of content that name photos (a product's photos, a list's image fields). */
const NAMING_KINDS: readonly ContentKind[] = ['product', 'collection-item'];
/** Every revision of an item is read (items have tens of them, at most a few hundred). */
const ALL_REVISIONS = 100_000;
/** A file younger than this is never removed: its record may not be written yet (an upload or import). */
export const SWEEP_GRACE_MS = 60 * 60_000;

const PHOTO_ID = /^(?:media:)?([0-9a-f]{16})$/;

/** Every photo id a stored value names: any string that is one (`media:<id>` in a list, a product photo's id). */
export function photoIdsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const id = PHOTO_ID.exec(value)?.[1];
    if (id) found.add(id);
  } else if (Array.isArray(value)) {
    for (const item of value) photoIdsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) photoIdsIn(item, found);
  }
  return found;
}

/**
 * The photo ids every revision and draft of the naming kinds name; undefined when one of them cannot be read
 * (content-codecs.ts: stored by another version of the site), since it may name any photo.
 */
async function namedPhotoIds(content: ContentStore): Promise<Set<string> | undefined> {
  const named = new Set<string>();
  for (const kind of NAMING_KINDS) {
    const keys = new Set([...(await content.published(kind)).map((item) => item.key), ...(await content.drafts(kind))]);
    for (const key of keys) {
      const state = await content.state(kind, key);
      const values = [
        ...(state.draft ? [state.draft.value] : []),
        ...(await content.history(kind, key, ALL_REVISIONS)).map((revision) => revision.value),
      ];
      if (values.includes(undefined)) return undefined;
      for (const value of values) photoIdsIn(value, named);
    }
  }
  return named;
}

const readRecord = (value: unknown): MediaRecord | undefined => {
  const parsed = mediaRecordSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/** The file names to keep of photo `id`: all while it is processing, else its latest record's (or, deleted from
 *  the library but named by a version, its last record's); none for a photo nothing holds. */
async function keptFiles(content: ContentStore, id: string, named: ReadonlySet<string>): Promise<Set<string> | 'all'> {
  const history = await content.history('media', id, ALL_REVISIONS);
  // A record this version cannot read may list any of the photo's files.
  if (history.some((revision) => revision.value === undefined)) return 'all';
  const latest = readRecord(history[0]?.value);
  if (latest?.status === 'processing') return 'all';
  const holder = latest ?? (named.has(id) ? history.map((rev) => readRecord(rev.value)).find(Boolean) : undefined);
  return new Set(holder?.variants.map((variant) => variant.name) ?? []);
}

export interface SweepReport {
  kept: number;
  removed: string[];
}

/**
 * Removes the files nothing holds (older than the grace period); what it kept and removed. It decides and removes
 * while no backup copies the files, and rejects with MediaFilesBusyError, removing nothing, while one does.
 */
export function sweepMediaFiles({
  content,
  files,
  now,
  graceMs = SWEEP_GRACE_MS,
}: {
  content: ContentStore;
  files: MediaFiles;
  now: Date;
  graceMs?: number;
}): Promise<SweepReport> {
  return files.exclusively(async () => {
    const stored = await files.list();
    const named = await namedPhotoIds(content);
    // A version this site cannot read might name any photo: nothing is removed until it can (an upgrade).
    if (!named) return { kept: stored.length, removed: [] };
    // A datasheet's file is kept while a product's datasheets name it (docs/content.md, "Datasheets").
    const isSheet = await heldDatasheetFiles(content);
    const report: SweepReport = { kept: 0, removed: [] };
    const byPhoto = new Map<string, Array<{ name: string; createdAt: Date }>>();
    for (const file of stored) {
      if (isSheet(file.name)) {
        report.kept += 1;
        continue;
      }
      const id = file.name.slice(0, 16);
      byPhoto.set(id, [...(byPhoto.get(id) ?? []), file]);
    }
    for (const [id, photoFiles] of byPhoto) {
      const kept = await keptFiles(content, id, named);
      for (const file of photoFiles) {
        const isYoung = now.getTime() - file.createdAt.getTime() < graceMs;
        if (kept === 'all' || kept.has(file.name) || isYoung) {
          report.kept += 1;
          continue;
        }
        await files.delete(file.name);
        report.removed.push(file.name);
      }
    }
    return report;
  });
}
