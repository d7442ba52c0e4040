import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '#shared/constants.ts';
import { pathsIn } from '#shared/routes.ts';

// The buyer's private link to their quotation (docs/privacy.md, "Quotations"): /quotation/<id>.<mac>, the
// quotation's id in base 36 and a 128-bit HMAC (base64url) of its id and the moment it was made, under the site's
// secret (the one every replica shares, as the office accounts' links use). It has no expiry of its own: it opens the
// page while the quotation is retained. The moment is in the MAC because SQLite may give a deleted quotation's id
// to a new one: a link kept from before then must not open someone else's quotation. The database keeps no link;
// the language is in the path, not the token, so the page's language switch keeps the same token.

const TOKEN = /^([0-9a-z]{1,11})\.([\w-]{22})$/;
const MAC_BYTES = 16;
/** A buyer's link in a path (either language's, any case, its PDFs and forms too): its MAC is the secret part. */
const LINK_IN_PATH = /(\/quotation\/[0-9a-z]{1,11})\.[\w-]{22}/gi;

/** A path as the logs may keep it: a buyer's link without its MAC, which opens the page (`/quotation/16...`). */
export const withoutBuyerMac = (path: string) => path.replace(LINK_IN_PATH, '$1...');

/** What a link is made for: the quotation's id and the moment its row was made. */
export interface BuyerLinkTarget {
  id: number;
  createdAt: Date;
}

export function buyerLinks(secret: string) {
  const tokenOf = ({ id, createdAt }: BuyerLinkTarget) => {
    const mac = createHmac('sha256', secret)
      .update(`quotation buyer\n${id}\n${createdAt.getTime()}`)
      .digest()
      .subarray(0, MAC_BYTES)
      .toString('base64url');
    return `${id.toString(36)}.${mac}`;
  };

  return {
    token: tokenOf,
    /** The buyer's page in their language: /quotation/<token> or /en/quotation/<token>. */
    buyerLinkPath: (quotation: BuyerLinkTarget, language: Language) => pathsIn(language).quotation(tokenOf(quotation)),
    /** The quotation a token names, or undefined when it is no token of ours; `fits` checks its MAC. */
    idOf(token: unknown): number | undefined {
      const match = typeof token === 'string' ? TOKEN.exec(token) : null;
      return match ? parseInt(match[1] ?? '', 36) : undefined;
    },
    fits(token: string, quotation: BuyerLinkTarget): boolean {
      const expected = Buffer.from(tokenOf(quotation));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type BuyerLinks = ReturnType<typeof buyerLinks>;
