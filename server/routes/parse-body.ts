import type { Request } from 'express';
import type { z } from 'zod/mini';
import { HONEYPOT_FIELD } from '#shared/constants.ts';
import { fieldErrors } from '#shared/schemas/contact-schema.ts';
import { ValidationError } from '../errors.ts';

export type Body = Record<string, unknown>;

/** The parsed JSON or urlencoded body; {} for anything else. */
export function bodyOf(req: Request): Body {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

// Hidden from people by CSS; simple bots fill every field.
export const isTrapFilled = (body: Body) =>
  typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD].trim() !== '';

/** The body as the schema reads it, or a ValidationError naming each failing field's message key. */
export function parseOrThrow<S extends z.ZodMiniType>(schema: S, body: Body, summaryKey?: string): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error), summaryKey);
  return parsed.data;
}
