// No answer of the site sends a visitor to another origin: the language redirects (?lng=, the remembered
// choice), whatever path a link gives them, and every other redirect through the Location guard
// (server/middleware/same-site-redirects.ts). Requests are sent as raw HTTP, the path exactly as a link or a
// proxy passes it on.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { sameSiteRedirects } from '#server/middleware/same-site-redirects.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Ways to write another host at the start of a path. */
const HOSTS = ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/https:evil.example'];

let t: TestApp;
let origin = '';
let close: () => Promise<void>;
beforeAll(async () => {
  t = await createTestApp();
  const server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close();
  await t.close();
});

/** GET `path` exactly as written, with `headers`: the status and the Location header. */
function get(base: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    httpRequest({ hostname, port, path, headers }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    })
      .on('error', reject)
      .end();
  });
}

/** Where a browser on the site goes when it follows `location`. */
const followedTo = (location = '') => new URL(location, 'https://site.example/').origin;

describe('the language redirects', () => {
  it.each(HOSTS)('keep %s/login?lng= on the site, in both languages', async (host) => {
    for (const path of [`${host}/login?lng=mn`, `${host}/login?lng=en`, `/en${host}/login?lng=mn`]) {
      const res = await get(origin, path);
      expect(res.status).toBe(302);
      expect(followedTo(res.location)).toBe('https://site.example');
    }
  });

  it.each(HOSTS)('keep %s/login on the site for a visitor who chose English', async (host) => {
    const res = await get(origin, `${host}/login`, { Cookie: 'i18next=en' });
    expect(res.status).toBe(302);
    expect(followedTo(res.location)).toBe('https://site.example');
    expect(res.location).toMatch(/^\/en\//);
  });
});

describe('every other redirect', () => {
  it.each([...HOSTS.map((host) => `${host}/x`), 'https://evil.example/x', '\\\\evil.example'])(
    'is made a path of the site when a route names %s',
    async (target) => {
      const app = express();
      sameSiteRedirects(app);
      app.get('/go', (_req, res) => res.redirect(302, target));
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const res = await get(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, '/go');
      await new Promise((resolve) => server.close(resolve));
      expect(res.status).toBe(302);
      expect(followedTo(res.location)).toBe('https://site.example');
    },
  );
});
