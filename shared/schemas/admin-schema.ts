import { z } from 'zod/mini';
import { isPlainText } from './contact-schema.ts';

// The office inbox's forms, checked by the server with these schemas (and messages: translation keys in
// locales/{mn,en}/admin.json); the sign-in form runs loginSchema in the browser too (client/islands/sign-in-form.tsx),
// and without script the browser's own checks mirror it with required fields.

export const MAX_LOGIN_LENGTH = 200;
export const MAX_PASSWORD_LENGTH = 1024;

export const loginSchema = z.object({
  login: z.string('admin:login.loginRequired').check(
    z.trim(),
    z.minLength(1, { error: 'admin:login.loginRequired', abort: true }),
    z.maxLength(MAX_LOGIN_LENGTH, { error: 'forms:errors.tooLong', abort: true }),
    z.refine<string>((value) => isPlainText(value), { error: 'admin:login.loginRequired', abort: true }),
  ),
  password: z
    .string('admin:login.passwordRequired')
    .check(
      z.minLength(1, { error: 'admin:login.passwordRequired', abort: true }),
      z.maxLength(MAX_PASSWORD_LENGTH, { error: 'forms:errors.tooLong', abort: true }),
    ),
});

export const ENTRY_STATUSES = ['new', 'handled'] as const;

/** Marks an entry handled, or new again. */
export const entryStatusSchema = z.object({ status: z.enum(ENTRY_STATUSES, 'admin:entry.badStatus') });

export type LoginInput = z.infer<typeof loginSchema>;
