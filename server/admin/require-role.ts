import type { RequestHandler } from 'express';
import { hasRole, type Role } from '#shared/admin-roles.ts';
import { AppError } from '../errors.ts';
import { signedIn } from './admin-csrf.ts';

export class MissingRoleError extends AppError {
  constructor(role: Role) {
    super(403, `missing_role_${role}`, 'admin:error.missingRole');
  }
}

/** Lets a signed-in account through when its roles allow `role` (admin allows all); 403 otherwise. */
export const requireRole =
  (role: Role): RequestHandler =>
  (_req, res, next) => {
    const admin = signedIn(res);
    next(admin && hasRole(admin.roles, role) ? undefined : new MissingRoleError(role));
  };
