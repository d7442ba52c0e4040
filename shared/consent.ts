// What a consent to the privacy notice is recorded with (docs/privacy.md, "Consent"): the form it was given on. The
// kinds of enquiry name their forms, but for the quote list, which sends a quotation too; the newsletter has its own.

export const ENQUIRY_FORMS = ['contact', 'service', 'quotation', 'quote-list'] as const;
export type EnquiryForm = (typeof ENQUIRY_FORMS)[number];

export const CONSENT_FORMS = [...ENQUIRY_FORMS, 'newsletter'] as const;
export type ConsentForm = (typeof CONSENT_FORMS)[number];

/** The posted field that names the form, where its kind alone does not (the quote list). */
export const FORM_FIELD = 'form';

/** The consent box's posted name (its value is "yes"). */
export const CONSENT_FIELD = 'consent';
