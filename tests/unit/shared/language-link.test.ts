import { describe, expect, it } from '@jest/globals';
import { languageSwitchHref, otherLanguage } from '#shared/language-link.ts';

describe('languageSwitchHref', () => {
  it('links to the same path with the other language', () => {
    expect(languageSwitchHref('/about', '', 'en')).toBe('/about?lng=en');
  });

  it('keeps the other query parameters and replaces an earlier lng', () => {
    expect(languageSwitchHref('/search', '?query=tyre&lng=en', 'mn')).toBe('/search?query=tyre&lng=mn');
  });
});

describe('otherLanguage', () => {
  it('toggles between Mongolian and English', () => {
    expect(otherLanguage('mn')).toBe('en');
    expect(otherLanguage('en')).toBe('mn');
  });
});
