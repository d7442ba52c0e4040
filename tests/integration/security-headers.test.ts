import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
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
  it('sends a strict CSP whose script nonce is on every script tag of the page', async () => {
    const res = await request(t.app).get('/about');
    const csp = res.headers['content-security-policy'] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const tags = scriptTags(res.text);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('uses a fresh nonce for each request', async () => {
    const first = await request(t.app).get('/');
    const second = await request(t.app).get('/');
    expect(first.headers['content-security-policy']).not.toEqual(second.headers['content-security-policy']);
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

  it('marks pages that carry a CSRF token as not cacheable', async () => {
    const res = await request(t.app).get('/contact');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
