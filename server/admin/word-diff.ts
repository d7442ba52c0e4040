import { diffWords } from 'diff';
import type { TextChange } from '#shared/admin-view.ts';

// What the office's histories show of a changed text, word by word (a site text's versions, a long field of an
// item's or of the company's details): the words taken out, those put in, and those that stayed.

export const wordsBetween = (from: string, to: string): TextChange[] =>
  diffWords(from, to).map((part) => ({
    text: part.value,
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
