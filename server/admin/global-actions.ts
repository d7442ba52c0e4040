import type { Clock } from '../clock.ts';
import type { ContentKind, ContentStore, SeenDraft } from '../storage/content-store.ts';
import type { ScheduleOutcome } from '../storage/content-schedules.ts';
import type { GlobalKind } from './global-kind.ts';
import type { Actor } from './admin-actor.ts';
import { draftRefusal } from './edit-presence.ts';

// The one lifecycle's changes of a single document (a site text, the company's details; docs/architecture.md §9),
// apart from any request: the office's buttons (global-routes.ts) and the schedule runner (schedule-runner.ts) run
// these same steps — the kind's checks, the revision over the one it was made from (refused when stale), the log,
// the audit entry and the public pages' refresh. The texts' bulk publish (text-bulk-routes.ts) runs them as a
// batch: one refresh, its caller's, at the end.

/**
 * A save: done (when), or why not (what was typed is then shown again): made from an older revision, over another
 * account's draft saved after the one the form was read with, or not passing the checks.
 */
export type SavedDocument =
  | { ok: true; at: Date }
  | { ok: false; why: 'stale' }
  | { ok: false; why: 'draft'; by: string; at: Date }
  | { ok: false; why: 'invalid'; errors: Record<string, string> };

/** How a publish of a value of its own (a reset, a restore) is logged and audited. */
export interface DocumentDone {
  action: 'reset' | 'restored';
  target?: string;
  log: string;
  logged?: Record<string, unknown>;
}

/** A draft's publish: done, or why not (none, overtaken, not passing the checks). */
export type DocumentDraftPublished = 'done' | 'no-draft' | 'stale' | 'invalid';

interface GlobalActionsDeps {
  content: ContentStore;
  clock: Clock;
  /** A batch's publishes leave the public pages' refresh to their caller, once at the end. */
  batch?: boolean;
}

export function globalActions({ content, clock, batch = false }: GlobalActionsDeps) {
  const logged = <Doc, Form, K extends ContentKind>(
    kind: GlobalKind<Doc, Form, K>,
    doc: Doc,
    actor: Actor,
    what: string,
    extra: Record<string, unknown> = {},
  ) => actor.log.info({ ...kind.log.fields(doc), ...extra, login: actor.by }, `${kind.log.name} ${what}`);

  /** Keeps `typed` as the draft or publishes it, over `revision` and, given `seen`, the draft its form was read with. */
  async function save<Doc, Form, K extends ContentKind>(
    kind: GlobalKind<Doc, Form, K>,
    doc: Doc,
    { typed, revision, publish, seen }: { typed: Form; revision: number; publish: boolean; seen?: SeenDraft },
    actor: Actor,
    action: 'published' | 'scheduled-published' = 'published',
  ): Promise<SavedDocument> {
    const checked = kind.check(doc, typed, publish);
    if (!checked.ok) return { ok: false, why: 'invalid', errors: checked.errors };
    const key = kind.key(doc);
    const now = clock.now();
    const done = publish
      ? (await content.publish(kind.contentKind, key, checked.value, revision, actor.by, now, seen)) !== undefined
      : await content.saveDraft(kind.contentKind, key, checked.value, revision, actor.by, now, seen);
    if (!done) {
      const state = await content.state(kind.contentKind, key);
      return draftRefusal(state, revision, seen, actor.by) ?? { ok: false, why: 'stale' };
    }
    logged(
      kind,
      doc,
      actor,
      publish ? (action === 'published' ? 'published' : 'published on schedule') : 'draft saved',
    );
    await actor.record(`${kind.audit.prefix}-${publish ? action : 'draft-saved'}`, kind.audit.target(doc));
    if (publish && !batch) await kind.refresh();
    return { ok: true, at: now };
  }

  /** Publishes `value` (null: the shipped default) over `revision`; false when stale. */
  async function publishValue<Doc, Form, K extends ContentKind>(
    kind: GlobalKind<Doc, Form, K>,
    doc: Doc,
    value: unknown,
    revision: number,
    done: DocumentDone,
    actor: Actor,
  ): Promise<boolean> {
    const at = await content.publish(kind.contentKind, kind.key(doc), value, revision, actor.by, clock.now());
    if (at === undefined) return false;
    logged(kind, doc, actor, done.log, done.logged);
    await actor.record(`${kind.audit.prefix}-${done.action}`, done.target ?? kind.audit.target(doc));
    await kind.refresh();
    return true;
  }

  /**
   * The document's draft published as it stands, by `actor`, audited as `action`: stale when it was made from an
   * older revision than the latest, invalid when it fails the publish checks.
   */
  async function publishDraftNow<Doc, Form, K extends ContentKind>(
    kind: GlobalKind<Doc, Form, K>,
    doc: Doc,
    actor: Actor,
    action: 'published' | 'scheduled-published',
  ): Promise<DocumentDraftPublished> {
    const { revision, draft } = await content.state(kind.contentKind, kind.key(doc));
    if (!draft) return 'no-draft';
    if (draft.baseRevision !== revision) return 'stale';
    if (draft.value === undefined) return 'invalid';
    // A draft is kept as its form was typed (check() with publish false): read again as a posted form would be.
    const saved = await save(kind, doc, { typed: kind.readForm(draft.value), revision, publish: true }, actor, action);
    if (saved.ok) return 'done';
    return saved.why === 'draft' ? 'stale' : saved.why;
  }

  /** The document's draft published by a schedule's account: stale when it is gone or overtaken. */
  async function publishDraft<Doc, Form, K extends ContentKind>(
    kind: GlobalKind<Doc, Form, K>,
    doc: Doc,
    actor: Actor,
  ): Promise<ScheduleOutcome> {
    const outcome = await publishDraftNow(kind, doc, actor, 'scheduled-published');
    return outcome === 'no-draft' ? 'stale' : outcome;
  }

  return { save, publishValue, publishDraftNow, publishDraft };
}
