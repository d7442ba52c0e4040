import type { PostResult } from './post-json.ts';

/** What a form makes of the server's answer to its post. */
export type FormOutcome =
  | { kind: 'accepted' }
  /** 400 with per-field messages (already in the visitor's language), and the server's summary. */
  | { kind: 'invalid'; fields: Record<string, string>; error?: string }
  /** Anything else; `error` is the server's own text when it sent one. */
  | { kind: 'failed'; error?: string };

/** The line a form shows under itself: a thank-you or a failure. */
export interface FormNoticeState {
  kind: 'success' | 'error';
  text: string;
}

interface NoticeTexts {
  success: string;
  error: string;
  /**
   * docs/specification.md §8: the service, subscribe and quotation forms show the server's error text when there is
   * one.
   */
  showsServerError?: boolean;
  /** The quote forms also fail aloud on refused fields, which may be ones they do not show (the message). */
  isInvalidAFailure?: boolean;
}

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

// docs/specification.md §7: success needs an OK status AND `success: true`; a 2xx without the flag is a failure too.
export function formOutcome(result: PostResult): FormOutcome {
  const body = record(result.body);
  if (result.ok && body?.success === true) return { kind: 'accepted' };
  const error = typeof body?.error === 'string' && body.error.trim() !== '' ? { error: body.error } : {};
  const fields = textFields(body?.fields);
  // 400, or 413 and 415 for a refused file (its message under the files field).
  const isRefusal = result.status === 400 || result.status === 413 || result.status === 415;
  if (isRefusal && Object.keys(fields).length > 0) return { kind: 'invalid', fields, ...error };
  return { kind: 'failed', ...error };
}

/** What a form says about an outcome (none while it is idle or sending, nor for refused fields it marks). */
export function formNotice(outcome: FormOutcome | null, texts: NoticeTexts): FormNoticeState | null {
  if (!outcome) return null;
  if (outcome.kind === 'accepted') return { kind: 'success', text: texts.success };
  if (outcome.kind === 'invalid' && !texts.isInvalidAFailure) return null;
  const serverText = texts.showsServerError ? outcome.error : undefined;
  return { kind: 'error', text: serverText ?? texts.error };
}
