import { LANGUAGES, type Language } from '#shared/constants.ts';
import type { DeskChange, DeskDraft, DeskProps, DeskTranslation } from '#shared/desk-view.ts';
import type { TranslationNeed } from '#shared/translation-status.ts';
import type { Clock } from '../clock.ts';
import { localTime } from '../services/enquiry-formats.ts';
import { AUDIT_ACTIONS, type AuditEntry, type AuditStore } from '../storage/audit-store.ts';
import { CONTENT_KINDS, type ContentStore } from '../storage/content-store.ts';
import type { ContentSchedules } from '../storage/content-schedules.ts';
import type { DeskPartSource } from './desk-parts.ts';
import { scheduleRow } from './schedule-props.ts';
import type { ScheduleTarget, ScheduleTargets } from './schedule-targets.ts';

// What the office's home page shows (DeskProps in shared/desk-view.ts; docs/content.md, "Office home"): every draft
// waiting, the next schedules, what needs a translator by part of the office, and the latest changes of the site's
// content; each item named and linked as the schedule page does (schedule-targets.ts), so a kind the schedules know
// shows here with no code of its own.

/** How many of the pending schedules and of the latest changes the page lists. */
export const SCHEDULES_SHOWN = 10;
export const CHANGES_SHOWN = 15;

/**
 * The audit log's changes of what the site shows (a publish, a hide, a reset…, by hand or on schedule) of every kind
 * the office edits with drafts (those whose `<prefix>-draft-saved` it records): a draft saved or discarded changes
 * nothing there.
 */
const CHANGE = /^(.+?)-(?:scheduled-)?(?:published|hidden|shown|deleted|reset|restored)$/;
const DRAFTED = '-draft-saved';
const EDITED = new Set(
  AUDIT_ACTIONS.flatMap((action) => (action.endsWith(DRAFTED) ? [action.slice(0, -DRAFTED.length)] : [])),
);
export const CHANGE_ACTIONS = AUDIT_ACTIONS.filter((action) => EDITED.has(CHANGE.exec(action)?.[1] ?? ''));

export interface DeskDeps {
  content: Pick<ContentStore, 'drafts' | 'state'>;
  schedules: Pick<ContentSchedules, 'list'>;
  targets: ScheduleTargets;
  audit: Pick<AuditStore, 'list'>;
  parts: readonly DeskPartSource[];
  clock: Clock;
}

interface DeskView {
  base: string;
  lng: Language;
}

const partOf = (parts: readonly DeskPartSource[], kind: (typeof CONTENT_KINDS)[number], key: string) =>
  parts.find((source) => source.owns(kind, key))?.part;

/** Every draft of every kind the office names, newest first. */
async function draftsWaiting({ content, targets, parts }: DeskDeps, { base, lng }: DeskView): Promise<DeskDraft[]> {
  const found = await Promise.all(
    CONTENT_KINDS.map(async (kind) => {
      const keys = (await content.drafts(kind)).filter((key) => targets(kind, key) !== undefined);
      return Promise.all(keys.map(async (key) => ({ kind, key, draft: (await content.state(kind, key)).draft })));
    }),
  );
  return found
    .flat()
    .flatMap(({ kind, key, draft }) => {
      const target = targets(kind, key);
      const part = partOf(parts, kind, key);
      if (!draft || !target) return [];
      const at = draft.at;
      return [
        {
          at,
          row: {
            key: `${kind}/${key}`,
            title: target.title(lng),
            href: target.href(base),
            by: draft.by,
            time: localTime(at),
            ...(part ? { part } : {}),
          },
        },
      ];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map(({ row }) => row);
}

/** The item an audit entry names, found among the kinds the office names by its prefix and target. */
function targetOf(targets: ScheduleTargets, { action, target }: AuditEntry): ScheduleTarget | undefined {
  // An entry names an item as its kind's audit target does (product/12, services/3, text/home:hero.title): the key
  // is the target itself or what follows its first "/".
  const keys = [target, target.slice(target.indexOf('/') + 1)];
  for (const kind of CONTENT_KINDS)
    for (const key of keys) {
      const found = targets(kind, key);
      if (found && found.target === target && action.startsWith(`${found.prefix}-`)) return found;
    }
  return undefined;
}

async function latestChanges({ audit, targets }: DeskDeps, { base, lng }: DeskView): Promise<DeskChange[]> {
  const entries = await audit.list({ actions: CHANGE_ACTIONS }, undefined, CHANGES_SHOWN);
  return entries.map((entry) => {
    const target = targetOf(targets, entry);
    return {
      id: entry.id,
      action: entry.action,
      title: target?.title(lng) ?? entry.target,
      ...(target ? { href: target.href(base) } : {}),
      by: entry.login ?? '',
      time: localTime(entry.at),
    };
  });
}

/** How many of `needs` lack a text in each language, and how many may be behind the other one. */
function countedNeeds(needs: readonly TranslationNeed[]) {
  const byLanguage = (what: keyof TranslationNeed) =>
    Object.fromEntries(
      LANGUAGES.map((lng) => [lng, needs.filter((need) => need[what].includes(lng)).length]),
    ) as Record<Language, number>;
  return { missing: byLanguage('missing'), outdated: byLanguage('outdated') };
}

async function translations({ parts }: DeskDeps, { base }: DeskView): Promise<DeskTranslation[]> {
  const counted = await Promise.all(
    parts.map(async (source) => {
      const needs = await source.needs();
      return { part: source.part, href: source.needingHref(base), count: needs.length, ...countedNeeds(needs) };
    }),
  );
  return counted.filter((part) => part.count > 0);
}

export async function deskProps(deps: DeskDeps, view: DeskView): Promise<DeskProps> {
  const [drafts, { pending }, needing, changes] = await Promise.all([
    draftsWaiting(deps, view),
    deps.schedules.list(deps.clock.now()),
    translations(deps, view),
    latestChanges(deps, view),
  ]);
  return {
    drafts,
    schedules: pending
      .slice(0, SCHEDULES_SHOWN)
      .map((schedule) => scheduleRow(deps.targets, view.base, view.lng, schedule)),
    scheduleHref: `${view.base}/schedule`,
    translations: needing,
    changes,
  };
}
