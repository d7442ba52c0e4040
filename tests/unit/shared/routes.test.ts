import { describe, expect, it } from '@jest/globals';
import { matchRoute } from '#server/loaders/page-loader.ts';
import { paths } from '#shared/routes.ts';

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/home', 'home'],
    ['/About', 'about'],
    ['/about/', 'about'],
    ['/ProductGroupPage', 'productPlan'],
    ['/products/', 'catalogue'],
    ['/products', 'catalogue'],
    ['/shop', 'catalogue'],
    ['/SERVICE', 'services'],
    ['/contact', 'contact'],
    ['/search', 'search'],
    ['/404', 'notFound'],
    ['/anything/else', 'notFound'],
  ])('matches %s to the %s page, ignoring case', (pathname, page) => {
    expect(matchRoute(pathname).page).toBe(page);
  });

  it('decodes an encoded category and keeps its case', () => {
    expect(matchRoute('/products/Mining%20Equipment')).toEqual({
      page: 'catalogue',
      params: { category: 'Mining Equipment' },
    });
  });

  it('takes the slug of /Video/{slug} and /service-single/{slug}', () => {
    expect(matchRoute('/Video/consulting-services')).toEqual({
      page: 'video',
      params: { slug: 'consulting-services' },
    });
    expect(matchRoute('/service-single/international-trading').params.slug).toBe('international-trading');
  });
});

describe('paths', () => {
  it('encodes a category with spaces as docs/specification.md §2 shows it', () => {
    expect(paths.catalogue('Mining Equipment')).toBe('/products/Mining%20Equipment');
    expect(paths.catalogue()).toBe('/products/');
  });

  it('round-trips every link it builds through the route table', () => {
    expect(matchRoute(paths.catalogue('Heavy Tires')).params.category).toBe('Heavy Tires');
    expect(matchRoute(paths.service('transportation-logistics')).page).toBe('service');
    expect(matchRoute(paths.video('international-trading')).page).toBe('video');
    expect(matchRoute(paths.productPlan()).page).toBe('productPlan');
    expect(matchRoute(paths.quotation('g.AbC-_d')).params.token).toBe('g.AbC-_d');
  });
});
