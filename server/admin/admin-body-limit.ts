import { COLLECTIONS } from '#shared/collections.ts';
import { collectionFormMaxima } from '#shared/schemas/collection-schema.ts';
import { COMPANY_INPUT_MAX } from '#shared/schemas/company-schema.ts';
import { productFormMaxima } from '#shared/schemas/product-edit-schema.ts';
import { TEXT_MAX_LENGTH } from '#shared/schemas/text-schema.ts';

// The office's forms post more than the public ones: a service or a product filled to the lengths its schema
// allows, in Mongolian, is far over the site's BODY_LIMIT (a Cyrillic letter is six bytes url-encoded). Their
// own limit is derived from those lengths (docs/architecture.md, §9), so a form the schema takes always arrives;
// deploy/nginx.conf's /admin location lets the same through.

/** The most one UTF-16 code unit takes url-encoded: a three-byte UTF-8 character as %XX%XX%XX. */
const ENCODED_UNIT_MAX = 9;
/** The form's own inputs besides the content: the CSRF token, the revision, the action, a list's order. */
const FORM_OVERHEAD = 4096;

/** The longest url-encoded body of a form whose inputs hold at most `maxima` characters each. */
function encodedFormMax(maxima: Record<string, number>): number {
  return Object.entries(maxima).reduce(
    (bytes, [name, max]) => bytes + encodeURIComponent(name).length + 2 + max * ENCODED_UNIT_MAX,
    FORM_OVERHEAD,
  );
}

/** Every office form's inputs and their longest values, by the form's name. */
const OFFICE_FORMS: Record<string, Record<string, number>> = {
  text: { mn: TEXT_MAX_LENGTH, en: TEXT_MAX_LENGTH },
  product: productFormMaxima(),
  company: COMPANY_INPUT_MAX,
  ...Object.fromEntries(
    Object.entries(COLLECTIONS).map(([name, definition]) => [`list ${name}`, collectionFormMaxima(definition)]),
  ),
};

/** The office's body limit in kB: its largest form, filled to its schema's lengths with any characters. */
export const OFFICE_BODY_LIMIT_KB = Math.ceil(Math.max(...Object.values(OFFICE_FORMS).map(encodedFormMax)) / 1024);
