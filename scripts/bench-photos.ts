// node scripts/bench-photos.ts <DATA_DIR>: publishes a generated 24-megapixel photo as the home page's first hero
// slide and every product's main photo in that SQLite data directory (stop the site first), for measuring the
// pages with real photos (Lighthouse, `npm run bench`). See scripts/lib/bench-photos.ts.
import { seedBenchPhotos } from './lib/bench-photos.ts';

const [dataDir] = process.argv.slice(2);
if (!dataDir) {
  process.stderr.write('usage: node scripts/bench-photos.ts <DATA_DIR>\n');
  process.exit(64);
}
const { id, bytes } = await seedBenchPhotos(dataDir);
process.stdout.write(`Published photo ${id} (${(bytes / 1024 / 1024).toFixed(1)} MB JPEG, 24 MP) in ${dataDir}\n`);
