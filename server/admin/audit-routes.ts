import { Router } from 'express';
import type { AuditProps } from '#shared/admin-view.ts';
import { localTime, parseUbDay } from '../services/enquiry-formats.ts';
import { AUDIT_ACTIONS, type AuditFilter, type AuditStore } from '../storage/audit-store.ts';
import type { AdminPages } from './admin-page.ts';
import { requireRole } from './require-role.ts';

const PAGE_SIZE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_LOGIN = 64;

const one = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The log's filters from its query string (?login=&action=&from=&to=&before=); days are Ulaanbaatar days. */
function parseAuditQuery(query: Record<string, unknown>) {
  const fields = {
    login: one(query.login).slice(0, MAX_LOGIN),
    action: AUDIT_ACTIONS.find((action) => action === one(query.action)) ?? '',
    from: one(query.from),
    to: one(query.to),
  };
  const filter: AuditFilter = {};
  if (fields.login) filter.login = fields.login;
  if (fields.action) filter.action = fields.action as AuditFilter['action'];
  const from = fields.from ? parseUbDay(fields.from) : undefined;
  const to = fields.to ? parseUbDay(fields.to) : undefined;
  if (from) filter.from = from;
  if (to) filter.to = new Date(to.getTime() + DAY_MS - 1);
  const badDate = (fields.from && !from) || (fields.to && !to);
  const before = Number(one(query.before));
  return {
    fields,
    filter,
    ...(badDate ? { fieldError: 'admin:filters.badDate' } : {}),
    before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
  };
}

/** Who signed in and changed what, for admins (docs/inbox.md, "Office audit log"). */
export function auditRoutes({ audit, pages }: { audit: Pick<AuditStore, 'list'>; pages: AdminPages }) {
  const router = Router();

  router.get('/audit', requireRole('admin'), async (req, res) => {
    const { fields, filter, fieldError, before } = parseAuditQuery(req.query);
    const entries = await audit.list(filter, before, PAGE_SIZE + 1);
    const shown = entries.slice(0, PAGE_SIZE);
    const last = shown.at(-1);
    const query = new URLSearchParams(Object.entries(fields).filter(([, value]) => value !== ''));
    if (last && entries.length > PAGE_SIZE) query.set('before', String(last.id));
    const props: AuditProps = {
      actions: AUDIT_ACTIONS,
      fields,
      ...(fieldError ? { fieldError } : {}),
      rows: shown.map((entry) => ({
        id: entry.id,
        time: localTime(entry.at),
        login: entry.login ?? '',
        action: entry.action,
        target: entry.target,
        requestId: entry.requestId,
        reason: entry.reason ?? '',
      })),
      ...(query.has('before') ? { older: `${req.baseUrl}/audit?${query.toString()}` } : {}),
    };
    await pages.send(req, res, 200, req.t('admin:audit.title'), { page: 'audit', props });
  });

  return router;
}
