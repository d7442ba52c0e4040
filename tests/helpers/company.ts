import type { Language } from '#shared/constants.ts';
import { companyFormOf, companyViewOf, type CompanyDetails } from '#shared/schemas/company-schema.ts';
import { DEFAULT_SOCIAL_LINKS } from '#shared/site.ts';
import { shippedCompany } from '#server/content/company-links.ts';
import { readShippedTexts } from '#server/content/text-catalogue.ts';

// The company's details as the site ships them (server/content/company-links.ts), for tests that render blocks
// alone or post the office's company form.

/** The shipped details, with the default Messenger page (MESSENGER_PAGE_ID's default) and social pages. */
export const shippedCompanyDetails = (): CompanyDetails =>
  shippedCompany(readShippedTexts(), { messengerPageId: 'altanuultrade', social: DEFAULT_SOCIAL_LINKS });

/** The render context's `site.company` for the shipped details in `lng`. */
export const shippedCompanyView = (lng: Language) => companyViewOf(shippedCompanyDetails(), lng);

/** The office's form filled with the shipped details, as the page shows it before any edit. */
export const shippedCompanyForm = (): Record<string, string> => ({ ...companyFormOf(shippedCompanyDetails()) });
