import { describe, expect, it } from '@jest/globals';
// The Node build, as on the server (the browser build needs MessageChannel, which jsdom lacks).
import { renderToString } from 'react-dom/server.node';
import { focusClass, UploadedImage } from '#client/ui/uploaded-image.tsx';
import type { PagePhoto } from '#shared/media-library.ts';

const variant = (format: 'avif' | 'webp', width: number) => ({
  format,
  width,
  height: width / 2,
  name: `0123456789abcdef-${width}-aaaaaaaaaa.${format}`,
  bytes: width * 10,
});

const PHOTO: PagePhoto = {
  id: '0123456789abcdef',
  width: 4000,
  height: 2000,
  variants: [320, 640, 960, 1280].flatMap((width) => [variant('avif', width), variant('webp', width)]),
  placeholder: { color: '#887766', dataUri: 'data:image/webp;base64,UklGRg==' },
  focus: { x: 0.3, y: 0.8 },
  alt: 'A drill rig',
};
const SIZES = '(min-width: 992px) 50vw, 100vw';
const srcset = (format: string) =>
  [320, 640, 960, 1280].map((width) => `/media/u/0123456789abcdef-${width}-aaaaaaaaaa.${format} ${width}w`).join(', ');

describe('UploadedImage', () => {
  it('renders a <picture> with AVIF and WebP sources, srcset and sizes, width, height, alt, lazy below the first view', () => {
    const html = renderToString(<UploadedImage photo={PHOTO} alt="A drill rig" sizes={SIZES} />);
    expect(html).toContain(`<source type="image/avif" srcSet="${srcset('avif')}" sizes="${SIZES}"/>`);
    expect(html).toContain(`<source type="image/webp" srcSet="${srcset('webp')}" sizes="${SIZES}"/>`);
    expect(html).toContain(
      '<img class="photo-frame__image photo-focus--x25-y75" src="/media/u/0123456789abcdef-960-aaaaaaaaaa.webp" width="4000" height="2000" alt="A drill rig" loading="lazy" decoding="async"/>',
    );
    expect(html.indexOf('<source type="image/avif"')).toBeLessThan(html.indexOf('<source type="image/webp"'));
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('style=');
  });

  it('puts the placeholder under the picture as a data: image, hidden from assistive technology', () => {
    const html = renderToString(<UploadedImage photo={PHOTO} alt="" sizes="100vw" />);
    expect(html).toMatch(
      /^<span class="photo-frame"><img class="photo-frame__placeholder" src="data:image\/webp;base64,UklGRg==" width="4000" height="2000" alt="" aria-hidden="true"\/><picture>/,
    );
  });

  it('fetches the lead picture first: never lazy, fetchpriority high, its AVIF set preloaded', () => {
    const html = renderToString(<UploadedImage photo={PHOTO} alt="Hero" sizes="100vw" priority />);
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('loading="lazy"');
    const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('type="image/avif"');
    expect(preloads[0]).toContain(`imageSrcSet="${srcset('avif')}"`);
    expect(preloads[0]).toContain('imageSizes="100vw"');
    expect(preloads[0]).toContain('fetchPriority="high"');
  });

  it('shows an SVG logo as its one file', () => {
    const logo: PagePhoto = {
      ...PHOTO,
      width: 240,
      height: 80,
      variants: [{ format: 'svg', width: 240, height: 80, name: 'fedcba9876543210-bbbbbbbbbb.svg', bytes: 900 }],
    };
    const html = renderToString(<UploadedImage photo={logo} alt="Partner" sizes="10rem" />);
    expect(html).toContain('src="/media/u/fedcba9876543210-bbbbbbbbbb.svg" width="240" height="80" alt="Partner"');
    expect(html).not.toContain('<picture>');
  });

  it('draws the picture in the layout’s own box when it has one, cropped around its focal point', () => {
    const html = renderToString(<UploadedImage photo={PHOTO} box={{ width: 400, height: 500 }} alt="" sizes="25vw" />);
    expect(html).toContain(
      'class="photo-frame__placeholder" src="data:image/webp;base64,UklGRg==" width="400" height="500"',
    );
    expect(html).toContain(
      'class="photo-frame__image photo-focus--x25-y75" src="/media/u/0123456789abcdef-960-aaaaaaaaaa.webp" width="400" height="500"',
    );
  });

  it('snaps the focal point to the nearest of 25 positions', () => {
    expect(focusClass({ x: 0, y: 1 })).toBe('photo-focus--x0-y100');
    expect(focusClass({ x: 0.5, y: 0.5 })).toBe('photo-focus--x50-y50');
    expect(focusClass({ x: 0.62, y: 0.13 })).toBe('photo-focus--x50-y25');
  });
});
