import type { i18n as I18n } from 'i18next';
import { LANGUAGES } from '#shared/constants.ts';
import { CONTACT_MAP_PLACE } from '#shared/media.ts';
import type { CompanyDetails } from '#shared/schemas/company-schema.ts';
import type { TextValue } from '#shared/schemas/text-schema.ts';
import type { Logger } from '../logger.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { serialReload } from './serial-reload.ts';
import type { ShippedText } from './text-catalogue.ts';

/** The one item of kind 'company' the office edits: the company's details (its links were the first of them). */
export const COMPANY_LINKS_KEY = 'links';

// The shipped details are the locale texts they were before the office edited them as data: the company's name
// (its legal name; the brand the header shows stays a text), its contact lines and the opening hours. Those texts
// are the company's now, not the site texts editor's (text-catalogue.ts leaves them out).
const SHIPPED_HOURS = ['weekdays', 'saturday', 'sunday'] as const;
const contactText = (key: string) => `common:contact.${key}`;
const hoursText = (key: string) => `contact:hours.${key}`;
const OWNED_TEXTS = [
  ...['address', 'streetAddress', 'city', 'phone', 'email'].map(contactText),
  ...SHIPPED_HOURS.flatMap((row) => [hoursText(row), hoursText(`${row}Time`)]),
];

/** The ids of the locale texts the company's details are made of: edited in /admin/company, not as texts. */
export const OWNED_BY_COMPANY: ReadonlySet<string> = new Set(OWNED_TEXTS);

const SHIPPED_POSTAL_CODE = '14210';

/** The details the site ships with, from the locale texts, with the configured Messenger page and social pages. */
export function shippedCompany(
  texts: readonly ShippedText[],
  links: Pick<CompanyDetails, 'messengerPageId' | 'social'>,
): CompanyDetails {
  const byId = new Map(texts.map((text) => [text.id, text.value]));
  const text = (id: string): TextValue => {
    const value = byId.get(id);
    if (!value) throw new Error(`the company's details need the text ${id}`);
    return { mn: value.mn, en: value.en };
  };
  const phone = text(contactText('phone'));
  const email = text(contactText('email'));
  return {
    legalName: text('common:company.name'),
    address: text(contactText('address')),
    streetAddress: text(contactText('streetAddress')),
    city: text(contactText('city')),
    postalCode: SHIPPED_POSTAL_CODE,
    // A phone number and an address are the same in both languages.
    phones: [phone.en],
    emails: [email.en],
    hours: SHIPPED_HOURS.map((row) => ({ days: text(hoursText(row)), time: text(hoursText(`${row}Time`)) })),
    location: { ...CONTACT_MAP_PLACE },
    messengerPageId: links.messengerPageId,
    social: { ...links.social },
  };
}

/**
 * Lays the details' address, main phone and e-mail over the `common:contact.*` texts they were shipped as, in
 * both languages: the site's i18next for the published details, a preview's own copy for a draft's.
 */
export function quoteCompany(i18n: Pick<I18n, 'addResource'>, details: CompanyDetails): void {
  for (const lng of LANGUAGES) {
    const texts = {
      address: details.address[lng],
      streetAddress: details.streetAddress[lng],
      city: details.city[lng],
      phone: details.phones[0] ?? '',
      email: details.emails[0] ?? '',
    };
    for (const [key, value] of Object.entries(texts)) {
      i18n.addResource(lng, 'common', `contact.${key}`, value, { silent: true });
    }
  }
}

export type CompanyLinksSource = Awaited<ReturnType<typeof createCompanyLinks>>;

/**
 * The company's details the pages show: the office's published ones, or the shipped ones (the locale texts, the
 * Messenger page of MESSENGER_PAGE_ID and the shipped social pages) until it publishes any. Read again whenever
 * any process publishes, as the texts are (site-texts.ts). A version published when only the links were edited
 * here holds only those: the rest is the shipped details.
 */
export async function createCompanyLinks({
  defaults,
  shipped,
  i18n,
  content,
  logger,
}: {
  defaults: Pick<CompanyDetails, 'messengerPageId' | 'social'>;
  /** The shipped locale texts (text-catalogue.ts: readShippedTexts). */
  shipped: readonly ShippedText[];
  /**
   * The site's texts: the published address, main phone and e-mail are laid over the `common:contact.*` texts
   * they were shipped as, for the texts that quote them (errors:notReceived names the phone to call when an
   * enquiry cannot be stored) and the islands' copy of the namespace, so no page carries the shipped ones.
   */
  i18n?: Pick<I18n, 'addResource'>;
  content: Pick<ContentStore, 'state' | 'onChange'>;
  logger: Pick<Logger, 'error'>;
}) {
  const shippedDetails = shippedCompany(shipped, defaults);
  let current = shippedDetails;
  async function reload(): Promise<void> {
    const { revision, value } = await content.state('company', COMPANY_LINKS_KEY);
    if (value === undefined)
      logger.error({ revision }, "the company's details cannot be read: the shipped ones are shown");
    current = value ? { ...shippedDetails, ...value } : shippedDetails;
    if (i18n) quoteCompany(i18n, current);
  }
  const { reloadSoon, onChanged } = serialReload(reload, logger, 'company details');
  content.onChange(({ kind }) => {
    if (kind === 'company') void reloadSoon();
  });
  await reload();
  return { current: () => current, defaults: shippedDetails, refresh: reloadSoon, onChanged };
}
