// The photos the budgets must hold with (docs/photos.md, "With real photos"): one 24-megapixel photograph,
// generated here with sharp (never downloaded), processed as an upload is (AVIF and WebP at every width), published
// as the home page's first hero slide and as every product's main photo, in the SQLite data directory of a site that
// has not started yet. `BENCH_PHOTOS=1 npm run bench` does this before it starts the server;
// `node scripts/bench-photos.ts <DATA_DIR>` does it for a data directory of your own (then `DATA_DIR=<it> npm start`,
// and measure, e.g. with Lighthouse).
import sharp from 'sharp';
import { mediaRef, type MediaRecord } from '../../shared/media-library.ts';
import type { ProductContent } from '../../shared/schemas/product-edit-schema.ts';
import { readProductsFile } from '../../server/storage/product-file.ts';
import { processRaster } from '../../server/media/process-image.ts';
import { mediaId } from '../../server/media/media-job.ts';
import { openSqliteStore } from '../../server/storage/sqlite-store.ts';
import { readShippedTexts } from '../../server/content/text-catalogue.ts';
import { shippedCollections } from '../../server/content/shipped-collections.ts';

const WIDTH = 6000;
const HEIGHT = 4000;

/**
 * A 6000 × 4000 JPEG that compresses like a photograph: a landscape of smooth light (sky, a horizon, ground),
 * with fine grain over it, as a camera's sensor leaves it (about 6 MB at quality 90).
 */
export async function generatedPhoto(): Promise<Buffer> {
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stop-color="#3d6fa8"/><stop offset="0.55" stop-color="#c9d8e6"/>
          <stop offset="0.56" stop-color="#8a6b4a"/><stop offset="1" stop-color="#4a3a2a"/>
        </linearGradient>
        <radialGradient id="sun" cx="0.7" cy="0.3" r="0.35">
          <stop offset="0" stop-color="#fff6d8" stop-opacity="0.9"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0"/>
        </radialGradient>
      </defs>
      <rect width="100%" height="100%" fill="url(#sky)"/>
      <rect width="100%" height="100%" fill="url(#sun)"/>
      <path d="M0 2300 L1200 1500 L2100 2000 L3300 1200 L4600 1900 L6000 1400 L6000 2300 Z" fill="#6b5a48"/>
      <rect x="2400" y="2500" width="1400" height="700" rx="60" fill="#f2a900"/>
      <circle cx="2700" cy="3300" r="260" fill="#1a1a1a"/><circle cx="3500" cy="3300" r="260" fill="#1a1a1a"/>
    </svg>`,
  );
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  const base = await sharp(scene).resize(WIDTH, HEIGHT).removeAlpha().raw().toBuffer();
  // The grain laid over the scene: each channel moved by the noise around its middle.
  for (let i = 0; i < base.length; i += 1)
    base[i] = Math.max(0, Math.min(255, (base[i] ?? 0) + (grain[i] ?? 128) - 128));
  return sharp(base, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Processes the photo and publishes it as the first hero slide's picture and every product's main photo. */
export async function seedBenchPhotos(dataDir: string): Promise<{ id: string; bytes: number }> {
  const photo = await generatedPhoto();
  const id = await mediaId(photo);
  const made = await processRaster(id, photo);
  const now = new Date();
  const store = openSqliteStore(dataDir);
  try {
    for (const file of made.files) await store.mediaFiles.put(file.name, `image/${file.format}`, file.data, now);
    const record: MediaRecord = {
      id,
      use: 'product',
      status: 'ready',
      source: { type: 'image/jpeg', bytes: photo.length },
      width: made.width,
      height: made.height,
      variants: made.files.map(({ name, format, width, height, data }) => ({
        name,
        format,
        width,
        height,
        bytes: data.byteLength,
      })),
      ...(made.placeholder ? { placeholder: made.placeholder } : {}),
      alt: { mn: 'Уурхайн ачааны машин уулын бэлд', en: 'A mine truck at the foot of the hills' },
      focus: { x: 0.5, y: 0.7 },
      uploadedBy: 'bench',
      uploadedAt: now.toISOString(),
    };
    const publish = async (kind: 'media' | 'product' | 'collection-item', key: string, value: unknown) => {
      const state = await store.content.state(kind, key);
      await store.content.publish(kind, key, value, state.revision, 'bench', now);
    };
    await publish('media', id, record);
    for (const { id: productId, ...fields } of readProductsFile()) {
      const value: ProductContent = {
        ...fields,
        photos: [{ id, alt: record.alt }],
        visibility: 'shown',
        formerSlugs: [],
        basis: fields,
      };
      await publish('product', String(productId), value);
    }
    const [slide] = shippedCollections(readShippedTexts()).slides;
    if (slide) {
      await publish('collection-item', `slides/${slide.id}`, {
        fields: { ...slide.fields, image: mediaRef(id) },
        visibility: 'shown',
        formerSlugs: [],
        basis: { fields: slide.fields },
      });
    }
    return { id, bytes: photo.length };
  } finally {
    await store.close();
  }
}
