import { Router, type Request, type Response } from 'express';
import type { AdminNotice, CompanyProps } from '#shared/admin-view.ts';
import { LANGUAGES } from '#shared/constants.ts';
import { pathsIn } from '#shared/routes.ts';
import { checkCompanyDraft, COMPANY_INPUTS, companyFormOf, parseCompanyForm } from '#shared/schemas/company-schema.ts';
import type { Clock } from '../clock.ts';
import { COMPANY_LINKS_KEY, type CompanyLinksSource } from '../content/company-links.ts';
import { PREVIEW_DRAFTS, PREVIEW_QUERY } from '../content/draft-preview.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import type { OfficeCsrf } from './office-csrf.ts';
import { baseRevision, login } from './office-request.ts';
import { NOT_SAVED, noticeReader, single, STALE } from './edit-notices.ts';
import { requireRole } from './require-role.ts';

interface CompanyRoutesDeps {
  content: Pick<ContentStore, 'state' | 'history' | 'publish' | 'saveDraft' | 'discardDraft'>;
  company: Pick<CompanyLinksSource, 'current' | 'refresh'>;
  clock: Clock;
  pages: AdminPages;
  csrf: OfficeCsrf;
  record: AuditTrail;
}

const HISTORY_SHOWN = 20;
const noticeOf = noticeReader('company', ['draft-saved', 'published', 'discarded', 'reset']);
const TARGET = `company/${COMPANY_LINKS_KEY}`;

/** The form as posted: every input a string ('' when absent or repeated), line ends as \n. */
const typedForm = (body: unknown): Record<string, string> => {
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return Object.fromEntries(COMPANY_INPUTS.map((name) => [name, single(source[name]).replace(/\r\n?/g, '\n')]));
};

/** The pages that show the details, in each language, with the drafts in place (draft-preview.ts). */
const PREVIEWS: CompanyProps['previews'] = (['contact', 'home'] as const).flatMap((page) =>
  LANGUAGES.map((lng) => ({ page, lng, href: `${pathsIn(lng)[page]()}?${PREVIEW_QUERY}=${PREVIEW_DRAFTS}` })),
);

/**
 * The company's details for editors (README, "Office editing"): legal name, address, phones, e-mails, opening
 * hours, map location, the Messenger page the chat launcher opens and the social pages in the footer, published
 * as revisions of one content item like the texts (a stale save refused), or kept as its one draft (whatever was
 * typed, checked for length and characters only) that a preview shows. A publish or reset is read again at once
 * (company.refresh), which drops the kept pages; the other replicas hear of it through the content store. A
 * draft changes no page: only an editor's preview reads it.
 */
export function companyRoutes({ content, company, clock, pages, csrf, record }: CompanyRoutesDeps) {
  const router = Router();
  const editor = requireRole('editor');
  const path = (req: Request) => `${req.baseUrl}/company`;

  interface Shown {
    typed?: CompanyProps['fields'];
    revision?: number;
    notice?: AdminNotice;
    fieldErrors?: Record<string, string>;
  }

  async function show(req: Request, res: Response, status: number, shown: Shown = {}) {
    const [state, history] = await Promise.all([
      content.state('company', COMPANY_LINKS_KEY),
      content.history('company', COMPANY_LINKS_KEY, HISTORY_SHOWN),
    ]);
    const [latest] = history;
    const { draft } = state;
    const drafted = draft ? typedForm(draft.value) : undefined;
    const props: CompanyProps = {
      action: path(req),
      discardAction: `${path(req)}/discard`,
      resetAction: `${path(req)}/reset`,
      revision: shown.revision ?? state.revision,
      fields: shown.typed ?? drafted ?? companyFormOf(company.current()),
      ...(latest ? { published: { by: latest.by, time: localTime(latest.at), reset: latest.value === null } } : {}),
      ...(draft && drafted
        ? { draft: { by: draft.by, time: localTime(draft.at), publishable: parseCompanyForm(drafted).ok } }
        : {}),
      previews: draft ? PREVIEWS : [],
      ...(shown.notice ? { notice: shown.notice } : {}),
      ...(shown.fieldErrors ? { fieldErrors: shown.fieldErrors } : {}),
      history: history.map((entry) => ({
        revision: entry.revision,
        by: entry.by,
        time: localTime(entry.at),
        reset: entry.value === null,
      })),
    };
    await pages.send(req, res, status, req.t('admin:company.title'), { page: 'company', props });
  }

  router.get('/company', editor, async (req, res) => {
    const notice = noticeOf(req.query.notice);
    await show(req, res, 200, notice ? { notice } : {});
  });

  // action=draft keeps what was typed as the draft; anything else publishes (as the form did before it had drafts).
  router.post('/company', csrf.checkToken, editor, async (req, res) => {
    const typed = typedForm(req.body);
    const revision = baseRevision(req);
    if (single(req.body?.action) === 'draft') {
      const errors = checkCompanyDraft(typed);
      if (Object.keys(errors).length > 0) {
        return show(req, res, 400, { typed, revision, notice: NOT_SAVED, fieldErrors: errors });
      }
      const saved = await content.saveDraft('company', COMPANY_LINKS_KEY, typed, revision, login(res), clock.now());
      if (!saved) return show(req, res, 409, { typed, notice: STALE });
      req.log.info({ item: TARGET, login: login(res) }, 'company details draft saved');
      await record(req, res, 'company-links-draft-saved', TARGET);
      return res.redirect(303, `${path(req)}?notice=draft-saved`);
    }
    const checked = parseCompanyForm(typed);
    if (!checked.ok) return show(req, res, 400, { typed, revision, notice: NOT_SAVED, fieldErrors: checked.errors });
    const published = await content.publish(
      'company',
      COMPANY_LINKS_KEY,
      checked.details,
      revision,
      login(res),
      clock.now(),
    );
    if (published === undefined) return show(req, res, 409, { typed, notice: STALE });
    req.log.info({ login: login(res) }, 'company details published');
    await record(req, res, 'company-links-published', TARGET);
    await company.refresh();
    res.redirect(303, `${path(req)}?notice=published`);
  });

  router.post('/company/discard', csrf.checkToken, editor, async (req, res) => {
    await content.discardDraft('company', COMPANY_LINKS_KEY);
    req.log.info({ item: TARGET, login: login(res) }, 'company details draft discarded');
    await record(req, res, 'company-links-draft-discarded', TARGET);
    res.redirect(303, `${path(req)}?notice=discarded`);
  });

  router.post('/company/reset', csrf.checkToken, editor, async (req, res) => {
    const published = await content.publish(
      'company',
      COMPANY_LINKS_KEY,
      null,
      baseRevision(req),
      login(res),
      clock.now(),
    );
    if (published === undefined) return show(req, res, 409, { notice: STALE });
    req.log.info({ login: login(res) }, 'company details reset');
    await record(req, res, 'company-links-reset', TARGET);
    await company.refresh();
    res.redirect(303, `${path(req)}?notice=reset`);
  });

  return router;
}
