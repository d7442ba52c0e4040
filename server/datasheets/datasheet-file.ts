import { DATASHEET_MAX_BYTES } from '#shared/datasheets.ts';

// A datasheet's bytes and names (docs/content.md, "Datasheets"): a PDF is known by its first bytes, never by the
// name or type the browser sends; it is stored under the hash of its bytes (so its address never serves other
// bytes, and is cached for a year) and downloaded under the name it was uploaded with.

const PDF_MAGIC = '%PDF-';

/** Whether `data` is a PDF: it starts with `%PDF-` (ISO 32000-1, 7.5.2: the file's header). */
export function isPdf(data: Uint8Array): boolean {
  return (
    data.length > PDF_MAGIC.length && Buffer.from(data.subarray(0, PDF_MAGIC.length)).toString('latin1') === PDF_MAGIC
  );
}

/** Why a file cannot be a datasheet, as the office's message key; undefined for one that can. */
export function datasheetRefusal(data: Uint8Array): 'tooLarge' | 'notPdf' | undefined {
  if (data.length > DATASHEET_MAX_BYTES) return 'tooLarge';
  return isPdf(data) ? undefined : 'notPdf';
}

/** The stored file's name: `sheet-` and the first 40 hex digits of its SHA-256 (WebCrypto: off the event loop). */
export async function storedNameOf(data: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
  return `sheet-${Buffer.from(digest).toString('hex').slice(0, 40)}.pdf`;
}

const NAME_MAX = 120;

/**
 * The name a datasheet is downloaded under: the uploaded file's (no folder, no control or quoting characters, at
 * most 120 characters, ending in .pdf), else `fallback`. Browsers send a multipart file name as UTF-8 bytes, which
 * busboy reads as Latin-1: read back here.
 */
export function downloadNameOf(uploaded: string | undefined, fallback: string): string {
  const utf8 = Buffer.from(uploaded ?? '', 'latin1').toString('utf8');
  const base = (utf8.includes('\uFFFD') ? (uploaded ?? '') : utf8).split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"%;'.includes(char))
    .join('')
    .trim()
    .replace(/\.pdf$/i, '');
  const stem = clean.slice(0, NAME_MAX - 4).trim();
  return stem ? `${stem}.pdf` : fallback;
}

/**
 * `Content-Disposition: inline` with the file's name: an ASCII `filename` for old clients and the exact one as
 * `filename*` (RFC 6266 §4.3, RFC 8187), so a Mongolian name arrives as typed.
 */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${exact}`;
}
