import type { Selectable } from 'kysely';
import { isContentKind, type ContentKind } from './content-store.ts';
import { toDate, type ContentSchedulesTable, type StoreDatabase } from './database.ts';

// The office's scheduled publishes and hides (docs/content.md, "Scheduling"): a row a schedule, pending until every
// replica's runner (server/services/schedule-runner.ts) claims it once it is due, then done with its outcome.

export type ScheduleAction = ContentSchedulesTable['action'];
/** What became of a schedule: run, refused (the draft was overtaken or fails the checks), or cancelled. */
export const SCHEDULE_OUTCOMES = ['done', 'stale', 'invalid', 'cancelled'] as const;
export type ScheduleOutcome = (typeof SCHEDULE_OUTCOMES)[number];

export interface ContentSchedule {
  id: number;
  kind: ContentKind;
  key: string;
  action: ScheduleAction;
  runAt: Date;
  by: string;
  createdAt: Date;
  /** Set once run or cancelled, with its outcome. */
  doneAt?: Date;
  outcome?: ScheduleOutcome;
}

export type NewSchedule = Pick<ContentSchedule, 'kind' | 'key' | 'action' | 'runAt' | 'by'>;

export interface ContentSchedules {
  /** The new schedule's id; undefined when the item already has one of that action pending. */
  add(schedule: NewSchedule, now: Date): Promise<number | undefined>;
  find(id: number): Promise<ContentSchedule | undefined>;
  /** An item's pending schedules, soonest first. */
  pendingOf(kind: ContentKind, key: string): Promise<ContentSchedule[]>;
  /** Every pending schedule, soonest first, and those done since `since`, newest first. */
  list(since: Date): Promise<{ pending: ContentSchedule[]; done: ContentSchedule[] }>;
  /** Marks a pending schedule cancelled; false when it is not pending (run, or cancelled already). */
  cancel(id: number, now: Date): Promise<boolean>;
  /**
   * One due schedule, claimed: nobody else's claim since `reclaimBefore` holds it (a claim older than that was a
   * runner that stopped midway). One claimant across replicas.
   */
  claimDue(now: Date, reclaimBefore: Date): Promise<ContentSchedule | undefined>;
  finish(id: number, outcome: ScheduleOutcome, now: Date): Promise<void>;
}

const COLUMNS = ['id', 'kind', 'key', 'action', 'run_at', 'by_login', 'created_at', 'done_at', 'outcome'] as const;
type Row = Pick<Selectable<ContentSchedulesTable>, (typeof COLUMNS)[number]>;

const isOutcome = (value: string | null): value is ScheduleOutcome =>
  SCHEDULE_OUTCOMES.some((outcome) => outcome === value);

/** A row as a schedule; undefined for one of a kind this version does not edit (a later version's). */
function toSchedule(row: Row): ContentSchedule | undefined {
  if (!isContentKind(row.kind)) return undefined;
  const schedule: ContentSchedule = {
    id: row.id,
    kind: row.kind,
    key: row.key,
    action: row.action,
    runAt: toDate(row.run_at),
    by: row.by_login,
    createdAt: toDate(row.created_at),
  };
  if (row.done_at !== null) schedule.doneAt = toDate(row.done_at);
  if (isOutcome(row.outcome)) schedule.outcome = row.outcome;
  return schedule;
}

export function createContentSchedules(database: StoreDatabase): ContentSchedules {
  const { db } = database;
  const pending = () => db.selectFrom('content_schedules').select(COLUMNS).where('done_at', 'is', null);

  const claim = (now: Date, reclaimBefore: Date) =>
    db
      .updateTable('content_schedules')
      .set({ claimed_at: now })
      .where(
        'id',
        '=',
        db
          .selectFrom('content_schedules')
          .select('id')
          .where('done_at', 'is', null)
          .where('run_at', '<=', now)
          .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<=', reclaimBefore)]))
          .orderBy('run_at')
          .orderBy('id')
          .limit(1)
          // FOR UPDATE SKIP LOCKED: a row another replica is claiming at this moment is skipped, not waited for.
          .$if(database.engine === 'postgres', (query) => query.forUpdate().skipLocked()),
      )
      .returning(COLUMNS);

  return {
    async add({ kind, key, action, runAt, by }, now) {
      const row = await db
        .insertInto('content_schedules')
        .values({ kind, key, action, run_at: runAt, by_login: by, created_at: now })
        // The partial unique index: one pending schedule of each action per item, whoever asks at once.
        .onConflict((conflict) => conflict.columns(['kind', 'key', 'action']).where('done_at', 'is', null).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async find(id) {
      const row = await db.selectFrom('content_schedules').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && toSchedule(row);
    },

    async pendingOf(kind, key) {
      const rows = await pending().where('kind', '=', kind).where('key', '=', key).orderBy('run_at').execute();
      return rows.flatMap((row) => toSchedule(row) ?? []);
    },

    async list(since) {
      const [waiting, done] = await Promise.all([
        pending().orderBy('run_at').orderBy('id').execute(),
        db
          .selectFrom('content_schedules')
          .select(COLUMNS)
          .where('done_at', '>=', since)
          .orderBy('done_at', 'desc')
          .orderBy('id', 'desc')
          .execute(),
      ]);
      const read = (rows: Row[]) => rows.flatMap((row) => toSchedule(row) ?? []);
      return { pending: read(waiting), done: read(done) };
    },

    async cancel(id, now) {
      const result = await db
        .updateTable('content_schedules')
        .set({ done_at: now, outcome: 'cancelled' })
        .where('id', '=', id)
        .where('done_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async claimDue(now, reclaimBefore) {
      // SQLite: BEGIN IMMEDIATE takes the write lock before reading, so two processes on one file never claim one row.
      const row =
        database.engine === 'sqlite'
          ? database.transaction(({ rows }) => rows(claim(now, reclaimBefore))[0])
          : await claim(now, reclaimBefore).executeTakeFirst();
      return row && toSchedule(row);
    },

    async finish(id, outcome, now) {
      await db
        .updateTable('content_schedules')
        .set({ done_at: now, outcome })
        .where('id', '=', id)
        .where('done_at', 'is', null)
        .execute();
    },
  };
}
