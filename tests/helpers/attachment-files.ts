// Small files of each attachment type, made here from their formats' signatures: a test sends what a visitor would.

/** A zip holding `names` (empty, stored entries), as an Office Open XML package is laid out. */
export function zipOf(names: readonly string[]): Buffer {
  const locals: Buffer[] = [];
  const entries: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const encoded = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(encoded.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(encoded.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, encoded);
    entries.push(entry, encoded);
    offset += local.length + encoded.length;
  }
  const directory = Buffer.concat(entries);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of each type taken, by its type's name. */
export const ATTACHMENT_SAMPLES = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.concat([Buffer.from(PNG_SIGNATURE), Buffer.from('\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0')]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]),
  dwg: Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(64, 0)]),
  dxf: Buffer.from('999\nmade by a test\n  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n'),
  step: Buffer.from("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('bit'),'2;1');\nENDSEC;\nEND-ISO-10303-21;\n"),
  xlsx: zipOf(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
  docx: zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']),
} as const;

/** An HTML page, as a hostile visitor names it `drawing.pdf`. */
export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>\n');
