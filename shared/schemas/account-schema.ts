import { z } from 'zod/mini';
import { ROLES } from '../admin-roles.ts';
import { LANGUAGES } from '../constants.ts';
import { EMAIL_PATTERN, isPlainText, MAX_LENGTH } from './contact-schema.ts';

// The office's account forms (docs/operations.md, "Office accounts"): the accounts page's (invite, roles, e-mail),
// the links' (forgotten password, new password) and two-factor sign-in's (a code). Checked by the server; without
// script the browser's own `required` checks mirror them. Messages: translation keys of the admin namespace.

/** What `npm run admin` accepts too: letters, digits and . _ @ -, typed on a phone and shown as who did what. */
export const LOGIN_PATTERN = /^[\p{L}\p{N}._@-]{2,64}$/u;
/** What a new password may be (scripts/admin.ts asks the same). */
export const PASSWORD_LENGTH = { min: 10, max: 200 } as const;
/** A two-factor code: six digits; a recovery code: ten letters and digits, grouped by a dash. */
export const TOTP_DIGITS = 6;

const email = z
  .string('accounts:errors.email')
  .check(
    z.trim(),
    z.minLength(1, { error: 'accounts:errors.email', abort: true }),
    z.maxLength(MAX_LENGTH.email, { error: 'forms:errors.tooLong', abort: true }),
    z.regex(EMAIL_PATTERN, { error: 'accounts:errors.email', abort: true }),
  );

const login = z
  .string('accounts:errors.login')
  .check(z.trim(), z.regex(LOGIN_PATTERN, { error: 'accounts:errors.login', abort: true }));

// A form's ticked boxes: none is absent, one a string, several an array.
const roles = z.pipe(
  z.transform((value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value])),
  z.array(z.enum(ROLES, 'accounts:errors.roles')).check(z.minLength(1, 'accounts:errors.roles')),
);
const language = z.enum(LANGUAGES, 'accounts:errors.language');

export const inviteSchema = z.object({ login, email, roles, language });
export const rolesSchema = z.object({ roles });
/** Roles that must sign in with two-factor: none ticked is allowed. */
export const twoFactorRolesSchema = z.object({
  roles: z.pipe(
    z.transform((value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value])),
    z.array(z.enum(ROLES, 'accounts:errors.roles')),
  ),
});
export const accountContactSchema = z.object({
  email: z.union([z.literal(''), email]),
  language,
});

export const forgotSchema = z.object({ email });

export const newPasswordSchema = z
  .object({
    token: z.string('accounts:password.errors.link'),
    password: z.string('accounts:password.errors.length').check(
      z.minLength(PASSWORD_LENGTH.min, 'accounts:password.errors.length'),
      z.maxLength(PASSWORD_LENGTH.max, 'accounts:password.errors.length'),
      z.refine<string>((value) => isPlainText(value), 'accounts:password.errors.length'),
    ),
    again: z.string('accounts:password.errors.again'),
  })
  .check(
    z.refine((form) => form.password === form.again, { error: 'accounts:password.errors.again', path: ['again'] }),
  );

/** A six-digit code, or a recovery code (its dash and case as typed are forgiven). */
export const codeSchema = z.object({
  code: z
    .string('accounts:twoFactor.errors.code')
    .check(
      z.trim(),
      z.minLength(1, { error: 'accounts:twoFactor.errors.code', abort: true }),
      z.maxLength(40, { error: 'accounts:twoFactor.errors.code', abort: true }),
    ),
});

export type InviteInput = z.infer<typeof inviteSchema>;
