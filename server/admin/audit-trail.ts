import type { Request, Response } from 'express';
import type { Clock } from '../clock.ts';
import type { AuditAction, AuditStore } from '../storage/audit-store.ts';
import { signedIn } from './admin-csrf.ts';

export type AuditTrail = ReturnType<typeof auditTrail>;

/**
 * Writes the office's audit log (docs/inbox.md, "Office audit log") after a change or a sign-in has happened. A
 * failure to write it is logged with the request id and does not undo or hide what was done. `reason`: why, as the
 * staff wrote it (asked of every action on a person's data).
 */
export function auditTrail({ audit, clock }: { audit: Pick<AuditStore, 'record'>; clock: Clock }) {
  return async (
    req: Request,
    res: Response,
    action: AuditAction,
    target = '',
    login = signedIn(res)?.login,
    reason?: string,
  ) => {
    try {
      const entry = { at: clock.now(), login: login ?? null, action, target, requestId: String(req.id) };
      await audit.record(reason === undefined ? entry : { ...entry, reason });
    } catch (err) {
      req.log.error({ err, action }, 'audit entry not recorded');
    }
  };
}
