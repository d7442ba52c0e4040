import { z } from 'zod/mini';
import { MAX_QUOTE_ITEMS, MAX_QUOTE_QTY } from '../quote-message.ts';

// One schema per form, used by the browser forms and by POST /api/contact and /api/subscribe alike.
// Written with zod's mini build (checks as functions, not methods), so the browser loads only what is used.
// Messages are translation keys (locales/{mn,en}/forms.json), never wording. Each check aborts on failure,
// so a field reports one message: an empty e-mail is "required", not also "invalid".

/** docs/specification.md §5: text without spaces or @, then @, text, a dot, text. */
/**
 * An e-mail address: text without spaces or `@`, then `@`, then a domain of letters, digits and hyphens with a
 * dot and letters after it (docs/specification.md §5, and why it is narrower there). The part before the `@`
 * holds none of `<>"'\`(),;:\[]{}?#%&`: an address is written into mail headers and links, where each of those
 * could add a recipient, a header or a query.
 */
export const EMAIL_PATTERN =
  /^[^\s@<>"'`(),;:\\[\]{}?#%&]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

export const MAX_LENGTH = { name: 200, email: 254, phone: 50, message: 5000 } as const;

/** A service's address (the office's list 'services' makes them: lower-case words joined by hyphens). */
const SERVICE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const TOO_LONG = 'forms:errors.tooLong';

// Text a person types has no control characters (a message or note may hold line breaks and tabs) and no
// half of a UTF-16 surrogate pair: such input is refused, never stored as sent.
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
const LONE_SURROGATE = /\p{Cs}/u;

/** True for text with no control characters (bar line breaks and tabs when multiline) and no lone surrogate. */
export function isPlainText(value: string, multiline = false): boolean {
  return !LONE_SURROGATE.test(value) && !(multiline ? CONTROL_BUT_LINES : CONTROL).test(value);
}

function plainText(charactersKey: string, multiline = false) {
  return z.refine<string>((value) => isPlainText(value, multiline), { error: charactersKey, abort: true });
}

function requiredText(messageKey: string, max: number, charactersKey: string, multiline = false, tooLong = TOO_LONG) {
  return z
    .string(messageKey)
    .check(
      z.trim(),
      plainText(charactersKey, multiline),
      z.minLength(1, { error: messageKey, abort: true }),
      z.maxLength(max, { error: tooLong, abort: true }),
    );
}

/**
 * The consent box of every form that takes personal data (docs/privacy.md, "Consent"). Ticked, a native post sends
 * "yes" and a script sends true; unticked it sends nothing, and the form is refused with the site's own message.
 * Parsed as true, the one value a stored consent can have.
 */
const consent = z.pipe(
  z.union([z.literal(true), z.literal('yes')], 'forms:errors.consent'),
  z.transform(() => true as const),
);

const name = requiredText('forms:errors.name', MAX_LENGTH.name, 'forms:errors.nameCharacters');
const email = requiredText('forms:errors.email', MAX_LENGTH.email, 'forms:errors.emailCharacters').check(
  z.regex(EMAIL_PATTERN, 'forms:errors.emailInvalid'),
);
// docs/specification.md §5: the phone has no format check.
const phone = requiredText('forms:errors.phone', MAX_LENGTH.phone, 'forms:errors.phoneCharacters');

/** Home and contact page form (docs/specification.md §3 contact enquiry); also the JSON body of every enquiry. */
export const contactSchema = z.object({
  name,
  email,
  phone,
  message: requiredText('forms:errors.message', MAX_LENGTH.message, 'forms:errors.messageCharacters', true),
  consent,
});

/**
 * Service page form (docs/specification.md §5: a select of the services): the service is named by its address. One
 * the office has just removed still names what the visitor asked about, so it is kept, not refused.
 */
export const serviceFormSchema = z.object({
  name,
  email,
  phone,
  service: z
    .string('forms:errors.service')
    .check(
      z.maxLength(120, { error: 'forms:errors.service', abort: true }),
      z.regex(SERVICE_SLUG, { error: 'forms:errors.service', abort: true }),
    ),
  note: requiredText('forms:errors.note', MAX_LENGTH.message, 'forms:errors.noteCharacters', true),
  consent,
});

/** Quotation modal: name, e-mail and phone, all required (docs/specification.md §5); the message names the product. */
export const quotationFormSchema = z.object({ name, email, phone, consent });

const QUOTE_ITEMS = 'forms:errors.quoteItems';
const itemText = requiredText(QUOTE_ITEMS, MAX_LENGTH.name, QUOTE_ITEMS, false, QUOTE_ITEMS);

/**
 * The products and quantities of a quote list, sent by its form beside the message (shared/quote-message.ts); the
 * office's inbox shows them as rows. Only a tampered or broken list fails, so every failure has one message.
 */
export const quoteItemsSchema = z
  .array(
    z.object({
      slug: z.nullable(itemText),
      name: itemText,
      qty: z.int(QUOTE_ITEMS).check(z.minimum(1, QUOTE_ITEMS), z.maximum(MAX_QUOTE_QTY, QUOTE_ITEMS)),
    }),
    QUOTE_ITEMS,
  )
  .check(z.minLength(1, QUOTE_ITEMS), z.maxLength(MAX_QUOTE_ITEMS, QUOTE_ITEMS));

/** Newsletter call to action: one message for every way the address can be wrong (docs/specification.md §5). */
export const subscribeSchema = z.object({
  email: z
    .string('forms:errors.subscribeEmail')
    .check(
      z.trim(),
      plainText('forms:errors.emailCharacters'),
      z.maxLength(MAX_LENGTH.email, { error: 'forms:errors.subscribeEmail', abort: true }),
      z.regex(EMAIL_PATTERN, 'forms:errors.subscribeEmail'),
    ),
  consent,
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ServiceFormInput = z.infer<typeof serviceFormSchema>;
export type QuotationFormInput = z.infer<typeof quotationFormSchema>;
export type SubscribeInput = z.infer<typeof subscribeSchema>;

/** docs/specification.md §7: the stored message of a service enquiry. */
export function serviceMessage(service: string, note: string): string {
  return `Service: ${service}, Note: ${note}`;
}

/** docs/specification.md §3: the stored message of a quotation request. */
export function quotationMessage(productName: string): string {
  return `Quotation request for product: ${productName}`;
}

/** The first message key of each field that failed, e.g. { email: 'forms:errors.emailInvalid' }. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in fields)) fields[field] = issue.message;
  }
  return fields;
}
