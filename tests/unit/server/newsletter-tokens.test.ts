import { describe, expect, it } from '@jest/globals';
import { newsletterTokens } from '#server/services/newsletter-tokens.ts';

const tokens = newsletterTokens('a-secret-of-the-test-that-is-long-enough');
const reader = { id: 42, email: 'Reader@Example.mn' };
const ISSUED = new Date('2026-03-15T04:00:00Z');

describe('newsletter links', () => {
  it('reads back a confirmation link made for a sign-up, whatever the case of its address', () => {
    const token = tokens.confirmToken(reader, ISSUED);
    expect(token).toMatch(/^c\.16\.\w+\.[\w-]{22}$/);
    const read = tokens.read(token);
    expect(read).toMatchObject({ purpose: 'confirm', id: 42, issuedAt: ISSUED });
    expect(read && tokens.fits(read, ' reader@example.MN ')).toBe(true);
  });

  it('refuses a link for another address, id, moment or purpose, or signed with another secret', () => {
    const token = tokens.confirmToken(reader, ISSUED);
    const read = tokens.read(token);
    if (!read) throw new Error('unread');
    expect(tokens.fits(read, 'other@example.mn')).toBe(false);
    expect(tokens.fits({ ...read, id: 43 }, reader.email)).toBe(false);
    expect(tokens.fits({ ...read, issuedAt: new Date(ISSUED.getTime() + 1000) }, reader.email)).toBe(false);
    expect(tokens.fits({ ...read, purpose: 'unsubscribe', issuedAt: undefined }, reader.email)).toBe(false);
    const foreign = newsletterTokens('another-secret-that-is-also-long-enough').read(token);
    expect(foreign && newsletterTokens('another-secret-that-is-also-long-enough').fits(foreign, reader.email)).toBe(
      false,
    );
  });

  it('reads only tokens of its own shape', () => {
    const unsubscribe = tokens.unsubscribeToken(reader);
    expect(tokens.read(unsubscribe)).toMatchObject({ purpose: 'unsubscribe', id: 42, issuedAt: undefined });
    for (const bad of [
      undefined,
      ['a'],
      '',
      'c.16.x',
      `${unsubscribe}x`,
      unsubscribe.replace('u.', 'c.'),
      'u.16.1.aaaaaaaaaaaaaaaaaaaaaa',
    ]) {
      expect(tokens.read(bad)).toBeUndefined();
    }
  });

  it('keeps an unsubscribed address as a keyed hash of its lower-cased form, never the address', () => {
    const hash = tokens.suppressionHash('Reader@Example.mn');
    expect(hash).toBe(tokens.suppressionHash(' reader@example.mn'));
    expect(hash).toMatch(/^[\w-]{43}$/);
    expect(hash).not.toBe(
      newsletterTokens('another-secret-that-is-also-long-enough').suppressionHash('reader@example.mn'),
    );
  });
});
