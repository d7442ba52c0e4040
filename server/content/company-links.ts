import type { CompanyLinks } from '#shared/schemas/company-links-schema.ts';
import type { Logger } from '../logger.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { serialReload } from './serial-reload.ts';

/** The one item of kind 'company' the office edits: the company's links. */
export const COMPANY_LINKS_KEY = 'links';

export type CompanyLinksSource = Awaited<ReturnType<typeof createCompanyLinks>>;

/**
 * The company's links the pages show: the office's published ones, or `defaults` (the Messenger page of
 * MESSENGER_PAGE_ID and the shipped social pages) until it publishes any. Read again whenever any process
 * publishes, as the texts are (site-texts.ts).
 */
export async function createCompanyLinks({
  defaults,
  content,
  logger,
}: {
  defaults: CompanyLinks;
  content: Pick<ContentStore, 'state' | 'onChange'>;
  logger: Pick<Logger, 'error'>;
}) {
  let current = defaults;
  async function reload(): Promise<void> {
    const { value } = await content.state('company', COMPANY_LINKS_KEY);
    current = (value as CompanyLinks | null) ?? defaults;
  }
  const { reloadSoon, onChanged } = serialReload(reload, logger, 'company links');
  content.onChange(({ kind }) => {
    if (kind === 'company') void reloadSoon();
  });
  await reload();
  return { current: () => current, defaults, refresh: reloadSoon, onChanged };
}
