import type { TFunction } from 'i18next';
import type { z } from 'zod/mini';
import { fieldErrors } from '#shared/schemas/contact-schema.ts';

export type FieldMessages = Record<string, string>;

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldMessages };

/** The field values of a form as the server would receive them from a native post. */
export function readForm(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

// The browser checks with the very schema the server uses; its messages are translation keys
// ('forms:errors.email'), turned into the page language here: one message per field.
export function validateForm<S extends z.ZodMiniType>(
  schema: S,
  values: Record<string, string>,
  t: TFunction,
): Validation<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const keys = fieldErrors(parsed.error);
  return { ok: false, errors: Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)])) };
}
