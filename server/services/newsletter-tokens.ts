import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Store } from '../storage/store.ts';

// The newsletter's signed links and the hash an unsubscribed address is kept as (docs/privacy.md, "The secret"). A link
// names its sign-up by id, and its MAC covers the purpose, the id, the moment it was issued and the lower-cased
// address: the address never travels in a link, a link cannot be forged or turned to another purpose, and a link
// made for a sign-up since deleted does not fit a new one that got its id.
//   confirm:     c.<id>.<issued>.<mac>   (id and issued, in whole seconds, in base 36; mac: 128 bits, base64url)
//   unsubscribe: u.<id>.<mac>            (valid as long as the sign-up is there: every e-mail's link must work)

export type TokenPurpose = 'confirm' | 'unsubscribe';

export interface ReadToken {
  purpose: TokenPurpose;
  id: number;
  /** When a confirmation link was issued (whole seconds); undefined for an unsubscribe link. */
  issuedAt: Date | undefined;
  mac: string;
}

/** The part of a sign-up a link is made for. */
export interface LinkTarget {
  id: number;
  email: string;
}

const TOKEN = /^([cu])\.([0-9a-z]{1,11})(?:\.([0-9a-z]{1,11}))?\.([\w-]{22})$/;
const MAC_BYTES = 16;
const SECRET_SETTING = 'newsletter-secret';

const normalized = (email: string) => email.trim().toLowerCase();

export function newsletterTokens(secret: string) {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest();
  const macOf = (purpose: TokenPurpose, id: number, issued: string, email: string) =>
    hmac(`newsletter ${purpose}\n${id}\n${issued}\n${normalized(email)}`)
      .subarray(0, MAC_BYTES)
      .toString('base64url');
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000).toString(36);

  return {
    confirmToken({ id, email }: LinkTarget, issuedAt: Date): string {
      const issued = seconds(issuedAt);
      return `c.${id.toString(36)}.${issued}.${macOf('confirm', id, issued, email)}`;
    },

    unsubscribeToken({ id, email }: LinkTarget): string {
      return `u.${id.toString(36)}.${macOf('unsubscribe', id, '', email)}`;
    },

    /** The token's parts, or undefined when it is no token of ours; its MAC is checked by `fits`. */
    read(token: unknown): ReadToken | undefined {
      const match = typeof token === 'string' ? TOKEN.exec(token) : null;
      if (!match) return undefined;
      const [, letter, id36 = '', issued36, mac = ''] = match;
      const purpose: TokenPurpose = letter === 'c' ? 'confirm' : 'unsubscribe';
      // A confirmation link says when it was issued; an unsubscribe link does not.
      if ((purpose === 'confirm') !== (issued36 !== undefined)) return undefined;
      const id = parseInt(id36, 36);
      const issuedAt = issued36 === undefined ? undefined : new Date(parseInt(issued36, 36) * 1000);
      return { purpose, id, issuedAt, mac };
    },

    /** Whether the token was made by us for this sign-up's address. */
    fits(token: ReadToken, email: string): boolean {
      const issued = token.issuedAt ? seconds(token.issuedAt) : '';
      const expected = Buffer.from(macOf(token.purpose, token.id, issued, email));
      const given = Buffer.from(token.mac);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /** What an unsubscribed address is kept as: the HMAC of its lower-cased form, never the address. */
    suppressionHash(email: string): string {
      return hmac(`newsletter suppression\n${normalized(email)}`).toString('base64url');
    },
  };
}

export type NewsletterTokens = ReturnType<typeof newsletterTokens>;

/**
 * NEWSLETTER_SECRET when set; otherwise one made once and kept in the database (both engines), beside the hashes
 * it made: a backup restored, or another replica, recognises the same addresses and accepts the same links.
 */
export async function resolveNewsletterSecret({
  configured,
  store,
  clock,
}: {
  configured: string | undefined;
  store: Pick<Store, 'settings'>;
  clock: Clock;
}): Promise<string> {
  if (configured) return configured;
  return store.settings.getOrCreate(SECRET_SETTING, randomBytes(32).toString('base64url'), clock.now());
}
