import type { TFunction } from 'i18next';
import type { CompanyView } from '#shared/schemas/company-schema.ts';
import { telHref } from '#shared/site.ts';
import { SHARE_IMAGE, type Media } from '#shared/media.ts';
import { chargedAmount, type Currency } from '#shared/money.ts';

// schema.org JSON-LD: the company as a LocalBusiness on every page, plus what the page itself is.

/**
 * The company with its details as the office last published them (`company`, in the page language): its legal
 * name, main phone and e-mail, postal address and place. The brand name and description stay site texts.
 */
export function organizationLd(t: TFunction, origin: string, company: CompanyView) {
  const [phone = ''] = company.phones;
  const [email = ''] = company.emails;
  return {
    '@type': 'LocalBusiness',
    '@id': `${origin}/#organization`,
    name: t('common:company.name'),
    legalName: company.legalName,
    description: t('common:company.about'),
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}${SHARE_IMAGE.src}`,
    telephone: telHref(phone).slice('tel:'.length),
    email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.streetAddress,
      addressLocality: company.city,
      ...(company.postalCode ? { postalCode: company.postalCode } : {}),
      addressCountry: 'MN',
    },
    geo: { '@type': 'GeoCoordinates', ...company.location },
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

/**
 * A site page that is no item's (docs/content.md, "SEO of the site's pages"): its head's title and description,
 * which follow its SEO record, and its share picture when it has one of its own.
 */
export function webPageLd(origin: string, url: string, head: { title: string; description: string; share?: Media }) {
  return {
    '@type': 'WebPage',
    name: head.title,
    description: head.description,
    url,
    ...(head.share ? { primaryImageOfPage: `${origin}${head.share.src}` } : {}),
    about: { '@id': `${origin}/#organization` },
  };
}

/** A team member of the company (the office's list 'team'), on their page. */
export function personLd(origin: string, url: string, member: { name: string; role: string; image: string }) {
  return {
    '@type': 'Person',
    name: member.name,
    jobTitle: member.role,
    image: `${origin}${member.image}`,
    url,
    worksFor: { '@id': `${origin}/#organization` },
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
  currency: Currency;
  discount: number;
  availability?: 'in-stock' | 'on-order';
  partNumber?: string;
}

// A price of 0 means "on request" (product-schema.ts): such a product is described without an offer.
// discount is the percentage of the price charged (docs/specification.md §4), so the offer is the price actually
// asked, in the currency it was entered in (docs/content.md, "Prices"): never a conversion, which would change with the
// day's rate.
export function productLd(origin: string, url: string, product: ProductLdInput) {
  const price = chargedAmount(product);
  return {
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: `${origin}${product.image}`,
    url,
    sku: product.slug,
    // The maker's part number (docs/content.md, "Part numbers"), by which search engines match the same product.
    ...(product.partNumber ? { mpn: product.partNumber } : {}),
    category: product.category,
    ...(product.price > 0
      ? {
          offers: {
            '@type': 'Offer',
            price: price.toFixed(product.currency === 'USD' ? 2 : 0),
            priceCurrency: product.currency,
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
