import { z } from 'zod/mini';
import { ENQUIRY_FORMS } from '../consent.ts';
import { contactSchema, quoteItemsSchema, serviceFormSchema } from './contact-schema.ts';

export const ENQUIRY_KINDS = ['contact', 'service', 'quotation'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

// The kind a form names; a body that names none (docs/specification.md §7's own JSON) or another is a contact enquiry.
const kind = z.catch(z.enum(ENQUIRY_KINDS), 'contact');
// The form a consent was given on, where the kind does not say it (shared/consent.ts); anything else is no name.
const form = z.catch(z.optional(z.enum(ENQUIRY_FORMS)), undefined);

/** An enquiry whose message the browser composed (docs/specification.md §7): every form sent by script, and the forms
 * of kind contact and quotation posted without it. A quotation from the quote list carries its items too. */
const composedEnquirySchema = z.extend(contactSchema, { kind, form, items: z.optional(quoteItemsSchema) });

/** The service form posted without script: its service and note; the server composes the message. */
const serviceEnquirySchema = z.extend(serviceFormSchema, { kind: z.literal('service'), form });

export type EnquiryRequest = z.output<typeof composedEnquirySchema> | z.output<typeof serviceEnquirySchema>;

/** What POST /api/contact checks this body with. */
export function enquiryRequestSchema(body: Record<string, unknown>) {
  return body.kind === 'service' && body.message === undefined ? serviceEnquirySchema : composedEnquirySchema;
}
