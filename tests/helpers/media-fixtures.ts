import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Test pictures made here with sharp (never downloaded): a phone photo with its GPS position, files that lie about
// what they are, a decompression bomb's header, a HEIC's, and a hostile SVG.

/** A 6000 × 4000 JPEG (24 MP) of smooth colour, with EXIF naming a phone and a GPS position, turned (orientation 6:
 *  shown upright it is 4000 wide and 6000 high), about 1 MB. */
export async function phonePhoto({ width = 6000, height = 4000, orientation = 6 } = {}): Promise<Buffer> {
  const seed = await sharp({
    create: {
      width: 24,
      height: 16,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(seed)
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '47/1 55/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '106/1 55/1 2000/100',
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** Whether an EXIF block holds a pointer to a GPS IFD (tag 0x8825, either byte order). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.includes(Buffer.from('II*\0', 'latin1'));
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

export const smallPng = (width = 200, height = 100) =>
  sharp({ create: { width, height, channels: 4, background: { r: 242, g: 169, b: 0, alpha: 1 } } })
    .png()
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG whose header says width × height (100 MP by default) with one row of data: decoded, it would need
 *  gigabytes; its header is all a check may read. */
export function pngBomb(width = 10_000, height = 10_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a phone's HEIC photo: its `ftyp` box (major brand heic, compatible mif1 and heic), then a box. */
export function heicHeader(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.from([0, 0, 0, 16]), Buffer.from('meta', 'latin1'), Buffer.alloc(1024)]);
}

/** A logo that tries everything: script, handlers, outside references in attributes and styles, a javascript:
 *  link, foreign content. */
export const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 240 80" onload="alert(1)">
  <script>alert(2)</script>
  <style>@import url(https://evil.example/x.css);</style>
  <defs><linearGradient id="gold"><stop offset="0" stop-color="#f2a900"/><stop offset="1" stop-color="#b07b00"/></linearGradient></defs>
  <rect width="240" height="80" fill="url(#gold)" onclick="steal()"/>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#logo"/>
  <a href="javascript:alert(3)"><text x="20" y="50">ACME</text></a>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"></iframe></foreignObject>
  <circle cx="220" cy="20" r="8" style="fill: url('https://evil.example/paint')"/>
  <path d="M10 70 L230 70" stroke="#1a1a1a" style="stroke-width: 2"/>
</svg>`;
