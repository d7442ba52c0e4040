import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { acceptUpload, MediaRefusedError } from '#server/media/accept-upload.ts';
import { detectImageType } from '#server/media/image-type.ts';
import { sanitizeSvg } from '#server/media/svg-sanitizer.ts';
import { MEDIA_MAX_BYTES } from '#shared/media-library.ts';
import { HOSTILE_SVG, heicHeader, pngBomb, smallPng } from '../../helpers/media-fixtures.ts';

const refusal = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(err).toBeInstanceOf(MediaRefusedError);
  const { status, messageKey } = err as MediaRefusedError;
  return { status, messageKey };
};

const adminTexts = (lng: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../locales/${lng}/admin.json`), 'utf8')) as {
    media: { errors: Record<string, string> };
  };

describe('detectImageType', () => {
  it('knows each accepted format by its first bytes', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } });
    expect(detectImageType(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await base.clone().png().toBuffer())).toBe('png');
    expect(detectImageType(await base.clone().webp().toBuffer())).toBe('webp');
    expect(detectImageType(await base.clone().avif().toBuffer())).toBe('avif');
  });

  it('tells a HEIC photo from an AVIF, though both are HEIF files', () => {
    expect(detectImageType(heicHeader())).toBe('heic');
  });

  it('recognises an SVG document behind an XML declaration, a comment and a doctype', () => {
    const svg =
      '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>';
    expect(detectImageType(Buffer.from(svg))).toBe('svg');
    expect(detectImageType(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
  });

  it('knows nothing else, whatever the file is called', () => {
    expect(detectImageType(Buffer.from('just some text, saved as photo.png'))).toBeUndefined();
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeUndefined();
    expect(detectImageType(new Uint8Array(0))).toBeUndefined();
  });
});

describe('acceptUpload', () => {
  it('takes a PNG sent under a .jpg name as the PNG it is, with its size from the header', async () => {
    await expect(acceptUpload(await smallPng(200, 100), 'product')).resolves.toEqual({
      type: 'png',
      bytes: expect.any(Number),
      width: 200,
      height: 100,
    });
  });

  it('refuses a text file named .png: not a picture (415)', async () => {
    expect(await refusal(acceptUpload(Buffer.from('name,phone\nBat,9911'), 'product'))).toEqual({
      status: 415,
      messageKey: 'admin:media.errors.notAnImage',
    });
  });

  it('refuses a HEIC photo with a message of its own', async () => {
    expect(await refusal(acceptUpload(heicHeader(), 'team'))).toEqual({
      status: 415,
      messageKey: 'admin:media.errors.heic',
    });
  });

  it('refuses a 100-megapixel bomb from its header (one row of pixels follows it)', async () => {
    expect(await refusal(acceptUpload(pngBomb(), 'hero'))).toEqual({
      status: 413,
      messageKey: 'admin:media.errors.tooManyPixels',
    });
  });

  it('refuses more than 25 MB before looking further', async () => {
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await refusal(acceptUpload(big, 'product'))).toEqual({
      status: 413,
      messageKey: 'admin:media.errors.tooLarge',
    });
  });

  it('refuses a file that starts as a JPEG and is not one', async () => {
    expect(await refusal(acceptUpload(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'product'))).toEqual({
      status: 400,
      messageKey: 'admin:media.errors.unreadable',
    });
  });

  it('takes an SVG only for a partner logo', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>');
    await expect(acceptUpload(svg, 'partner')).resolves.toMatchObject({ type: 'svg' });
    expect(await refusal(acceptUpload(svg, 'product'))).toEqual({
      status: 415,
      messageKey: 'admin:media.errors.svgNotLogo',
    });
  });

  it('has every refusal written in both languages, saying what to send instead', () => {
    const reasons = [
      'noFile',
      'tooLarge',
      'notAnImage',
      'heic',
      'svgNotLogo',
      'svgTooLarge',
      'unreadable',
      'tooManyPixels',
    ];
    for (const lng of ['mn', 'en']) {
      const errors = adminTexts(lng).media.errors;
      for (const reason of reasons) expect(errors[reason]).toEqual(expect.stringMatching(/JPEG|PNG|WebP|AVIF/));
    }
  });
});

describe('sanitizeSvg', () => {
  it('strips scripts, event handlers and every reference outside the file, and keeps the drawing', () => {
    const clean = sanitizeSvg(HOSTILE_SVG);
    expect(clean).toBeDefined();
    const svg = clean?.svg ?? '';
    expect(svg).not.toMatch(
      /<script|onload|onclick|javascript:|evil\.example|tracker\.example|@import|<iframe|foreignObject/i,
    );
    expect(svg).toContain('<rect');
    expect(svg).toContain('fill="url(#gold)"');
    expect(svg).toContain('<linearGradient id="gold"');
    expect(svg).toContain('>ACME</text>');
    expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(clean).toMatchObject({ width: 240, height: 80 });
  });

  it('refuses a document that declares entities, and one that is no SVG', () => {
    expect(sanitizeSvg('<!DOCTYPE svg [<!ENTITY a "aaaaaaaa">]><svg>&a;&a;</svg>')).toBeUndefined();
    expect(sanitizeSvg('<p>hello</p>')).toBeUndefined();
  });
});
