import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE } from '#shared/constants.ts';
import { isLanguage } from '#shared/language-link.ts';
import { pathsIn } from '#shared/routes.ts';
import { companyViewOf, type CompanyDetails } from '#shared/schemas/company-schema.ts';
import type { StoredEnquiry } from '../storage/enquiry-store.ts';
import { acknowledgementEmail, type MailContent } from './acknowledgement-email.ts';

export type AcknowledgementComposer = (enquiry: StoredEnquiry) => MailContent;

interface ComposerDeps {
  /** The site's texts, the office's edits included (site-texts.ts lays them over this instance). */
  i18n: Pick<I18n, 'getFixedT'>;
  /** The company's details as published now. */
  company: { current(): CompanyDetails };
  /** PUBLIC_URL: the privacy notice's link is absolute. */
  publicUrl: string;
}

/** Writes each acknowledgement when it is sent, with the texts and company details in force then. */
export function acknowledgementComposer({ i18n, company, publicUrl }: ComposerDeps): AcknowledgementComposer {
  return (enquiry) => {
    const lng = isLanguage(enquiry.language) ? enquiry.language : DEFAULT_LANGUAGE;
    return acknowledgementEmail(enquiry, {
      t: i18n.getFixedT(lng),
      company: companyViewOf(company.current(), lng),
      privacyUrl: new URL(pathsIn(lng).privacy(), publicUrl).href,
    });
  };
}
