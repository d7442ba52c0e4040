import { z } from 'zod/mini';
import { isPlainText, MAX_LENGTH } from './contact-schema.ts';

// The buyer's forms on their quotation's page (docs/privacy.md, "Quotations"): accept, decline with an optional
// reason, ask a question. Posted without script; the route checks them with these schemas and the page's controls
// carry the same limits. Messages are translation keys (locales/{mn,en}/buyer.json).

export const BUYER_REASON_MAX = 1000;

/** The sent version the buyer decides on: the latest, which the page's form names. */
const version = z.pipe(
  z.string('buyer:errors.version'),
  z.transform((value, ctx) => {
    const number = /^[1-9]\d{0,5}$/.test(value) ? Number(value) : NaN;
    if (Number.isNaN(number)) ctx.issues.push({ code: 'custom', message: 'buyer:errors.version', input: value });
    return number;
  }),
);

const text = (max: number, required: boolean, key: string) =>
  z.string(key).check(
    z.trim(),
    z.refine<string>((value) => isPlainText(value, true), { error: 'buyer:errors.characters', abort: true }),
    z.refine<string>((value) => !required || value.length > 0, { error: key, abort: true }),
    z.maxLength(max, { error: 'buyer:errors.tooLong', abort: true }),
  );

export const buyerAcceptSchema = z.object({ version });

export const buyerDeclineSchema = z.object({
  version,
  reason: z._default(text(BUYER_REASON_MAX, false, 'buyer:errors.reason'), ''),
});

export const buyerQuestionSchema = z.object({ question: text(MAX_LENGTH.message, true, 'buyer:errors.question') });

export type BuyerDecline = z.infer<typeof buyerDeclineSchema>;
