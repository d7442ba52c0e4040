import type { PostResult } from './post-json.ts';

/** What a form makes of the server's answer to its post. */
export type FormOutcome =
  | { kind: 'accepted' }
  /** 400 with per-field messages (already in the visitor's language). */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** Anything else; `error` is the server's own text when it sent one. */
  | { kind: 'failed'; error?: string };

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function textFields(value: unknown): Record<string, string> {
  const entries = Object.entries(record(value) ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return Object.fromEntries(entries);
}

// SPEC §7: success needs an OK status AND `success: true`; a 2xx without the flag is a failure too.
export function formOutcome(result: PostResult): FormOutcome {
  const body = record(result.body);
  if (result.ok && body?.success === true) return { kind: 'accepted' };
  const fields = textFields(body?.fields);
  if (result.status === 400 && Object.keys(fields).length > 0) return { kind: 'invalid', fields };
  const error = typeof body?.error === 'string' && body.error.trim() !== '' ? body.error : undefined;
  return error ? { kind: 'failed', error } : { kind: 'failed' };
}
