import type { i18n as I18n } from 'i18next';
import { DEFAULT_SOCIAL_LINKS } from '#shared/site.ts';
import type { SiteConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { createCompanyLinks } from './company-links.ts';
import { createSiteTexts } from './site-texts.ts';
import { textCatalogue } from './text-catalogue.ts';

/**
 * What the office edits, as the app shows it (README, "Office editing"): the shipped texts with the published
 * edits laid over them in `i18n`, and the company's links, each read again whenever any process publishes.
 */
export async function openSiteContent({
  i18n,
  content,
  site,
  logger,
}: {
  i18n: I18n;
  content: ContentStore;
  site: Pick<SiteConfig, 'messengerPageId'>;
  logger: Pick<Logger, 'error' | 'info'>;
}) {
  const catalogue = textCatalogue();
  const texts = await createSiteTexts({ i18n, catalogue, content, logger });
  const company = await createCompanyLinks({
    defaults: { messengerPageId: site.messengerPageId, social: DEFAULT_SOCIAL_LINKS },
    content,
    logger,
  });
  return { catalogue, texts, company };
}
