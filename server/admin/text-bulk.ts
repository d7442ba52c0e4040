import type { Request, Response } from 'express';
import { TEXT_BULK_ACTIONS, type BulkRefusal } from '#shared/bulk-actions.ts';
import type { SiteTexts } from '../content/site-texts.ts';
import type { TextCatalogue } from '../content/text-catalogue.ts';
import type { Clock } from '../clock.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { requestActor } from './admin-actor.ts';
import { login } from './admin-request.ts';
import type { AuditTrail } from './audit-trail.ts';
import { bulkAnswer, postedView, readBulkForm, type BulkResult } from './bulk-outcome.ts';
import { globalActions } from './global-actions.ts';
import { textKind } from './text-kind.ts';

// The texts list's bulk action (docs/content.md, "Bulk actions"): the drafts of the texts ticked published, each
// through the documents' own steps (global-actions.ts: the text's checks, the revision its draft was made from,
// the log and one audit entry), then the site's texts read again once; the list says how many and names each
// text left unchanged, with why.

/** What the texts list's view is made of (texts-list.ts), posted back by the form. */
export const TEXT_LIST_VIEW = ['ns', 'q', 'show'] as const;

export interface TextBulkDeps {
  content: ContentStore;
  catalogue: TextCatalogue;
  texts: Pick<SiteTexts, 'current' | 'outdatedBasis' | 'refresh'>;
  clock: Clock;
  record: AuditTrail;
}

/** POST /texts/bulk: the drafts of every text ticked published, in one step. */
export function textBulk({ content, catalogue, texts, clock, record }: TextBulkDeps) {
  const kind = textKind(catalogue, texts);
  return async (req: Request, res: Response) => {
    const back = (result: BulkResult) =>
      res.redirect(303, bulkAnswer(`${req.baseUrl}/texts`, postedView(req.body, TEXT_LIST_VIEW), result));
    const form = readBulkForm(req.body, TEXT_BULK_ACTIONS);
    if (!form.ok) return back({ error: form.error });
    const actions = globalActions({ content, clock, batch: true });
    const actor = requestActor(record, req, res);
    let changed = 0;
    const refused: Array<{ id: string; why: BulkRefusal }> = [];
    for (const id of form.ids) {
      const text = catalogue.get(id);
      const outcome = text ? await actions.publishDraftNow(kind, text, actor, 'published') : 'gone';
      if (outcome === 'done') changed += 1;
      else refused.push({ id, why: outcome });
    }
    // One reload for them all: the public pages show every text before the list is asked for again.
    if (changed > 0) await kind.refresh();
    req.log.info(
      { list: 'text', action: form.action, changed, refused: refused.length, login: login(res) },
      'bulk action',
    );
    back({ action: form.action, changed, refused });
  };
}
