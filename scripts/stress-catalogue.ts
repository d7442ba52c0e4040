// The office's catalogue at scale, against the production build (`npm run build` first) as `npm start` runs it:
// a temporary DATA_DIR holds the shipped products and --products − 36 more the office "added" (default 500 in
// all), published through the content store as the office's pages do. Then, one request at a time: every
// catalogue page, the categories filtered by specification (ranges, choices, both, in both languages; each
// address its own, so each is filtered and rendered anew), searches and product pages, each first as rendered for its first visitor and then as kept
// in the page cache; /api/products; the office's list and product pages; then publishes of a product through
// the office's form, timed to the answer and to the public page showing it.
// docs/development.md, "npm run stress:catalogue", gives the figures (compare with --products 36, the shipped
// catalogue alone).
// npm run stress:catalogue [-- --products 500] [-- --fill-only]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { productFormOf, type ProductContent, type ProductFields } from '#shared/schemas/product-edit-schema.ts';
import type { Product } from '#shared/schemas/product-schema.ts';
import { readFilters } from '#shared/catalogue-filters.ts';
import { hashPassword } from '#server/admin/passwords.ts';
import { createProductService } from '#server/services/product-service.ts';
import { readProductsFile } from '#server/storage/product-file.ts';
import { openSqliteStore } from '#server/storage/sqlite-store.ts';
import { ms, percentile, signInAdmin, startProductionServer, timed } from './lib/load-probes.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'stress test password';
const PUBLISHES = 20;

const { values } = parseArgs({
  options: { products: { type: 'string', default: '500' }, 'fill-only': { type: 'boolean', default: false } },
});
const total = Number(values.products);
const dataDir = mkdtempSync(path.join(tmpdir(), 'stress-catalogue-'));
const say = (line: string) => process.stdout.write(`${line}\n`);
const shipped = readProductsFile();
/** The shipped product `index` (round the catalogue). */
function shippedAt(index: number): Product {
  const product = shipped[index % shipped.length];
  if (!product) throw new Error('the shipped catalogue is empty');
  return product;
}

/** A product's fields without its id. */
function productFieldsOf(product: Product): ProductFields {
  const { id, ...fields } = product;
  return fields;
}

/** The shipped products again and again, each copy with a name, address and price of its own. */
async function fill() {
  const store = openSqliteStore(dataDir);
  const now = new Date();
  for (let id = shipped.length + 1; id <= total; id += 1) {
    const base = productFieldsOf(shippedAt(id - 1));
    const value: ProductContent = {
      ...base,
      slug: `${base.slug}-${id}`,
      name: { mn: `${base.name.mn} №${id}`, en: `${base.name.en} No. ${id}` },
      price: base.price + id,
      visibility: 'shown',
      formerSlugs: [],
    };
    await store.content.publish('product', String(id), value, 0, 'office', now);
  }
  await store.admin.addUser('office', await hashPassword(PASSWORD), now, ['admin']);
  await store.close();
}

/** Each address once, one after another: the times of the answers. */
async function each(origin: string, urls: readonly string[], headers: Record<string, string> = {}) {
  const times: number[] = [];
  for (const url of urls) {
    const { ms: took, status } = await timed(`${origin}${url}`, headers);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    if (process.env.STRESS_TRACE) say(`${took.toFixed(1)} ${url}`);
    times.push(took);
  }
  return times;
}

const line = (name: string, times: readonly number[]) =>
  say(
    `| ${name} | ${times.length} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 99))} | ${ms(Math.max(...times))} |`,
  );

const range = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i);

/**
 * The filtering alone, in-process (docs/content.md, "Specifications"): the catalogue service of `total` products,
 * each filtered address's page and counts worked out, as the page's loader asks for them.
 */
function filterTimes(paths: readonly string[]): number[] {
  const products = range(total).map((id) => ({ ...shippedAt(id - 1), id, slug: `${shippedAt(id - 1).slug}-${id}` }));
  const service = createProductService(products);
  return paths.map((address) => {
    const url = new URL(address, 'http://site');
    const category = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    const start = performance.now();
    service.page({ category, filters: readFilters(category, url.searchParams), page: 1, size: 6, language: 'en' });
    return performance.now() - start;
  });
}

try {
  const started = performance.now();
  await fill();
  say(`${total} products (${total - shipped.length} published by the office) in ${ms(performance.now() - started)}\n`);
  // --fill-only: the data directory is left for a server of one's own (DATA_DIR=…; account office).
  if (values['fill-only']) {
    say(`DATA_DIR=${dataDir}`);
    process.exit(0);
  }
  const server = await startProductionServer(ROOT, { DATA_DIR: dataDir });
  try {
    const { origin } = server;
    const office = await signInAdmin(origin, 'office', PASSWORD, '/en/admin/products/1');
    const pages = Math.ceil(total / 6);
    const queries = ['tyre', 'bit', 'hammer', 'bucket', 'дугуй', 'хошуу', 'IADC', 'E4', 'no. 4', 'pump'];
    // The first renders of each page run cold code (V8 compiles as it goes): not what a visitor meets later.
    const warm = ['/about', '/en/about', '/contact', '/en/contact', '/service', '/en/service', '/'];
    for (let round = 0; round < 5; round += 1) {
      await each(origin, [...warm, `/en/products/Heavy%20Tires?page=${round + 1}`, `/search?query=x${round}`]);
      await each(origin, [`/admin/products?q=warm${round}`, `/en/admin/products/${round + 2}`], {
        Cookie: office.cookie,
      });
      await each(origin, [`/shop-single/${shipped[round]?.slug}`]);
    }
    say('| requests, one at a time | n | p50 | p99 | max |');
    say('| --- | --- | --- | --- | --- |');
    const cataloguePaths = [
      ...range(pages).map((p) => `/products/?page=${p}`),
      ...range(pages).map((p) => `/en/products/?page=${p}`),
    ];
    // Filtered lists (shared/catalogue-filters.ts): each range a little different, so none is a kept page.
    const filteredPaths = range(40).flatMap((i) => [
      `/products/Drilling%20Bit?diameter=${90 + i}-${250 + i}`,
      `/en/products/Drilling%20Bit?diameter=200-${300 + i}&iadc=5,6`,
      `/products/Heavy%20Tires?construction=radial&tra=${i % 2 ? 'E-4' : 'E-4,L-5'}&page=${1 + i}`,
      `/en/products/Mining%20Equipment?power=${i % 10}-&weight=0-${3 + i}&make=caterpillar,godwin`,
    ]);
    const searchPaths = queries.flatMap((q) => [
      `/search?query=${encodeURIComponent(q)}`,
      `/en/search?query=${encodeURIComponent(q)}`,
    ]);
    // Products of the office's, or the shipped ones when there are no others.
    const productPaths = [
      ...range(total - shipped.length, shipped.length + 1).map(
        (id) => `/en/shop-single/${shippedAt(id - 1).slug}-${id}`,
      ),
      ...shipped.slice(5).map((product) => `/shop-single/${product.slug}`),
    ].slice(0, 100);
    // Each address first as rendered for its first visitor, then as kept for the next ones.
    for (const [name, paths] of [
      ['catalogue pages, both languages', cataloguePaths],
      ['filtered catalogue pages, both languages', filteredPaths],
      ['search, both languages', searchPaths],
      ['product pages', productPaths],
    ] as const) {
      line(`${name}: first render`, await each(origin, paths));
      line(`${name}: kept`, await each(origin, paths));
    }
    line(`filtering ${total} products in-process (page and counts)`, filterTimes(filteredPaths));
    line(
      '/api/products (all, each category)',
      await each(
        origin,
        ['', '?category=Drilling%20Bit', '?category=Heavy%20Tires', '?lng=en'].map((q) => `/api/products${q}`),
      ),
    );
    const admin = { Cookie: office.cookie };
    const listPaths = ['', '?q=tyre', '?q=No.%2042', '?show=hidden', '?page=5', '?q=%D0%B4%D1%83%D0%B3%D1%83%D0%B9'];
    line(
      'office: product list (pages, searches, filters)',
      await each(
        origin,
        [...listPaths, ...listPaths, ...listPaths, ...listPaths, ...listPaths].flatMap((q) => [
          `/admin/products${q}`,
          `/en/admin/products${q}`,
        ]),
        admin,
      ),
    );
    line(
      'office: product pages',
      await each(
        origin,
        range(30, 7).map((id) => `/en/admin/products/${id}`),
        admin,
      ),
    );

    // Publishes through the office's form, each from the revision the last one made.
    const product = shippedAt(0);
    const publishTimes: number[] = [];
    const visibleTimes: number[] = [];
    for (let revision = 0; revision < PUBLISHES; revision += 1) {
      const name = `Stress Bit ${revision}`;
      const start = performance.now();
      const res = await fetch(`${origin}/en/admin/products/${product.id}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: origin, Cookie: office.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          ...productFormOf(product),
          'name.en': name,
          _csrf: office.token,
          revision: String(revision),
          action: 'publish',
        }),
      });
      await res.arrayBuffer();
      if (res.status !== 303) throw new Error(`publish answered ${res.status}`);
      publishTimes.push(performance.now() - start);
      const page = await timed(`${origin}/en/shop-single/${product.slug}`);
      if (!page.body.includes(name)) throw new Error('the product page does not show the publish');
      visibleTimes.push(performance.now() - start);
    }
    line('publish (POST to the 303)', publishTimes);
    line('publish, then its product page rendered', visibleTimes);
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
