import { describe, expect, it } from '@jest/globals';
import { buyerLinks, withoutBuyerMac } from '#server/quotations/buyer-link.ts';

const links = buyerLinks('a-secret-of-the-test-that-is-long-enough');
const quotation = { id: 42, createdAt: new Date('2026-03-15T04:00:00.123Z') };

const tokenIn = (path: string) => path.replace(/^(\/en)?\/quotation\//, '');

describe("the buyer's link", () => {
  it('opens the quotation it was made for, in the language of its path', () => {
    const path = links.buyerLinkPath(quotation, 'mn');
    expect(path).toMatch(/^\/quotation\/16\.[\w-]{22}$/);
    expect(links.buyerLinkPath(quotation, 'en')).toBe(`/en${path}`);
    const token = tokenIn(path);
    expect(links.idOf(token)).toBe(42);
    expect(links.fits(token, quotation)).toBe(true);
  });

  it('refuses a changed id or MAC, a later quotation that got the same id, and another secret', () => {
    const token = tokenIn(links.buyerLinkPath(quotation, 'mn'));
    const [, mac = ''] = token.split('.');
    const otherId = `17.${mac}`;
    expect(links.idOf(otherId)).toBe(43);
    expect(links.fits(otherId, { ...quotation, id: 43 })).toBe(false);
    const flipped = `16.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    expect(links.fits(flipped, quotation)).toBe(false);
    expect(links.fits(token, { id: 42, createdAt: new Date(quotation.createdAt.getTime() + 1) })).toBe(false);
    expect(buyerLinks('another-secret-that-is-also-long-enough').fits(token, quotation)).toBe(false);
  });

  it('cannot be guessed from the id: consecutive quotations have unrelated MACs of 128 bits', () => {
    const macs = [1, 2, 3].map((id) => links.token({ id, createdAt: quotation.createdAt }).split('.')[1] ?? '');
    expect(new Set(macs).size).toBe(3);
    for (const mac of macs) expect(Buffer.from(mac, 'base64url')).toHaveLength(16);
  });

  it('is kept by the logs without its MAC, in either language and under the page', () => {
    const path = links.buyerLinkPath(quotation, 'en');
    expect(withoutBuyerMac(`${path}/pdf/2`)).toBe('/en/quotation/16.../pdf/2');
    expect(withoutBuyerMac('/quotation/nonsense')).toBe('/quotation/nonsense');
  });

  it('reads only tokens of its own shape', () => {
    const token = tokenIn(links.buyerLinkPath(quotation, 'mn'));
    for (const bad of [undefined, ['16'], '', '16', `${token}x`, `16.${'a'.repeat(21)}`, `-1.${'a'.repeat(22)}`]) {
      expect(links.idOf(bad)).toBeUndefined();
    }
  });
});
