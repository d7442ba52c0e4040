import { z } from 'zod/mini';
import { isPlainText } from './contact-schema.ts';

// One edited text of the site (docs/content.md, "Texts"): both languages, plain text. A text's {{placeholders}}
// are filled in by the page (a count, a name): an edit keeps exactly the ones its shipped default has, or the
// page would show the braces or lose the figure. Checked in the office's form and on the server alike.

export const TEXT_MAX_LENGTH = 2000;

export interface TextValue {
  mn: string;
  en: string;
}

/**
 * A text as the office publishes it: its value, and the shipped text it was written over, so that a later version
 * of the site whose shipped text differs can say so (the edit stays as it is).
 */
export interface PublishedText extends TextValue {
  basis?: TextValue;
}

const PLACEHOLDER = /\{\{\s*([^}\s,]+)[^}]*\}\}/g;

/** The names of a text's placeholders, sorted, once each. */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))].sort();

/**
 * The schema of an edit of the text whose default is `shipped`. A draft may leave a language empty; publishing
 * (`complete`) needs both. Messages are translation keys (locales/{mn,en}/admin.json).
 */
export function textEditSchema(shipped: TextValue, { complete }: { complete: boolean }) {
  const field = (lng: keyof TextValue) => {
    const expected = placeholdersOf(shipped[lng]).join();
    return z.string('admin:texts.errors.required').check(
      z.trim(),
      z.refine<string>((value) => !complete || value !== '', { error: 'admin:texts.errors.required', abort: true }),
      z.maxLength(TEXT_MAX_LENGTH, { error: 'forms:errors.tooLong', abort: true }),
      z.refine<string>((value) => isPlainText(value, true), { error: 'admin:texts.errors.characters', abort: true }),
      z.refine<string>((value) => value === '' || placeholdersOf(value).join() === expected, {
        error: 'admin:texts.errors.placeholders',
        abort: true,
      }),
    );
  };
  return z.object({ mn: field('mn'), en: field('en') });
}
