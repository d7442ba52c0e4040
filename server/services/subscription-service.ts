import type { Clock } from '../clock.ts';
import type { ConsentRecord } from '../storage/consent-columns.ts';
import type { NewsletterStore, SignUpResult } from '../storage/newsletter-store.ts';
import type { NewsletterTokens } from './newsletter-tokens.ts';

interface SubscriptionServiceDeps {
  store: NewsletterStore;
  clock: Clock;
  tokens: NewsletterTokens;
}

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A confirmation link works for 7 days; an unconfirmed sign-up is deleted once its latest link has expired. */
export const CONFIRM_LINK_DAYS = 7;
export const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * DAY_MS;
/** No second confirmation e-mail to an address within this time, however often the form is sent for it. */
export const RESEND_AFTER_MS = 10 * MINUTE_MS;
// A link dated later than this ahead of our clock was not issued by us (replicas' clocks differ by a little).
const CLOCK_SKEW_MS = 5 * MINUTE_MS;

export type ConfirmOutcome = 'confirmed' | 'already' | 'expired' | 'invalid';
export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

// Beyond docs/specification.md §4 (where the address went nowhere): a sign-up is kept, once per address, pending
// until its owner confirms it through the link e-mailed to them (docs/privacy.md, "Newsletter").
export function createSubscriptionService({ store, clock, tokens }: SubscriptionServiceDeps) {
  return {
    /**
     * Stores the sign-up as pending and queues its confirmation e-mail (or a new link for one still unconfirmed).
     * Every result is the same "check your inbox" to the visitor: nobody can probe who is subscribed.
     */
    subscribe(email: string, language: string, consent?: ConsentRecord): Promise<SignUpResult> {
      const now = clock.now();
      return store.signUp({
        email,
        language,
        now,
        ...(consent ? { consent } : {}),
        resendAfter: new Date(now.getTime() - RESEND_AFTER_MS),
      });
    },

    /** The confirmation link's outcome; used a second time, it says the sign-up is already confirmed. */
    async confirm(token: unknown): Promise<ConfirmOutcome> {
      const read = tokens.read(token);
      const now = clock.now();
      if (read?.purpose !== 'confirm' || !read.issuedAt) return 'invalid';
      const age = now.getTime() - read.issuedAt.getTime();
      if (age < -CLOCK_SKEW_MS) return 'invalid';
      // Said before the sign-up is read: an expired one may be deleted already.
      if (age > CONFIRM_LINK_MS) return 'expired';
      const subscription = await store.find(read.id);
      if (!subscription || !tokens.fits(read, subscription.email)) return 'invalid';
      // Issued before this sign-up was made: a link of a deleted one whose id it got (SQLite reuses the last id).
      if (read.issuedAt.getTime() < Math.floor(subscription.createdAt.getTime() / 1000) * 1000) return 'invalid';
      if (subscription.status === 'confirmed') return 'already';
      const outcome = await store.confirm(read.id, tokens.suppressionHash(subscription.email), now);
      return outcome === 'missing' ? 'invalid' : outcome;
    },

    /**
     * Deletes the sign-up and keeps only its address's hash. A sign-up gone already (a second click, or one the
     * mail provider made first) is unsubscribed too: there is nothing left to send to. A link whose MAC does not
     * fit the sign-up of its id is answered the same and changes nothing: the MAC covers the address, which only
     * a sign-up there gives, so answering otherwise would tell a guesser which ids are sign-ups (and a link of a
     * deleted sign-up whose id another got is, for its reader, unsubscribed indeed).
     */
    async unsubscribe(token: unknown): Promise<UnsubscribeOutcome> {
      const read = tokens.read(token);
      if (read?.purpose !== 'unsubscribe') return 'invalid';
      const subscription = await store.find(read.id);
      if (!subscription || !tokens.fits(read, subscription.email)) return 'unsubscribed';
      await store.unsubscribe(read.id, tokens.suppressionHash(subscription.email), clock.now());
      return 'unsubscribed';
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
