// What an uploaded file is, read from its first bytes (docs/photos.md, "Accepted files"): never from its name or the
// type the browser claims, which a phone or a renamed file gets wrong. The signatures are the formats' own:
// JPEG's SOI marker, PNG's 8-byte signature, WebP's RIFF/WEBP header, and for AVIF and HEIC the ISO base media
// file's `ftyp` box with its brands (ISO/IEC 23008-12; AVIF: the AV1 Image File Format's `avif`/`avis`).

/** A type we recognise: the four we take, HEIC/HEIF (refused with a message of its own) and SVG (logos only). */
export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'svg';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

const AVIF_BRANDS = new Set(['avif', 'avis']);
// HEIF's brands: HEVC-coded images and sequences, and the generic image/sequence brands a HEIF file may carry alone.
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

/** The brands of an ISO base media file (major, then compatible ones), or none when it has no `ftyp` box first. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(size, bytes.length, 4096);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

// An SVG document: an optional byte-order mark, XML declaration, comments and doctype, then the <svg> element.
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>]/i;

export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  const brands = ftypBrands(bytes);
  // An AVIF also lists the generic HEIF brand mif1: its own brand decides first.
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heic';
  if (SVG_START.test(new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)))) return 'svg';
  return undefined;
}
