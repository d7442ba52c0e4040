import { afterEach, describe, expect, it } from '@jest/globals';
import { createElement, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import request from 'supertest';
import type { SsrEntry } from '#shared/render-contract.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

function Broken(): never {
  throw new Error('broken widget');
}

const neverSettles = new Promise<never>(() => undefined);
function Hanging() {
  return use(neverSettles);
}

const rendering = (component: () => unknown): Partial<SsrEntry> => ({
  renderPage: (_ctx, _view, options) => renderToPipeableStream(createElement(component as () => null), options),
});

describe('render failures', () => {
  it('answers 500 with the error page and logs the stack with the request id', async () => {
    t = await createTestApp({ entry: rendering(Broken) });
    const res = await request(t.app).get('/en/about').set('X-Request-Id', 'render-fail-1');
    expect(res.status).toBe(500);
    expect(res.text).toContain('<h1>Unexpected Application Error!</h1>');
    expect(res.text).toContain('Reference: render-fail-1');
    expect(res.text).not.toContain('broken widget');
    const line = t.logs.find((l) => l.msg === 'page render failed');
    expect(line?.reqId).toBe('render-fail-1');
    expect((line?.err as { stack?: string }).stack).toContain('broken widget');
  });

  it('shows the error page in Mongolian by default', async () => {
    t = await createTestApp({ entry: rendering(Broken) });
    const res = await request(t.app).get('/');
    expect(res.status).toBe(500);
    expect(res.text).toContain('<html lang="mn">');
    expect(res.text).toContain('Системд гэнэтийн алдаа гарлаа!');
  });

  it('aborts a render that hangs and answers 500', async () => {
    t = await createTestApp({ env: { RENDER_TIMEOUT_MS: '200' }, entry: rendering(Hanging) });
    const res = await request(t.app).get('/en/about');
    expect(res.status).toBe(500);
    expect(res.text).toContain('Unexpected Application Error!');
    expect(t.logs.some((l) => (l.err as { message?: string } | undefined)?.message?.includes('200 ms'))).toBe(true);
  });

  it('falls back to a plain page when even the error page cannot render', async () => {
    t = await createTestApp({
      entry: {
        ...rendering(Broken),
        renderErrorPage: () => {
          throw new Error('layout broken too');
        },
      },
    });
    const res = await request(t.app).get('/');
    expect(res.status).toBe(500);
    expect(res.text).toContain('<h1>Unexpected Application Error!</h1>');
    expect(res.text).not.toContain('<script');
  });
});
