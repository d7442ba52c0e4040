import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CSRF_SESSION_PATH } from '#shared/constants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/g) ?? [];
}

describe('security headers', () => {
  it('sends a strict CSP: scripts from the site itself, and inline only the one script it names by hash', async () => {
    const res = await request(t.app).get('/about');
    const csp = res.headers['content-security-policy'] as string;
    const inline = [...res.text.matchAll(/<script>([^<]*)<\/script>/g)].map(([, code = '']) => code);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('nonce-');
    const tags = scriptTags(res.text).filter((tag) => tag !== '<script>');
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/ src="\/|type="application\/(ld\+)?json"/);
  });

  it('sends a page as the same bytes to every visitor, and no cookie: the token comes before a first post', async () => {
    const first = await request(t.app).get('/en/contact');
    const second = await request(t.app).get('/en/contact');
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['set-cookie']).toBeUndefined();
    const cookieNames = (res: request.Response) =>
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split('=')[0]);
    const session = await request(t.app).get(CSRF_SESSION_PATH);
    expect(session.status).toBe(204);
    expect(session.headers['cache-control']).toBe('no-store');
    expect(cookieNames(session).sort()).toEqual(['XSRF-TOKEN', 'sid']);
    const again = await request(t.app).get(CSRF_SESSION_PATH);
    const token = (res: request.Response) =>
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('XSRF-TOKEN='));
    expect(token(again)).not.toBe(token(session));
  });

  it('answers a page from the cache with the same headers as its first render', async () => {
    const first = await request(t.app).get('/en/productgrouppage');
    const cached = await request(t.app).get('/en/productgrouppage');
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'cache-control',
      'content-type',
      'content-language',
    ]) {
      expect([header, cached.headers[header]]).toEqual([header, first.headers[header]]);
    }
    expect(cached.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
    expect(cached.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(cached.headers['set-cookie']).toBeUndefined();
  });

  it('still redirects a remembered English choice on a page that is in the cache', async () => {
    await request(t.app).get('/service');
    const res = await request(t.app).get('/service').set('Cookie', 'i18next=en');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en/service');
  });

  it('sends brotli to a browser that accepts it, even listed after gzip, and gzip or plain text otherwise', async () => {
    const asBrowser = await request(t.app).get('/about').set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(asBrowser.headers['content-encoding']).toBe('br');
    const gzipOnly = await request(t.app).get('/about').set('Accept-Encoding', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const plain = await request(t.app).get('/about').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(gzipOnly.text);
  });

  it('answers 304 with no body to a visitor who holds the page (its ETag), and 200 after it changed', async () => {
    const page = await request(t.app).get('/en/service');
    expect(page.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await request(t.app)
      .get('/en/service')
      .set('If-None-Match', page.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const stale = await request(t.app).get('/en/service').set('If-None-Match', '"an-older-page"');
    expect(stale.status).toBe(200);
  });

  it('sets Referrer-Policy, nosniff and no X-Powered-By', async () => {
    const res = await request(t.app).get('/');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('does not force HTTPS on a plain-HTTP on-prem site', async () => {
    const res = await request(t.app).get('/');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('forces HTTPS when PUBLIC_URL is https', async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://www.example.mn' } });
    try {
      const res = await request(https.app).get('/');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).every((c) => c.includes('Secure'))).toBe(true);
    } finally {
      https.close();
    }
  });

  it('lets browsers keep a page but revalidate it each time, never shared caches', async () => {
    const res = await request(t.app).get('/contact');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});
