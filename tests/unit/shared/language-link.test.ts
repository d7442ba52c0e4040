import { describe, expect, it } from '@jest/globals';
import { languageSwitchHref, localizePath, otherLanguage, pageLanguage, pagePath } from '#shared/language-link.ts';
import { pathsIn } from '#shared/routes.ts';

describe('language addresses', () => {
  it('puts English under /en/ and leaves Mongolian at the route table paths', () => {
    expect(localizePath('/about', 'en')).toBe('/en/about');
    expect(localizePath('/', 'en')).toBe('/en/');
    expect(localizePath('/search?query=bit', 'en')).toBe('/en/search?query=bit');
    expect(localizePath('/about', 'mn')).toBe('/about');
  });

  it('reads the language and the page path back from an address', () => {
    expect([pageLanguage('/en/about'), pagePath('/en/about')]).toEqual(['en', '/about']);
    expect([pageLanguage('/EN'), pagePath('/EN')]).toEqual(['en', '/']);
    expect([pageLanguage('/en/'), pagePath('/en/')]).toEqual(['en', '/']);
    // Only a whole /en segment is the prefix.
    expect([pageLanguage('/engineering'), pagePath('/engineering')]).toEqual(['mn', '/engineering']);
    expect([pageLanguage('/about'), pagePath('/about')]).toEqual(['mn', '/about']);
  });

  it('builds every link of an English page under /en/', () => {
    expect(pathsIn('en').product('otr-tyre')).toBe('/en/shop-single/otr-tyre');
    expect(pathsIn('en').catalogue('Heavy Tires')).toBe('/en/products/Heavy%20Tires');
    expect(pathsIn('mn').contact()).toBe('/contact');
  });
});

describe('languageSwitchHref', () => {
  it('links to the English twin, marked so the choice is remembered', () => {
    expect(languageSwitchHref('/about', '', 'en')).toBe('/en/about?lng=en');
  });

  it('links back to the Mongolian twin, keeping the other query parameters', () => {
    expect(languageSwitchHref('/en/search', '?query=tyre', 'mn')).toBe('/search?query=tyre&lng=mn');
  });
});

describe('otherLanguage', () => {
  it('toggles between Mongolian and English', () => {
    expect(otherLanguage('mn')).toBe('en');
    expect(otherLanguage('en')).toBe('mn');
  });
});
