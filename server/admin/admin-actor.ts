import type { Request, Response } from 'express';
import type { AuditAction } from '../storage/audit-store.ts';
import type { AuditTrail } from './audit-trail.ts';
import { login } from './admin-request.ts';

// Who makes a change in the lifecycle's actions (item-actions.ts, global-actions.ts): a signed-in request from the
// office's buttons, or the schedule runner on behalf of the account that scheduled it (schedule-runner.ts).

export interface Actor {
  /** The account the revision is by. */
  by: string;
  /** Where the change is logged: the request's log (with its id), or the runner's. */
  log: { info(fields: Record<string, unknown>, message: string): void };
  /** Writes the change to the audit log. */
  record(action: AuditAction, target: string): Promise<void>;
}

/** The signed-in account of an office request. */
export const requestActor = (record: AuditTrail, req: Request, res: Response): Actor => ({
  by: login(res),
  log: req.log,
  record: (action, target) => record(req, res, action, target),
});
