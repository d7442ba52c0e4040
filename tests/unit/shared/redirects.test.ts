import { describe, expect, it } from '@jest/globals';
import { checkFrom, checkTo, conflictOf, normalisePath } from '#shared/redirects.ts';

const reason = (checked: ReturnType<typeof checkFrom>) => (checked.ok ? checked.value : checked.reason);

describe("the office's redirects", () => {
  it('spells an address one way: trailing slash off, percent-encoding normalised, query kept', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/en/products/')).toBe('/en/products');
    expect(normalisePath('/a/?x=1')).toBe('/a?x=1');
    expect(normalisePath('/%7euser/%c3%a9')).toBe('/~user/%C3%A9');
    expect(normalisePath('/бараа')).toBe(normalisePath('/%d0%b1%d0%b0%d1%80%d0%b0%d0%b0'));
    expect(normalisePath('/a%2Fb%zz 1')).toBe('/a%2Fb%25zz%201');
    expect(normalisePath('/index.php?page=tyres&q=дугуй')).toBe(
      '/index.php?page=tyres&q=%D0%B4%D1%83%D0%B3%D1%83%D0%B9',
    );
  });

  it('takes an old address only as a path of this site, at most 500 characters, without controls', () => {
    expect(reason(checkFrom(' /index.php?page=tyres '))).toBe('/index.php?page=tyres');
    expect(reason(checkFrom(''))).toBe('redirects.errors.fromEmpty');
    expect(reason(checkFrom('index.php'))).toBe('redirects.errors.fromNotPath');
    expect(reason(checkFrom('https://old.example/a'))).toBe('redirects.errors.fromNotPath');
    expect(reason(checkFrom('//old.example/a'))).toBe('redirects.errors.fromNotPath');
    expect(reason(checkFrom('/a#part'))).toBe('redirects.errors.fromNotPath');
    expect(reason(checkFrom('/a\u0000b'))).toBe('redirects.errors.fromControl');
    expect(reason(checkFrom(`/${'a'.repeat(499)}`))).toBe(`/${'a'.repeat(499)}`);
    expect(reason(checkFrom(`/${'a'.repeat(500)}`))).toBe('redirects.errors.fromTooLong');
    // Its encoded spelling counts: 250 letters of Cyrillic are 1,500 characters once encoded.
    expect(reason(checkFrom(`/${'б'.repeat(250)}`))).toBe('redirects.errors.fromTooLong');
  });

  it('leads only to a path of this site or an https address, never another host by a trick', () => {
    expect(reason(checkTo('/products/'))).toBe('/products');
    expect(reason(checkTo('https://Example.COM/a b'))).toBe('https://example.com/a%20b');
    for (const typed of ['//evil.example', '/\\evil.example', '\\\\evil.example', '/a\\b']) {
      expect(reason(checkTo(typed))).toBe('redirects.errors.toNotSameSite');
    }
    for (const typed of [
      'http://example.com/',
      'javascript:alert(1)',
      'example.com',
      'https:/example.com',
      'ftp://x',
    ]) {
      expect(reason(checkTo(typed))).toBe('redirects.errors.toScheme');
    }
    expect(reason(checkTo('https://user:pw@example.com/'))).toBe('redirects.errors.toUserinfo');
    expect(reason(checkTo('/a\nLocation: x'))).toBe('redirects.errors.toControl');
    expect(reason(checkTo(''))).toBe('redirects.errors.toEmpty');
  });

  it('refuses a loop, a taken address and a chain, naming the other redirect', () => {
    const existing = [{ from: '/old', to: '/products' }];
    expect(conflictOf({ from: '/a', to: '/a' }, existing)).toMatchObject({ reason: 'redirects.errors.loop' });
    expect(conflictOf({ from: '/old', to: '/about' }, existing)).toEqual({
      ok: false,
      reason: 'redirects.errors.fromTaken',
      other: '/old → /products',
    });
    expect(conflictOf({ from: '/older', to: '/old' }, existing)).toMatchObject({
      reason: 'redirects.errors.chainTo',
      other: '/old → /products',
    });
    expect(conflictOf({ from: '/products', to: '/about' }, existing)).toMatchObject({
      reason: 'redirects.errors.chainFrom',
    });
    expect(conflictOf({ from: '/other', to: '/about' }, existing)).toBeUndefined();
  });
});
