import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isRatesView, type RatesView } from '#shared/rates.ts';

export const RATES_CACHE_FILE = 'rates-cache.json';

/** The last good figures and the Ulaanbaatar day they were fetched for. */
export interface RatesCacheEntry {
  /** The Ulaanbaatar calendar day (YYYY-MM-DD) the figures were fetched on: the cache key. */
  day: string;
  fetchedAt: string;
  view: RatesView;
}

function isEntry(value: unknown): value is RatesCacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  if (!('day' in value && 'fetchedAt' in value && 'view' in value)) return false;
  return (
    typeof value.day === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value.day) &&
    typeof value.fetchedAt === 'string' &&
    isRatesView(value.view)
  );
}

// Kept in DATA_DIR so a restart neither refetches nor loses the last good figures. Written to a
// temporary file and renamed over the old one: a crash mid-write leaves the previous file whole.
export function createRatesCacheFile(dataDir: string) {
  const file = path.join(dataDir, RATES_CACHE_FILE);

  return {
    file,

    /** The stored entry; null when there is none or it cannot be used (it is then simply refetched). */
    read(): RatesCacheEntry | null {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        return null;
      }
      try {
        const value: unknown = JSON.parse(text);
        if (!isEntry(value)) return null;
        const { date, today, yesterday } = value.view;
        return { day: value.day, fetchedAt: value.fetchedAt, view: { date, today, yesterday } };
      } catch {
        return null;
      }
    },

    async write(entry: RatesCacheEntry): Promise<void> {
      mkdirSync(dataDir, { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, `${JSON.stringify(entry)}\n`, { mode: 0o644 });
        await rename(temporary, file);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
  };
}

export type RatesCacheFile = ReturnType<typeof createRatesCacheFile>;
