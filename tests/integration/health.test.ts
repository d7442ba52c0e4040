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
