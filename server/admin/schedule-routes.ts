import { Router, type Request, type Response } from 'express';
import type { ScheduleProps } from '#shared/admin-view.ts';
import type { Clock } from '../clock.ts';
import { NotFoundError } from '../errors.ts';
import { requestLanguage } from '../request-language.ts';
import { localTime } from '../services/enquiry-formats.ts';
import { CONTENT_KINDS, type ContentStore } from '../storage/content-store.ts';
import type { ContentSchedule, ContentSchedules } from '../storage/content-schedules.ts';
import type { AdminPages } from './admin-page.ts';
import type { AuditTrail } from './audit-trail.ts';
import { single } from './edit-notices.ts';
import type { AdminCsrf } from './admin-csrf.ts';
import { login, posted } from './admin-request.ts';
import { requireRole } from './require-role.ts';
import type { ScheduleTargets } from './schedule-targets.ts';
import { cancelHref, scheduleRow } from './schedule-props.ts';

// The office's scheduling (docs/content.md, "Scheduling"): a draft published, or an item hidden, at a time in
// Ulaanbaatar (UTC+8 all year), from the item's own page; each pending one cancelled there or on /schedule, which
// lists them all and the last 30 days' done ones. The runner (server/services/schedule-runner.ts) does the rest.

const DONE_SHOWN_MS = 30 * 24 * 60 * 60 * 1000;

interface ScheduleRoutesDeps {
  schedules: ContentSchedules;
  targets: ScheduleTargets;
  content: ContentStore;
  clock: Clock;
  pages: AdminPages;
  csrf: AdminCsrf;
  record: AuditTrail;
}

/** A date (YYYY-MM-DD) and a time (HH:MM) in Ulaanbaatar, or a datetime-local's both; undefined when not one. */
export function ulaanbaatarTime(date: string, time: string): Date | undefined {
  const [day = date, clock = time] = date.includes('T') ? date.split('T') : [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(clock)) return undefined;
  const at = new Date(`${day}T${clock}:00+08:00`);
  return !Number.isNaN(at.getTime()) && localTime(at) === `${day} ${clock}` ? at : undefined;
}

export function scheduleRoutes({ schedules, targets, content, clock, pages, csrf, record }: ScheduleRoutesDeps) {
  const router = Router();
  const editor = requireRole('editor');
  const refuse = (req: Request, res: Response, status: number, reason: string) =>
    pages.sendError(req, res, status, `admin:schedule.errors.${reason}`);

  const targetOf = (kind: string, key: string) => {
    const contentKind = CONTENT_KINDS.find((candidate) => candidate === kind);
    return contentKind && targets(contentKind, key);
  };

  router.post('/schedule', csrf.checkToken, editor, async (req, res) => {
    const kind = posted(req.body, 'kind');
    const key = posted(req.body, 'key');
    const action = single(req.body?.action) === 'hide' ? 'hide' : 'publish';
    const target = targetOf(kind, key);
    if (!target || (action === 'hide' && !target.hides)) throw new NotFoundError();
    const runAt = ulaanbaatarTime(posted(req.body, 'date'), posted(req.body, 'time'));
    const now = clock.now();
    if (!runAt) return refuse(req, res, 400, 'time');
    if (runAt.getTime() <= now.getTime()) return refuse(req, res, 400, 'past');
    if (action === 'publish' && !(await content.state(kind as ContentSchedule['kind'], key)).draft)
      return refuse(req, res, 409, 'noDraft');
    const by = login(res);
    const id = await schedules.add({ kind: kind as ContentSchedule['kind'], key, action, runAt, by }, now);
    if (id === undefined) return refuse(req, res, 409, 'pending');
    req.log.info({ schedule: id, kind, key, action, runAt, login: by }, `scheduled ${action} set`);
    await record(req, res, `${target.prefix}-scheduled`, `${target.target}@${runAt.toISOString()}`);
    res.redirect(303, target.href(req.baseUrl));
  });

  router.post('/schedule/:id/cancel', csrf.checkToken, editor, async (req, res) => {
    const schedule = await schedules.find(Number(req.params.id));
    const target = schedule && targets(schedule.kind, schedule.key);
    if (!schedule || !target) throw new NotFoundError();
    if (await schedules.cancel(schedule.id, clock.now())) {
      req.log.info({ schedule: schedule.id, login: login(res) }, `scheduled ${schedule.action} cancelled`);
      await record(req, res, `${target.prefix}-schedule-cancelled`, `${target.target}@${schedule.runAt.toISOString()}`);
    }
    res.redirect(303, posted(req.body, 'back') === 'item' ? target.href(req.baseUrl) : `${req.baseUrl}/schedule`);
  });

  router.get('/schedule', editor, async (req, res) => {
    const now = clock.now();
    const { pending, done } = await schedules.list(new Date(now.getTime() - DONE_SHOWN_MS));
    const row = (schedule: ContentSchedule) => scheduleRow(targets, req.baseUrl, requestLanguage(req), schedule);
    const props: ScheduleProps = {
      pending: pending.map((schedule) => ({ ...row(schedule), cancelAction: cancelHref(req.baseUrl, schedule.id) })),
      done: done.map(row),
    };
    await pages.send(req, res, 200, req.t('admin:schedule.title'), { page: 'schedule', props });
  });

  return router;
}
