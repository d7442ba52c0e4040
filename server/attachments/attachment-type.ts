import type { AttachmentType } from '#shared/attachments.ts';

// What an attached file is, read from its bytes (docs/privacy.md, "Attachments"): never from its name or the type the
// browser claims, so a page named `drawing.pdf` is not taken for a drawing. Each format's own signature: PDF's
// `%PDF-` header, PNG's 8-byte signature, JPEG's SOI marker, DWG's `AC10nn` version string, DXF as text whose first
// group opens a SECTION (or the binary DXF sentinel), STEP's `ISO-10303-21;` (ISO 10303-21), and for XLSX and DOCX
// an Office Open XML package: a zip whose central directory names `xl/` or `word/` parts. The zip is never
// unpacked: only its directory, at its end, is read.

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The start of a text file, without a UTF-8 byte-order mark; undefined when it holds a NUL (not text). */
function textStart(bytes: Uint8Array): string | undefined {
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return undefined;
  return new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '');
}

// ASCII DXF: pairs of lines, a group code then its value; the file opens with `0` / `SECTION`, after any 999 comments.
const DXF_START = /^\s*(?:999\r?\n[^\r\n]*\r?\n\s*)*0\r?\nSECTION\r?\n/;
const BINARY_DXF = 'AutoCAD Binary DXF\r\n\x1a\x00';
const DWG_VERSION = /^AC10[0-3]\d$/;

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_END = 0x06054b50;
const ZIP_ENTRY = 0x02014b50;
/** The end record is 22 bytes, after which a comment of at most 65535. */
const ZIP_END_SIZE = 22;

/** The names in a zip's central directory, or undefined when it has none that holds together. */
function zipEntryNames(bytes: Uint8Array): string[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - ZIP_END_SIZE - 0xffff);
  for (let end = bytes.length - ZIP_END_SIZE; end >= lowest; end -= 1) {
    if (view.getUint32(end, true) !== ZIP_END) continue;
    const count = view.getUint16(end + 10, true);
    const size = view.getUint32(end + 12, true);
    const offset = view.getUint32(end + 16, true);
    // A ZIP64 archive marks these 0xFFFF…; an attachment is far below where it is needed.
    if (offset + size > end) return undefined;
    const names: string[] = [];
    let at = offset;
    for (let i = 0; i < count; i += 1) {
      if (at + 46 > end || view.getUint32(at, true) !== ZIP_ENTRY) return undefined;
      const nameLength = view.getUint16(at + 28, true);
      const extraLength = view.getUint16(at + 30, true);
      const commentLength = view.getUint16(at + 32, true);
      names.push(ascii(bytes, at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return undefined;
}

/** An Office Open XML package's kind, by the parts its directory names. */
function officeType(bytes: Uint8Array): AttachmentType | undefined {
  const names = zipEntryNames(bytes);
  if (!names?.includes('[Content_Types].xml')) return undefined;
  if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
  if (names.some((name) => name.startsWith('word/'))) return 'docx';
  return undefined;
}

export function detectAttachmentType(bytes: Uint8Array): AttachmentType | undefined {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (DWG_VERSION.test(ascii(bytes, 0, 6))) return 'dwg';
  if (ascii(bytes, 0, BINARY_DXF.length) === BINARY_DXF) return 'dxf';
  if (startsWith(bytes, ZIP_LOCAL)) return officeType(bytes);
  const text = textStart(bytes);
  if (text === undefined) return undefined;
  if (text.trimStart().startsWith('ISO-10303-21;')) return 'step';
  if (DXF_START.test(text)) return 'dxf';
  return undefined;
}
