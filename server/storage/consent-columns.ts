// The consent stored with an enquiry or a sign-up (migration 11; docs/privacy.md, "Consent"), as both engines write and
// read it.

/** A visitor's consent to the privacy notice: when, to which version of it, in which language, on which form. */
export interface ConsentRecord {
  at: Date;
  /** The notice's version as the page showed it (privacy:notice.version, which the office edits). */
  version: string;
  language: string;
  /** shared/consent.ts' CONSENT_FORMS. */
  form: string;
}

/** The four columns as either engine reads them (the moment: ISO text on SQLite, a Date from pg). */
interface ConsentRow {
  consent_at: string | Date | null;
  consent_version: string | null;
  consent_language: string | null;
  consent_form: string | null;
}

/** The consent of a row read with the four columns; undefined for a row stored before consent was asked. */
export function toConsent(row: ConsentRow): ConsentRecord | undefined {
  const { consent_at: at, consent_version: version, consent_language: language, consent_form: form } = row;
  // `== null`: a statement that read none of the columns (an older table's copy) has no consent either.
  if (at == null || version == null || language == null || form == null) return undefined;
  return { at: new Date(at), version, language, form };
}

/** The four columns' values as the stores write them over Kysely (a Date for the moment); all NULL without one. */
export const consentColumns = (consent: ConsentRecord | undefined) => ({
  consent_at: consent?.at ?? null,
  consent_version: consent?.version ?? null,
  consent_language: consent?.language ?? null,
  consent_form: consent?.form ?? null,
});
