import { Router, type Request, type Response } from 'express';
import type { TextsProps } from '#shared/admin-view.ts';
import { TEXT_BULK_ACTIONS } from '#shared/bulk-actions.ts';
import type { AdminCsrf } from './admin-csrf.ts';
import { bulkResultOf, type BulkResult } from './bulk-outcome.ts';
import { textBulk, type TextBulkDeps } from './text-bulk.ts';
import type { SiteTexts } from '../content/site-texts.ts';
import type { TextCatalogue } from '../content/text-catalogue.ts';
import type { ContentStore } from '../storage/content-store.ts';
import type { AdminPages } from './admin-page.ts';
import { single } from './edit-notices.ts';
import { requireRole } from './require-role.ts';
import { textsProps } from './text-props.ts';
import { NEEDS_TRANSLATION } from './versioned-items.ts';
import { textKind } from './text-kind.ts';
import type { TranslationNeeds } from './translation-needs.ts';

// The office's list of the site's texts (by part of the site, found by a search, or those that need a translator),
// where an import's outcome is told too (content-file-routes.ts), and publishing the drafts of the texts ticked
// (text-bulk.ts).

const MAX_SEARCH = 100;
/** How many of the items an import skipped the list names after it. */
export const SKIPPED_SHOWN = 20;

interface TextsListDeps extends TextBulkDeps {
  content: ContentStore;
  catalogue: TextCatalogue;
  texts: Pick<SiteTexts, 'current' | 'isEdited' | 'outdatedBasis' | 'refresh'>;
  pages: AdminPages;
  csrf: AdminCsrf;
  needs: TranslationNeeds;
}

/** Sends the list, with `extra` (an import's outcome, a notice). */
export function textsList({ content, catalogue, texts, pages, needs }: TextsListDeps) {
  const kind = textKind(catalogue, texts);
  return async (
    req: Request,
    res: Response,
    status: number,
    extra: Pick<TextsProps, 'imported' | 'notice'> & { bulk?: BulkResult },
  ) => {
    const ns = single(req.query.ns);
    const [drafts, needing] = await Promise.all([content.drafts('text'), needs.documents(kind, catalogue.all)]);
    const props = textsProps(
      req.baseUrl,
      catalogue,
      texts,
      { drafts: new Set(drafts), needs: needing },
      {
        namespace: catalogue.namespaces.includes(ns) ? ns : undefined,
        q: single(req.query.q).slice(0, MAX_SEARCH),
        needingTranslation: single(req.query.show) === NEEDS_TRANSLATION,
        ...extra,
      },
    );
    await pages.send(req, res, status, req.t('admin:texts.title'), { page: 'texts', props });
  };
}

/**
 * The redirects an import refused and why, as content-file-routes.ts says them: `<id> <reason's key> <the other
 * redirect>`, each a query value; only the redirects' own refusals are read.
 */
function refusedOf(value: unknown): Array<{ id: string; reason: string; other?: string }> {
  const lines = (Array.isArray(value) ? value : [value]).filter((line): line is string => typeof line === 'string');
  return lines.slice(0, SKIPPED_SHOWN).flatMap((line) => {
    const [id = '', reason = '', ...rest] = line.split(' ');
    const other = rest.join(' ');
    return /^redirects\.errors\.\w+$/.test(reason) ? [{ id, reason, ...(other ? { other } : {}) }] : [];
  });
}

/**
 * GET /texts: the list; after an import (content-file-routes.ts), what it published, left and skipped; after a
 * bulk publish, what it did. POST /texts/bulk: that publish (before /texts/:id, which would take it for a text).
 */
export function textsListRoutes(deps: TextsListDeps) {
  const router = Router();
  const showList = textsList(deps);
  const editor = requireRole('editor');
  router.post('/texts/bulk', deps.csrf.checkToken, editor, textBulk(deps));
  router.get('/texts', editor, (req, res) => {
    const count = (name: string) => Math.max(0, Math.trunc(Number(single(req.query[name]))) || 0);
    const imported =
      'published' in req.query
        ? {
            published: count('published'),
            unchanged: count('unchanged'),
            skipped: single(req.query.skipped).split(' ').filter(Boolean).slice(0, SKIPPED_SHOWN),
            refused: refusedOf(req.query.refused),
          }
        : undefined;
    const bulk = bulkResultOf(req.query, TEXT_BULK_ACTIONS);
    return showList(req, res, 200, { ...(imported ? { imported } : {}), ...(bulk ? { bulk } : {}) });
  });
  return router;
}
