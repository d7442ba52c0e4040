// The office accounts' columns as the stores read them back (admin-store.ts, admin-sessions.ts).
import { parseRoles, type Role } from '#shared/admin-roles.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/constants.ts';
import { isLanguage } from '#shared/language-link.ts';
import { toDate } from './database.ts';

/** The roles column as read back; a value the application did not write counts as no role at all. */
export const rolesFromColumn = (text: string): Role[] => parseRoles(text) ?? [];

/** The language column; a value the application did not write is the site's default. */
export const languageFromColumn = (value: string): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

export const momentOrUndefined = (value: Date | string | null) => (value === null ? undefined : toDate(value));

/** A unique violation of either engine (the e-mail's index): a race lost to another account. */
export const isUniqueViolation = (err: unknown) => {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
};
