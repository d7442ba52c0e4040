import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AccountLink } from '../storage/admin-links.ts';

// The accounts' single-use links (docs/operations.md, "Office accounts"): <id>.<mac>, the row's id in base 36 and
// a 128-bit HMAC (base64url) of its purpose, id, account and moment under the site's secret. The database keeps
// the row, never the link: a copy of it opens no account, and a link cannot be forged or turned to another row.

/** An invitation's link is good for 72 hours, a reset's for one. */
export const INVITE_LINK_MS = 72 * 60 * 60 * 1000;
export const RESET_LINK_MS = 60 * 60 * 1000;

const TOKEN = /^([0-9a-z]{1,11})\.([\w-]{22})$/;
const MAC_BYTES = 16;

type LinkFacts = Pick<AccountLink, 'id' | 'userId' | 'purpose' | 'createdAt'>;

export function accountTokens(secret: string) {
  const macOf = ({ id, userId, purpose, createdAt }: LinkFacts) =>
    createHmac('sha256', secret)
      .update(`office ${purpose}\n${id}\n${userId}\n${createdAt.getTime()}`)
      .digest()
      .subarray(0, MAC_BYTES)
      .toString('base64url');

  return {
    token: (link: LinkFacts) => `${link.id.toString(36)}.${macOf(link)}`,
    /** The row a token names, or undefined when it is no token of ours; `fits` checks its MAC. */
    idOf(token: unknown): number | undefined {
      const match = typeof token === 'string' ? TOKEN.exec(token) : null;
      return match ? parseInt(match[1] ?? '', 36) : undefined;
    },
    fits(token: string, link: LinkFacts): boolean {
      const expected = Buffer.from(`${link.id.toString(36)}.${macOf(link)}`);
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type AccountTokens = ReturnType<typeof accountTokens>;

/** The address a link opens: the new-password page of the office in the account's language. */
export const linkAddress = (origin: string, base: string, token: string) =>
  `${origin}${base}/password?token=${encodeURIComponent(token)}`;
