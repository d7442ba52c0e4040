import type { Browser } from 'playwright-core';

export interface PageWeight {
  html: number;
  js: number;
  css: number;
  font: number;
  /** Every image fetched before the network was idle (the first view, and lazy ones near it). */
  img: number;
  /** The images shown in the first view (the viewport at rest): their files' bytes on the wire. A drawing carried
   *  inside the page, or a data: placeholder, costs none here (it is in the HTML). */
  imgFirstView: number;
  requests: number;
}

export interface Phone {
  width: number;
  height: number;
  /** Device pixels per CSS pixel: what a <picture>'s srcset is chosen for. */
  scale: number;
}
/** The phone the budgets are measured on (Lighthouse's mobile width). */
export const PHONE: Phone = { width: 412, height: 823, scale: 1 };
/** Issue #26's phone for images: 390 px wide at 3 device pixels per CSS pixel (a current iPhone). */
export const SMALL_PHONE: Phone = { width: 390, height: 844, scale: 3 };

const KIND: Record<string, keyof Omit<PageWeight, 'requests' | 'imgFirstView'>> = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
  font: 'font',
  image: 'img',
};

// What a first-time visitor's phone downloads for one page before touching it: a fresh context (no cache, no
// storage), a phone-sized viewport, the page loaded until the network is idle. Bytes on the wire: the
// compressed body plus the response headers, per kind of resource.
export async function measurePageWeight(browser: Browser, url: string, phone: Phone = PHONE): Promise<PageWeight> {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.scale,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const weight: PageWeight = { html: 0, js: 0, css: 0, font: 0, img: 0, imgFirstView: 0, requests: 0 };
  const pending: Array<Promise<void>> = [];
  const imageBytes = new Map<string, number>();
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then((sizes) => {
        const kind = KIND[request.resourceType()];
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        weight.requests += 1;
        if (kind) weight[kind] += bytes;
        if (kind === 'img') imageBytes.set(request.url(), bytes);
      }),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    // The files of the images in the viewport, as the browser chose them (currentSrc: the <picture>'s pick).
    const shown = await page.evaluate(() =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          const isShown = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
          return isShown && image.currentSrc !== '' && !image.currentSrc.startsWith('data:');
        })
        .map((image) => image.currentSrc),
    );
    weight.imgFirstView = [...new Set(shown)].reduce((sum, src) => sum + (imageBytes.get(src) ?? 0), 0);
    return weight;
  } finally {
    await context.close();
  }
}
