import { Router, type Request, type Response } from 'express';
import type { AdminNotice } from '#shared/admin-view.ts';
import { fieldErrors } from '#shared/schemas/contact-schema.ts';
import { textEditSchema, type TextValue } from '#shared/schemas/text-schema.ts';
import type { Clock } from '../clock.ts';
import type { SiteTexts } from '../content/site-texts.ts';
import type { ShippedText, TextCatalogue } from '../content/text-catalogue.ts';
import { NotFoundError } from '../errors.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import type { OfficeCsrf } from './office-csrf.ts';
import { baseRevision, login } from './office-request.ts';
import { NOT_SAVED, noticeReader, single, STALE } from './edit-notices.ts';
import { requireRole } from './require-role.ts';
import { textHref, textProps } from './text-props.ts';
import { SKIPPED_SHOWN, textsList } from './texts-list.ts';

interface TextRoutesDeps {
  content: ContentStore;
  catalogue: TextCatalogue;
  texts: Pick<SiteTexts, 'current' | 'isEdited' | 'outdatedBasis' | 'refresh'>;
  clock: Clock;
  pages: AdminPages;
  csrf: OfficeCsrf;
  record: AuditTrail;
}

/** How many of a text's revisions its page lists. */
const HISTORY_SHOWN = 50;

const noticeOf = noticeReader('texts', ['draft-saved', 'published', 'discarded', 'reset', 'restored']);

/**
 * The site's texts for accounts with the editor role (README, "Office editing"): the list by part of the site
 * or by search, and one text: save a draft, publish, discard the draft, reset to the shipped default, restore an
 * earlier revision. A change made from a revision older than the latest is refused (409) with what was typed
 * kept: nobody's publish is overwritten unseen.
 */
export function textRoutes(deps: TextRoutesDeps) {
  const { content, catalogue, texts, clock, pages, csrf, record } = deps;
  const router = Router();
  const editor = requireRole('editor');
  const showList = textsList(deps);

  router.get('/texts', editor, (req, res) => {
    const count = (name: string) => Math.max(0, Math.trunc(Number(single(req.query[name]))) || 0);
    const imported =
      'published' in req.query
        ? {
            published: count('published'),
            unchanged: count('unchanged'),
            skipped: single(req.query.skipped).split(' ').filter(Boolean).slice(0, SKIPPED_SHOWN),
          }
        : undefined;
    return showList(req, res, 200, imported ? { imported } : {});
  });

  function findText(req: Request): ShippedText {
    const text = catalogue.get(String(req.params.id));
    if (!text) throw new NotFoundError();
    return text;
  }

  interface Shown {
    typed?: TextValue;
    revision?: number;
    notice?: AdminNotice;
    fieldErrors?: Record<string, string>;
  }

  async function show(req: Request, res: Response, status: number, text: ShippedText, shown: Shown = {}) {
    const [state, history] = await Promise.all([
      content.state('text', text.id),
      content.history('text', text.id, HISTORY_SHOWN),
    ]);
    const current = texts.current(text.id) ?? text.value;
    const outdatedBasis = texts.outdatedBasis(text.id);
    const props = textProps({
      base: req.baseUrl,
      text,
      state,
      history,
      current,
      ...(outdatedBasis ? { outdatedBasis } : {}),
      ...shown,
    });
    await pages.send(req, res, status, req.t('admin:texts.editTitle', { key: text.key }), { page: 'text', props });
  }

  /** After a change: the public pages show it before the office's next page is asked for. */
  async function changed(req: Request, res: Response, text: ShippedText, notice: string) {
    await texts.refresh();
    res.redirect(303, `${textHref(req.baseUrl, text.id)}?notice=${notice}`);
  }

  router.get('/texts/:id', editor, async (req, res) => {
    const notice = noticeOf(req.query.notice);
    await show(req, res, 200, findText(req), notice ? { notice } : {});
  });

  router.post('/texts/:id', csrf.checkToken, editor, async (req, res) => {
    const text = findText(req);
    const typed = { mn: single(req.body?.mn), en: single(req.body?.en) };
    const publish = single(req.body?.action) === 'publish';
    const revision = baseRevision(req);
    const parsed = textEditSchema(text.value, { complete: publish }).safeParse(typed);
    if (!parsed.success) {
      return show(req, res, 400, text, { typed, revision, notice: NOT_SAVED, fieldErrors: fieldErrors(parsed.error) });
    }
    const now = clock.now();
    const done = publish
      ? (await content.publish('text', text.id, { ...parsed.data, basis: text.value }, revision, login(res), now)) !==
        undefined
      : await content.saveDraft('text', text.id, parsed.data, revision, login(res), now);
    if (!done) return show(req, res, 409, text, { typed, notice: STALE });
    req.log.info({ text: text.id, login: login(res) }, publish ? 'text published' : 'text draft saved');
    await record(req, res, publish ? 'text-published' : 'text-draft-saved', `text/${text.id}`);
    await changed(req, res, text, publish ? 'published' : 'draft-saved');
  });

  router.post('/texts/:id/discard', csrf.checkToken, editor, async (req, res) => {
    const text = findText(req);
    await content.discardDraft('text', text.id);
    req.log.info({ text: text.id, login: login(res) }, 'text draft discarded');
    await record(req, res, 'text-draft-discarded', `text/${text.id}`);
    res.redirect(303, `${textHref(req.baseUrl, text.id)}?notice=discarded`);
  });

  // Back to the shipped default: a revision of its own, so it can be undone like any other.
  router.post('/texts/:id/reset', csrf.checkToken, editor, async (req, res) => {
    const text = findText(req);
    const revision = await content.publish('text', text.id, null, baseRevision(req), login(res), clock.now());
    if (revision === undefined) return show(req, res, 409, text, { notice: STALE });
    req.log.info({ text: text.id, login: login(res) }, 'text reset to its default');
    await record(req, res, 'text-reset', `text/${text.id}`);
    await changed(req, res, text, 'reset');
  });

  // An earlier revision published again, as the newest.
  router.post('/texts/:id/restore', csrf.checkToken, editor, async (req, res) => {
    const text = findText(req);
    const from = await content.revision('text', text.id, Number(single(req.body?.from)));
    if (!from) throw new NotFoundError();
    const revision = await content.publish('text', text.id, from.value, baseRevision(req), login(res), clock.now());
    if (revision === undefined) return show(req, res, 409, text, { notice: STALE });
    req.log.info({ text: text.id, from: from.revision, login: login(res) }, 'text revision restored');
    await record(req, res, 'text-restored', `text/${text.id}#${from.revision}`);
    await changed(req, res, text, 'restored');
  });

  return router;
}
