import type { Browser } from 'playwright-core';

export interface PageWeight {
  html: number;
  js: number;
  css: number;
  font: number;
  img: number;
  requests: number;
}

const KIND: Record<string, keyof Omit<PageWeight, 'requests'>> = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
  font: 'font',
  image: 'img',
};

// What a first-time visitor's phone downloads for one page before touching it: a fresh context (no cache, no
// storage), a phone-sized viewport, the page loaded until the network is idle. Bytes on the wire: the
// compressed body plus the response headers, per kind of resource.
export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const weight: PageWeight = { html: 0, js: 0, css: 0, font: 0, img: 0, requests: 0 };
  const pending: Array<Promise<void>> = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((sizes) => {
        const kind = KIND[request.resourceType()];
        weight.requests += 1;
        if (kind) weight[kind] += sizes.responseBodySize + sizes.responseHeadersSize;
      }),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    return weight;
  } finally {
    await context.close();
  }
}
