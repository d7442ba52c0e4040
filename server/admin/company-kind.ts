import type { CompanyProps } from '#shared/admin-view.ts';
import { LANGUAGES } from '#shared/constants.ts';
import { pathsIn } from '#shared/routes.ts';
import { checkCompanyDraft, COMPANY_INPUTS, companyFormOf, parseCompanyForm } from '#shared/schemas/company-schema.ts';
import { COMPANY_LINKS_KEY, type CompanyLinksSource } from '../content/company-links.ts';
import { PREVIEW_DRAFTS, PREVIEW_QUERY } from '../content/draft-preview.ts';
import type { CompanyValue } from '../content/content-codecs.ts';
import { localTime } from '../services/enquiry-formats.ts';
import { noticeReader } from './edit-notices.ts';
import { documentFrame } from './document-props.ts';
import { changedFields } from './item-page-props.ts';
import type { GlobalKind } from './global-kind.ts';
import { posted } from './admin-request.ts';
import { bilingualOf } from '#shared/translation-status.ts';

// The company's details as an office document (global-routes.ts runs its lifecycle;
// docs/content.md, "Company details"): legal name, address, phones, e-mails, opening hours, map location, the Messenger
// page the chat launcher opens and the social pages in the footer, one content item. A draft changes no page: only an
// editor's preview reads it. A publish is read again at once (company.refresh), which drops the kept pages; the other
// replicas hear of it through the content store.

type CompanyForm = CompanyProps['fields'];

/** The one document of the kind. */
const COMPANY = { key: COMPANY_LINKS_KEY } as const;

/** The form as posted: every input a string ('' when absent or repeated), line ends as \n. */
const typedForm = (body: unknown): Record<string, string> =>
  Object.fromEntries(COMPANY_INPUTS.map((name) => [name, posted(body, name).replace(/\r\n?/g, '\n')]));

/** The pages that show the details, in each language, with the drafts in place (draft-preview.ts). */
const PREVIEWS: CompanyProps['previews'] = (['contact', 'home'] as const).flatMap((page) =>
  LANGUAGES.map((lng) => ({ page, lng, href: `${pathsIn(lng)[page]()}?${PREVIEW_QUERY}=${PREVIEW_DRAFTS}` })),
);

export function companyKind(
  company: Pick<CompanyLinksSource, 'current' | 'defaults' | 'refresh'>,
): GlobalKind<typeof COMPANY, CompanyForm, 'company'> {
  const href = (base: string) => `${base}/company`;
  return {
    contentKind: 'company',
    find: () => COMPANY,
    key: (doc) => doc.key,
    href,
    audit: { prefix: 'company-links', target: (doc) => `company/${doc.key}` },
    log: { name: 'company details', fields: (doc) => ({ item: `company/${doc.key}` }) },
    historyShown: 20,
    readForm: typedForm,
    // action=draft keeps what was typed as the draft; anything else publishes (as the form did before it had drafts).
    publishes: (body) => posted(body, 'action') !== 'draft',
    check(_doc, typed, publish) {
      if (!publish) {
        const errors = checkCompanyDraft(typed);
        return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: typed };
      }
      const checked = parseCompanyForm(typed);
      return checked.ok ? { ok: true, value: checked.details } : { ok: false, errors: checked.errors };
    },
    refresh: () => company.refresh(),
    page(req, input) {
      const { state, history, shown } = input;
      // A version as the form shows it: a reset, or one published with only the links, over the shipped details.
      const formOf = (value: CompanyValue | null | undefined) => companyFormOf({ ...company.defaults, ...value });
      const { draft } = state;
      const drafted = draft ? typedForm(draft.value) : undefined;
      const props: CompanyProps = {
        ...documentFrame(href(req.baseUrl), input, () => Boolean(drafted && parseCompanyForm(drafted).ok)),
        fields: shown.typed ?? drafted ?? companyFormOf(company.current()),
        previews: draft ? PREVIEWS : [],
        history: history.map((entry, index) => ({
          revision: entry.revision,
          by: entry.by,
          time: localTime(entry.at),
          latest: entry.revision === state.revision,
          reset: entry.value === null,
          // What it changed from the version before it (the oldest: from the shipped details).
          changes: changedFields(formOf(history[index + 1]?.value ?? null), formOf(entry.value)),
        })),
      };
      return { title: req.t('admin:company.title'), page: 'company', props };
    },
    notice: noticeReader('company', ['draft-saved', 'published', 'discarded', 'reset', 'restored']),
    // As its page's form shows each version: a draft as typed, a published one over the shipped details.
    translated: {
      published: (_doc, value) => bilingualOf(companyFormOf({ ...company.defaults, ...value })),
      draft: (value) => bilingualOf(typedForm(value)),
      shipped: () => bilingualOf(companyFormOf(company.defaults)),
    },
  };
}
