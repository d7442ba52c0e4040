import type { ProductProps } from './page.tsx';
import { paths } from '#shared/routes.ts';
import { NotFoundError } from '#server/errors.ts';
import { languageUrl } from '#server/seo/head-tags.ts';
import { itemHead, productHead } from '#server/seo/item-head.ts';
import { productLd } from '#server/seo/structured-data.ts';
import { foundPage, definePage, type Loader } from '#server/loaders/loader.ts';
import { plainFileOf } from '#server/media/shown-photos.ts';
import type { CatalogueProduct } from '#shared/catalogue.ts';

/** JSON-LD `image`: every photo the page shows (the main one first), each a WebP file; else the drawing. */
function imagesOf(origin: string, product: CatalogueProduct): string | string[] {
  const photos = product.photo ? [product.photo, ...(product.gallery ?? [])] : [];
  return photos.length > 1 ? photos.map((photo) => `${origin}${plainFileOf(photo)}`) : `${origin}${product.image}`;
}

const load: Loader<ProductProps> = ({ params, lng, origin, services }) => {
  const product = services.products.findBySlug(params.slug ?? '', lng);
  if (!product) throw new NotFoundError();
  const path = paths.product(product.slug);
  const meta = productHead(product);
  const seo = services.products.seoOf(product.slug, lng);
  const head = seo ? itemHead(meta, seo) : meta;
  const ld = productLd(origin, languageUrl(origin, path, lng), product);
  // The JSON-LD's name and description follow the SEO fields where typed (else the product's own).
  const named = seo?.fields.seoTitle?.trim() ? { name: head.title } : {};
  const described = seo?.fields.seoDescription?.trim() ? { description: head.description } : {};
  const datasheet = services.datasheets?.linkOf(product.id, lng);
  const page = foundPage(path, head, { product, ...(datasheet ? { datasheet } : {}) }, [
    { ...ld, ...named, ...described, image: imagesOf(origin, product) },
  ]);
  // Counted under its slug, as a quotation request's products are kept (enquiry_items.product_slug).
  return { ...page, item: product.slug };
};

export default definePage({
  routes: ['/shop-single/:slug'],
  load,
  showsProducts: true,
  sitemap: ({ productSlugs }) => productSlugs.map((slug) => paths.product(slug)),
});
