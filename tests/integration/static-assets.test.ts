import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { createProductionRuntime } from '#server/render/ssr-runtime.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const SCRIPT = `export const text = ${JSON.stringify('mining equipment '.repeat(400))};\n`;
let distDir: string;
let t: TestApp;

// A miniature of what `vite build` leaves in dist/client, served by the production runtime's handlers.
beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'site-dist-'));
  mkdirSync(path.join(distDir, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(distDir, 'client', '.vite'), { recursive: true });
  writeFileSync(path.join(distDir, 'client', 'assets', 'loader-abc123.js'), SCRIPT);
  writeFileSync(path.join(distDir, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(distDir, 'client', '.vite', 'manifest.json'), '{}');
  t = await createTestApp({ middleware: createProductionRuntime(distDir).middleware });
});
afterAll(() => {
  t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('static assets from the build', () => {
  it('serves hashed assets compressed, with immutable year-long caching', async () => {
    const res = await request(t.app).get('/assets/loader-abc123.js').set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(res.text).toBe(SCRIPT);
  });

  it('serves public files with a day of caching', async () => {
    const res = await request(t.app).get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('does not serve the build manifest', async () => {
    const res = await request(t.app).get('/.vite/manifest.json');
    expect(res.status).toBe(404);
  });

  it('answers a missing asset with a plain 404', async () => {
    const res = await request(t.app).get('/assets/gone-000.js');
    expect(res.status).toBe(404);
  });

  it('compresses pages too', async () => {
    const res = await request(t.app).get('/about').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
