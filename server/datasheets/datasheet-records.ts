import type { ContentStore } from '../storage/content-store.ts';

// The products' datasheet records in the content store (kind `datasheet`, keyed by the product's id; docs/content.md,
// "Datasheets"): what names which stored file.

/**
 * Whether a stored file is a datasheet some product's datasheets name now (the media clean-up keeps those:
 * media-sweep.ts). While a record cannot be read (a later version wrote it), every PDF is held.
 */
export async function heldDatasheetFiles(content: Pick<ContentStore, 'published'>): Promise<(name: string) => boolean> {
  const items = await content.published('datasheet');
  if (items.some((item) => item.value === undefined)) return (name) => name.endsWith('.pdf');
  const held = new Set(items.flatMap((item) => Object.values(item.value?.sheets ?? {}).map((sheet) => sheet.file)));
  return (name) => held.has(name);
}

/** The product a record's key names, or undefined for a key that is no product id. */
export function productIdOf(key: string): number | undefined {
  const id = Number(key);
  return /^[1-9][0-9]{0,15}$/.test(key) && Number.isSafeInteger(id) ? id : undefined;
}
