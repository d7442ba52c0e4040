import type { Request } from 'express';
import {
  BULK_REFUSALS,
  bulkSchema,
  type BulkAction,
  type BulkOutcome,
  type BulkRefusal,
} from '#shared/bulk-actions.ts';
import { ValidationError } from '../errors.ts';
import { single } from './edit-notices.ts';

// A bulk post of an office list and the way back to the list (docs/content.md, "Bulk actions"): the form read
// with its schema, and its outcome carried in the list's address after the 303 (how many changed, each item left
// unchanged by its id and why), to be named by the list that shows it; the list's search, filter and page kept.

/** What a bulk post did, its items by id: the list names them when it shows it. */
export type BulkResult =
  | { action: BulkAction; changed: number; refused: ReadonlyArray<{ id: string; why: BulkRefusal }> }
  | { error: 'none' | 'tooMany' };

/** The ids a form posted under `name`: one, several, or none. */
const many = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((one): one is string => typeof one === 'string');

/**
 * The posted form: its action and its ids (each once, in the order posted), or the notice to go back with when
 * none or too many were ticked. An action the list has not is a bad form (400).
 */
export function readBulkForm(
  body: unknown,
  actions: readonly [BulkAction, ...BulkAction[]],
): { ok: true; action: BulkAction; ids: string[] } | { ok: false; error: 'none' | 'tooMany' } {
  const form = (body ?? {}) as Record<string, unknown>;
  const parsed = bulkSchema(actions).safeParse({ action: single(form.action), ids: [...new Set(many(form.ids))] });
  if (parsed.success) return { ok: true, ...parsed.data };
  const issue = parsed.error.issues[0];
  if (issue?.path[0] === 'ids') return { ok: false, error: issue.code === 'too_big' ? 'tooMany' : 'none' };
  throw new ValidationError({ action: 'admin:bulk.errors.action' });
}

/** The list's view the form posted back (its search, filter, page): `names` only, as short as a query takes. */
export function postedView(body: unknown, names: readonly string[]): Record<string, string> {
  const form = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    names.flatMap((name) => (single(form[name]) ? [[name, single(form[name]).slice(0, 100)]] : [])),
  );
}

/** The list's address, in its view, saying what the post did. */
export function bulkAnswer(listHref: string, view: Record<string, string>, result: BulkResult): string {
  const query = new URLSearchParams(view);
  if ('error' in result) query.set('bulk', result.error);
  else {
    query.set('bulk', result.action);
    query.set('changed', String(result.changed));
    for (const { id, why } of result.refused) query.append('refused', `${why}:${id}`);
  }
  return `${listHref}?${query.toString()}`;
}

/** A refusal read back: `<why>:<id>` (a text's id has colons of its own). */
function refusalOf(value: string): { id: string; why: BulkRefusal } | undefined {
  const colon = value.indexOf(':');
  const why = BULK_REFUSALS.find((refusal) => refusal === value.slice(0, colon));
  return why && colon < value.length - 1 ? { id: value.slice(colon + 1), why } : undefined;
}

/** What the list's address says a bulk post did, if it says so (anything else says nothing). */
export function bulkResultOf(query: Request['query'], actions: readonly BulkAction[]): BulkResult | undefined {
  const said = single(query.bulk);
  if (said === 'none' || said === 'tooMany') return { error: said };
  const action = actions.find((candidate) => candidate === said);
  if (!action) return undefined;
  const changed = Math.max(0, Math.trunc(Number(single(query.changed))) || 0);
  const refused = many(query.refused).flatMap((value) => refusalOf(value) ?? []);
  return { action, changed, refused };
}

/** The result as the list shows it: each item left unchanged named (`names`: its name in each language). */
export function bulkOutcome(
  result: BulkResult,
  names: (id: string) => { mn: string; en: string } | undefined,
): BulkOutcome {
  if ('error' in result) return result;
  return {
    ...result,
    refused: result.refused.map(({ id, why }) => ({ id, why, name: names(id) ?? { mn: '', en: '' } })),
  };
}
