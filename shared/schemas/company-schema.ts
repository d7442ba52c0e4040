import { z } from 'zod/mini';
import { linesOf } from '../collections.ts';
import type { Language } from '../constants.ts';
import { EMAIL_PATTERN, fieldErrors, isPlainText } from './contact-schema.ts';
import type { TextValue } from './text-schema.ts';

// The company's details the office edits (docs/content.md, "Company details"): its legal name and address in both
// languages, postal code, phones, e-mails, opening hours, map location, the Messenger page the chat launcher opens and
// the footer's social pages. One flat form (a field in both languages is `<name>.mn` and `<name>.en`; phones, e-mails
// and hours are a line each), checked by the office's form and on the server alike; messages are translation keys
// (admin:company.errors.*). Every value reaches a page as React text, a tel:, mailto: or https address, or JSON-LD
// (escaped): the checks keep each to what it is, so a phone is digits and an e-mail opens nothing but a message.

export const SOCIAL_NETWORKS = ['facebook', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** One row of the opening hours: "Monday to Friday", "09:00–18:00". */
export interface OpeningHours {
  days: TextValue;
  time: TextValue;
}

/** What is stored (content of kind 'company') and what the pages show, in both languages. */
export interface CompanyDetails {
  legalName: TextValue;
  address: TextValue;
  /** JSON-LD's PostalAddress: the street and building, and the city. */
  streetAddress: TextValue;
  city: TextValue;
  /** '' when not given. */
  postalCode: string;
  /** One or more; the first is the main one. */
  phones: readonly string[];
  /** One or more; the first is the main one. */
  emails: readonly string[];
  hours: readonly OpeningHours[];
  location: { latitude: number; longitude: number };
  messengerPageId: string;
  social: Record<SocialNetwork, string>;
}

/** The details in one language, as a page shows them (the render context's `site.company`). */
export interface CompanyView {
  legalName: string;
  address: string;
  streetAddress: string;
  city: string;
  postalCode: string;
  phones: readonly string[];
  emails: readonly string[];
  hours: ReadonlyArray<{ days: string; time: string }>;
  location: { latitude: number; longitude: number };
}

export const companyViewOf = (details: CompanyDetails, lng: Language): CompanyView => ({
  legalName: details.legalName[lng],
  address: details.address[lng],
  streetAddress: details.streetAddress[lng],
  city: details.city[lng],
  postalCode: details.postalCode,
  phones: details.phones,
  emails: details.emails,
  hours: details.hours.map((row) => ({ days: row.days[lng], time: row.time[lng] })),
  location: details.location,
});

/** The place on OpenStreetMap (a link, not an embedded map: no third-party script). */
export const openStreetMapUrl = ({ latitude, longitude }: CompanyView['location']) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

export const MAX_PHONES = 5;
export const MAX_EMAILS = 5;
export const MAX_HOURS = 7;
export const COMPANY_MAX = {
  name: 200,
  address: 300,
  streetAddress: 200,
  city: 100,
  postalCode: 12,
  phone: 30,
  email: 254,
  /** Each side of an hours row. */
  hoursPart: 80,
  /** A textarea of lines, whole. */
  lines: 2000,
  url: 300,
  /** A latitude or longitude as typed. */
  degrees: 16,
  messengerPageId: 100,
} as const;

const err = (key: string) => `admin:company.errors.${key}`;
const TOO_LONG = 'forms:errors.tooLong';

/** "+976 7011 2233", "(011) 31-2345": digits, spaces, brackets and dashes, a + only first; 6 to 15 digits (E.164). */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return value.length <= COMPANY_MAX.phone && /^\+?[\d ()-]+$/.test(value) && digits >= 6 && digits <= 15;
}

// An address a mailto: link opens as it is: none of the characters that would start a query (?subject=), a
// fragment or an escape, nor markup or quotes; the domain's labels are letters (any script), digits and dashes.
export const isEmail = (value: string) => value.length <= COMPANY_MAX.email && EMAIL_PATTERN.test(value);

/** "Saturday | 10:00–14:00" → its days and time; undefined unless both are there, once each. */
export function hoursRowOf(line: string): { days: string; time: string } | undefined {
  const parts = line.split('|').map((part) => part.trim());
  if (parts.length !== 2) return undefined;
  const [days = '', time = ''] = parts;
  const fits = (part: string) => part !== '' && part.length <= COMPANY_MAX.hoursPart;
  return fits(days) && fits(time) ? { days, time } : undefined;
}

/** A decimal degree as typed ("47.9145", "47,9145"), or NaN. */
export const degreesOf = (value: string) =>
  /^[-+]?\d{1,3}(?:[.,]\d{1,8})?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN;

const isHttps = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** One line of text, required. */
const line = (max: number) =>
  z.string(err('required')).check(
    z.trim(),
    z.refine<string>((value) => isPlainText(value), { error: err('characters'), abort: true }),
    z.minLength(1, { error: err('required'), abort: true }),
    z.maxLength(max, { error: TOO_LONG, abort: true }),
  );

/** A textarea of one or more lines (at most `max`), each passing `isValid`. */
const lines = (what: 'phones' | 'emails' | 'hours', max: number, isValid: (line: string) => boolean) =>
  z.string(err(`${what}Required`)).check(
    z.trim(),
    z.maxLength(COMPANY_MAX.lines, { error: TOO_LONG, abort: true }),
    z.refine<string>((value) => isPlainText(value, true), { error: err('characters'), abort: true }),
    z.refine<string>((value) => linesOf(value).length > 0, { error: err(`${what}Required`), abort: true }),
    z.refine<string>((value) => linesOf(value).length <= max, { error: err(`${what}TooMany`), abort: true }),
    z.refine<string>((value) => linesOf(value).every(isValid), { error: err(what), abort: true }),
  );

const degrees = (limit: number, key: 'latitude' | 'longitude') =>
  z.string(err(key)).check(
    z.trim(),
    z.refine<string>((value) => Math.abs(degreesOf(value)) <= limit, { error: err(key), abort: true }),
  );

const socialUrl = z.string(err('url')).check(
  z.trim(),
  z.maxLength(COMPANY_MAX.url, { error: TOO_LONG, abort: true }),
  z.refine<string>((value) => value === '' || isHttps(value), { error: err('url'), abort: true }),
);

export const companySchema = z.object({
  'legalName.mn': line(COMPANY_MAX.name),
  'legalName.en': line(COMPANY_MAX.name),
  'address.mn': line(COMPANY_MAX.address),
  'address.en': line(COMPANY_MAX.address),
  'streetAddress.mn': line(COMPANY_MAX.streetAddress),
  'streetAddress.en': line(COMPANY_MAX.streetAddress),
  'city.mn': line(COMPANY_MAX.city),
  'city.en': line(COMPANY_MAX.city),
  postalCode: z
    .string(err('postalCode'))
    .check(z.trim(), z.regex(/^(?:[\p{L}\p{N}][\p{L}\p{N} -]{1,10})?$/u, { error: err('postalCode'), abort: true })),
  phones: lines('phones', MAX_PHONES, isPhone),
  emails: lines('emails', MAX_EMAILS, isEmail),
  'hours.mn': lines('hours', MAX_HOURS, (row) => hoursRowOf(row) !== undefined),
  'hours.en': lines('hours', MAX_HOURS, (row) => hoursRowOf(row) !== undefined),
  latitude: degrees(90, 'latitude'),
  longitude: degrees(180, 'longitude'),
  messengerPageId: z
    .string(err('messenger'))
    .check(z.trim(), z.regex(/^[\w.-]{1,100}$/, { error: err('messenger'), abort: true })),
  facebook: socialUrl,
  linkedin: socialUrl,
  youtube: socialUrl,
});

/** The form's inputs, each a string, by name. */
export type CompanyForm = z.infer<typeof companySchema>;
export type CompanyInput = keyof CompanyForm;
export const COMPANY_INPUTS = Object.keys(companySchema.shape) as CompanyInput[];

/** The longest each input may be (the form's maxLength): a draft's as a publish's. */
export const COMPANY_INPUT_MAX: Record<CompanyInput, number> = {
  'legalName.mn': COMPANY_MAX.name,
  'legalName.en': COMPANY_MAX.name,
  'address.mn': COMPANY_MAX.address,
  'address.en': COMPANY_MAX.address,
  'streetAddress.mn': COMPANY_MAX.streetAddress,
  'streetAddress.en': COMPANY_MAX.streetAddress,
  'city.mn': COMPANY_MAX.city,
  'city.en': COMPANY_MAX.city,
  postalCode: COMPANY_MAX.postalCode,
  phones: COMPANY_MAX.lines,
  emails: COMPANY_MAX.lines,
  'hours.mn': COMPANY_MAX.lines,
  'hours.en': COMPANY_MAX.lines,
  latitude: COMPANY_MAX.degrees,
  longitude: COMPANY_MAX.degrees,
  messengerPageId: COMPANY_MAX.messengerPageId,
  facebook: COMPANY_MAX.url,
  linkedin: COMPANY_MAX.url,
  youtube: COMPANY_MAX.url,
};
/** The textareas: a line a phone, an e-mail or a row of hours. */
const MULTILINE: ReadonlySet<string> = new Set<CompanyInput>(['phones', 'emails', 'hours.mn', 'hours.en']);

/**
 * A draft checked (docs/content.md, "Company details"): it keeps what was typed, empty or not valid yet, so only each
 * input's length and characters are checked; each refused input with its message. Whether a preview shows the
 * draft is the publish check's (parseCompanyForm).
 */
export function checkCompanyDraft(form: Readonly<Record<string, string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const input of COMPANY_INPUTS) {
    const value = (form[input] ?? '').trim();
    if (!isPlainText(value, MULTILINE.has(input))) errors[input] = err('characters');
    else if (value.length > COMPANY_INPUT_MAX[input]) errors[input] = TOO_LONG;
  }
  return errors;
}

export type CompanyCheck = { ok: true; details: CompanyDetails } | { ok: false; errors: Record<string, string> };

const pair = (form: CompanyForm, name: 'legalName' | 'address' | 'streetAddress' | 'city'): TextValue => ({
  mn: form[`${name}.mn`],
  en: form[`${name}.en`],
});

/** The checked form as the stored details: lines as lists, hours as rows in both languages, degrees as numbers. */
function detailsOf(form: CompanyForm): CompanyDetails {
  const rows = { mn: linesOf(form['hours.mn']).map(hoursRowOf), en: linesOf(form['hours.en']).map(hoursRowOf) };
  return {
    legalName: pair(form, 'legalName'),
    address: pair(form, 'address'),
    streetAddress: pair(form, 'streetAddress'),
    city: pair(form, 'city'),
    postalCode: form.postalCode,
    phones: linesOf(form.phones),
    emails: linesOf(form.emails),
    hours: rows.mn.map((mn, index) => {
      const en = rows.en[index];
      return { days: { mn: mn?.days ?? '', en: en?.days ?? '' }, time: { mn: mn?.time ?? '', en: en?.time ?? '' } };
    }),
    location: { latitude: degreesOf(form.latitude), longitude: degreesOf(form.longitude) },
    messengerPageId: form.messengerPageId,
    social: { facebook: form.facebook, linkedin: form.linkedin, youtube: form.youtube },
  };
}

/**
 * The posted form checked: each refused input with its message (the first of its checks to fail), or the details
 * to store. The hours are rows of both languages, so each language must have as many.
 */
export function parseCompanyForm(form: Readonly<Record<string, string>>): CompanyCheck {
  const parsed = companySchema.safeParse(form);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const hoursChecked = !errors['hours.mn'] && !errors['hours.en'];
  if (hoursChecked && linesOf(form['hours.mn'] ?? '').length !== linesOf(form['hours.en'] ?? '').length) {
    errors['hours.en'] = err('hoursRows');
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, details: detailsOf(parsed.data) };
}

/** The stored details as the form shows them. */
export function companyFormOf(details: CompanyDetails): CompanyForm {
  const hours = (lng: Language) => details.hours.map((row) => `${row.days[lng]} | ${row.time[lng]}`).join('\n');
  return {
    'legalName.mn': details.legalName.mn,
    'legalName.en': details.legalName.en,
    'address.mn': details.address.mn,
    'address.en': details.address.en,
    'streetAddress.mn': details.streetAddress.mn,
    'streetAddress.en': details.streetAddress.en,
    'city.mn': details.city.mn,
    'city.en': details.city.en,
    postalCode: details.postalCode,
    phones: details.phones.join('\n'),
    emails: details.emails.join('\n'),
    'hours.mn': hours('mn'),
    'hours.en': hours('en'),
    latitude: String(details.location.latitude),
    longitude: String(details.location.longitude),
    messengerPageId: details.messengerPageId,
    ...details.social,
  };
}
