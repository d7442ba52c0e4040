import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { core } from 'zod';
import { productsFileSchema, type Product } from '#shared/schemas/product-schema.ts';
import { ROOT_DIR } from '../project-root.ts';
import { StartupError } from '../startup-error.ts';

/** The catalogue the operator edits (docs/architecture.md §1: data/ holds content that may be replaced). */
export const PRODUCTS_FILE = path.join(ROOT_DIR, 'data/products.json');

// More than this many problems are summarised: the first ones are enough to find the broken entries.
const MAX_REPORTED_ISSUES = 10;

/** The product file cannot be used; the message names the file, the entry and the field. */
export class ProductFileError extends StartupError {}

/** Reads and validates the catalogue. Throws ProductFileError, so a bad file stops start-up. */
export function readProductsFile(file: string = PRODUCTS_FILE): Product[] {
  const shownName = path.relative(process.cwd(), file) || file;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new ProductFileError(`Invalid product catalogue ${shownName}: cannot read it as JSON (${reason})`, {
      cause: err,
    });
  }
  return parseProducts(raw, shownName);
}

/** Validates already-parsed file content; `source` names the file in the message. */
export function parseProducts(raw: unknown, source: string): Product[] {
  const parsed = productsFileSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const lines = issues.slice(0, MAX_REPORTED_ISSUES).map((issue) => `  ${describeIssue(raw, issue)}`);
  if (issues.length > MAX_REPORTED_ISSUES) lines.push(`  … and ${issues.length - MAX_REPORTED_ISSUES} more`);
  throw new ProductFileError([`Invalid product catalogue ${source}:`, ...lines].join('\n'));
}

// "products[4] (id 5, slug "dth-hammer-6-inch"), field "name.mn": Mongolian text is missing"
function describeIssue(raw: unknown, issue: core.$ZodIssue): string {
  const [index, ...field] = issue.path;
  if (typeof index !== 'number') return `the file must hold an array of products: ${issue.message}`;
  const where = `products[${index}]${entryLabel(Array.isArray(raw) ? raw[index] : undefined)}`;
  const fieldName = field.map(String).join('.');
  return fieldName ? `${where}, field "${fieldName}": ${issue.message}` : `${where}: ${issue.message}`;
}

// The entry's id and slug when they can be read, so the operator finds it in a long file.
function entryLabel(entry: unknown): string {
  if (typeof entry !== 'object' || entry === null) return '';
  const { id, slug } = entry as { id?: unknown; slug?: unknown };
  const parts = [
    typeof id === 'number' || typeof id === 'string' ? `id ${String(id)}` : '',
    typeof slug === 'string' && slug !== '' ? `slug ${JSON.stringify(slug)}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}
