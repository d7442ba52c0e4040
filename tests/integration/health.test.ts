import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createLifecycle } from '#server/lifecycle.ts';
import { createTestApp, fakeAssets, type TestApp } from '../helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('health checks', () => {
  it('GET /healthz answers 200 while the process is alive', async () => {
    t = await createTestApp();
    const res = await request(t.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the store is open and the build is present', async () => {
    t = await createTestApp();
    const res = await request(t.app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { store: true, writes: true, build: true, running: true } });
  });

  it('answers /healthz and /readyz with the security headers every page carries', async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://www.example.mn' } });
    const page = await request(t.app).get('/about');
    const helmetHeaders = [
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
      'reporting-endpoints',
    ];
    for (const path of ['/healthz', '/readyz']) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(200);
      for (const header of helmetHeaders) {
        expect([path, header, res.headers[header]]).toEqual([path, header, page.headers[header]]);
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const csp = res.headers['content-security-policy'] as string;
      for (const directive of ["default-src 'self'", "frame-ancestors 'none'", 'report-to csp-endpoint'])
        expect([path, csp]).toEqual([path, expect.stringContaining(directive)]);
    }
  });

  it('GET /readyz answers 503 when the store is closed', async () => {
    t = await createTestApp();
    t.store.close();
    const res = await request(t.app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ store: false, writes: true, build: true, running: true });
  });

  it('GET /readyz answers 503 when the client build is missing', async () => {
    t = await createTestApp({ assets: { ...fakeAssets, isReady: () => false } });
    const res = await request(t.app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ store: true, writes: true, build: false, running: true });
  });

  it('GET /readyz answers 503 once a shutdown has begun, and every response then closes its connection', async () => {
    const lifecycle = createLifecycle();
    t = await createTestApp({ lifecycle });
    const before = await request(t.app).get('/about').set('Connection', 'keep-alive');
    expect(before.headers.connection).toBe('keep-alive');
    lifecycle.startDraining();
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ store: true, writes: true, build: true, running: false });
    const page = await request(t.app).get('/about').set('Connection', 'keep-alive');
    expect(page.status).toBe(200);
    expect(page.headers.connection).toBe('close');
  });
});
