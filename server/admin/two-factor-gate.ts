import type { RequestHandler } from 'express';
import type { AdminStore } from '../storage/admin-store.ts';
import { signedIn } from './admin-csrf.ts';

/** Where an account sets up two-factor sign-in (own-account-routes.ts). */
export const TWO_FACTOR_SETUP_PATH = '/account/two-factor';

/**
 * An account holding a role whose accounts must sign in with two-factor (the accounts page sets which), and which
 * has none yet, is sent to set it up before any other office page (docs/operations.md, "Two-factor sign-in"). The
 * roles are read only for such an account, so the others' requests cost nothing more.
 */
export function twoFactorGate(admin: Pick<AdminStore, 'twoFactorRoles'>): RequestHandler {
  return async (req, res, next) => {
    const account = signedIn(res);
    if (!account || account.hasTwoFactor || req.path.startsWith(TWO_FACTOR_SETUP_PATH)) return next();
    const required = await admin.twoFactorRoles();
    if (!account.roles.some((role) => required.includes(role))) return next();
    res.redirect(303, `${req.baseUrl}${TWO_FACTOR_SETUP_PATH}`);
  };
}
