import type { Request, Response } from 'express';
import type { AdminNotice } from '#shared/admin-view.ts';
import {
  SEEN_DRAFT_FIELD,
  type DraftAuthor,
  type DraftSaveAnswer,
  type EditingProps,
  type HeartbeatAnswer,
} from '#shared/editing-view.ts';
import type { Clock } from '../clock.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { ContentKind, ContentState, ContentStore, SeenDraft } from '../storage/content-store.ts';
import type { EditingPresence } from '../storage/editing-presence.ts';
import { login, posted } from './admin-request.ts';

// Presence and autosave on every edit page of the office (docs/content.md, "Presence and autosave"), for both
// lifecycles alike (item-routes.ts, global-routes.ts): the page's editing props (who else has the item open, another
// account's draft, the draft the form was read with), the heartbeat's answer, and a script's draft save answered as
// JSON. Nothing is locked: a save over another account's draft saved since the page was read is refused instead.

/** What an edit page's presence needs: the Store's part, and how often the page's script sends its heartbeat. */
export interface PresenceDeps {
  presence: EditingPresence;
  heartbeatMs: number;
  content: ContentStore;
  clock: Clock;
}

/** An item as presence names it: its content kind and key. */
const presenceKey = (kind: ContentKind, key: string) => `${kind}:${key}`;

/** What an edit form carries of its draft (SEEN_DRAFT_FIELD): its time in milliseconds, '' for none. */
const draftToken = (draft: { at: Date } | undefined) => (draft ? String(draft.at.getTime()) : '');

/** The draft a posted form was read with: its time, or null for none (and for anything else posted). */
export function seenDraftOf(body: unknown): SeenDraft {
  const value = posted(body, SEEN_DRAFT_FIELD);
  return /^\d{1,15}$/.test(value) ? new Date(Number(value)) : null;
}

/** A moment in Ulaanbaatar time: the time alone on the day of `now` there (10:05), else the day too. */
export function shortTime(at: Date, now: Date): string {
  const time = localTime(at);
  return time.slice(0, 10) === localTime(now).slice(0, 10) ? time.slice(11) : time;
}

/** Whether `draft` is another account's than `login` and not the one seen. */
const isOthers = (draft: { by: string; at: Date }, seen: SeenDraft, by: string) =>
  draft.by !== by && draft.at.getTime() !== seen?.getTime();

/**
 * Why a save made from `revision`, having seen `seen`, was refused, when it was another account's draft: who saved
 * it and when; undefined when it was the revision's (someone published since).
 */
export function draftRefusal(state: ContentState, revision: number, seen: SeenDraft | undefined, by: string) {
  const { draft } = state;
  if (seen === undefined || state.revision !== revision || !draft || !isOthers(draft, seen, by)) return undefined;
  return { ok: false as const, why: 'draft' as const, by: draft.by, at: draft.at };
}

export function editPresence({ presence, heartbeatMs, content, clock }: PresenceDeps) {
  const author = (draft: { by: string; at: Date }): DraftAuthor => ({
    by: draft.by,
    time: shortTime(draft.at, clock.now()),
  });
  const editors = (list: ReadonlyArray<{ login: string; since: Date }>) =>
    list.map((editor) => ({ login: editor.login, since: shortTime(editor.since, clock.now()) }));

  return {
    /**
     * The editing props of the page of item `key` (`heartbeat` its address): the others with it open now, another
     * account's draft, and the draft the form carries (`seen`, what a refused post carried, else the page's).
     */
    async props(
      req: Request,
      res: Response,
      {
        kind,
        key,
        state,
        heartbeat,
        seen,
      }: { kind: ContentKind; key: string; state: ContentState; heartbeat: string; seen?: string },
    ): Promise<EditingProps> {
      const me = login(res);
      const others = await presence.editing(presenceKey(kind, key), me, clock.now());
      const { draft } = state;
      return {
        heartbeat,
        heartbeatMs,
        seenDraft: seen ?? draftToken(draft),
        others: editors(others),
        ...(draft && draft.by !== me ? { othersDraft: author(draft) } : {}),
      };
    },

    /** The heartbeat of item `key`'s page: the others editing it now, and a draft another account saved since. */
    async beat(req: Request, res: Response, kind: ContentKind, key: string) {
      const me = login(res);
      const [others, { draft }] = await Promise.all([
        presence.beat(presenceKey(kind, key), me, clock.now()),
        content.state(kind, key),
      ]);
      const seen = seenDraftOf(req.body);
      const answer: HeartbeatAnswer = {
        others: editors(others),
        ...(draft && isOthers(draft, seen, me) ? { newerDraft: author(draft) } : {}),
      };
      res.json(answer);
    },

    /** The refusal of a form posted over another account's draft saved since: whose, and when. */
    conflictNotice: (draft: { by: string; at: Date }): AdminNotice => ({
      key: 'admin:editing.draftConflict',
      kind: 'error',
      values: { ...author(draft) },
    }),

    /** A script's draft save, answered as JSON (its status the page's would be): saved, or why not. */
    answerSave(
      res: Response,
      saved:
        | { ok: true; at: Date }
        | { ok: false; why: 'stale' | 'invalid' }
        | { ok: false; why: 'draft'; by: string; at: Date },
    ) {
      const answer: DraftSaveAnswer = saved.ok
        ? { saved: true, seenDraft: draftToken(saved), time: shortTime(saved.at, clock.now()) }
        : saved.why === 'draft'
          ? { saved: false, why: 'draft', ...author(saved) }
          : { saved: false, why: saved.why };
      res.status(saved.ok ? 200 : saved.why === 'invalid' ? 400 : 409).json(answer);
    },
  };
}

export type EditPresence = ReturnType<typeof editPresence>;

/** Whether a post is a script's, which takes JSON (the edit page's autosave), rather than a form's. */
export const wantsJson = (req: Request) => req.accepts(['html', 'json']) === 'json';
