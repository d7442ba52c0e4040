import type { TFunction } from 'i18next';
import { telHref } from '#shared/site.ts';
import { SHARE_IMAGE } from '#shared/media.ts';

// schema.org JSON-LD: the company as a LocalBusiness on every page, plus what the page itself is.
export function organizationLd(t: TFunction, origin: string) {
  return {
    '@type': 'LocalBusiness',
    '@id': `${origin}/#organization`,
    name: t('common:company.name'),
    description: t('common:company.about'),
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}${SHARE_IMAGE.src}`,
    telephone: telHref(t('common:contact.phone')).slice('tel:'.length),
    email: t('common:contact.email'),
    address: {
      '@type': 'PostalAddress',
      streetAddress: t('common:contact.streetAddress'),
      addressLocality: t('common:contact.city'),
      postalCode: '14210',
      addressCountry: 'MN',
    },
    areaServed: { '@type': 'Country', name: 'Mongolia' },
  };
}

export function serviceLd(origin: string, url: string, name: string, description: string) {
  return {
    '@type': 'Service',
    name,
    description,
    url,
    provider: { '@id': `${origin}/#organization` },
    areaServed: { '@type': 'Country', name: 'Mongolia' },
  };
}

/** What productLd reads of a catalogue product (in the page language). */
export interface ProductLdInput {
  slug: string;
  name: string;
  description: string;
  image: string;
  category: string;
  price: number;
  discount: number;
  availability?: 'in-stock' | 'on-order';
}

// A price of 0 means "on request" (product-schema.ts): such a product is described without an offer.
// discount is the percentage of the price charged (docs/specification.md §4), so the offer is the price actually asked.
export function productLd(origin: string, url: string, product: ProductLdInput) {
  const price = Math.round(product.price * product.discount) / 100;
  return {
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: `${origin}${product.image}`,
    url,
    sku: product.slug,
    category: product.category,
    ...(product.price > 0
      ? {
          offers: {
            '@type': 'Offer',
            price: price.toFixed(2),
            priceCurrency: 'USD',
            // On order: sold and shipped after a lead time (schema.org's BackOrder); said or not, it can be bought.
            availability: `https://schema.org/${product.availability === 'on-order' ? 'BackOrder' : 'InStock'}`,
            url,
            seller: { '@id': `${origin}/#organization` },
          },
        }
      : {}),
  };
}

export function structuredData(items: object[]) {
  return { '@context': 'https://schema.org', '@graph': items };
}
