import { diffWords } from 'diff';
import type { TextChange } from '#shared/admin-view.ts';

// What the office's histories show of a changed text, word by word (a site text's versions, a long field of an
// item's or of the company's details): the words taken out, those put in, and those that stayed.

// diff's own tokenizer knows Latin letters only: a Mongolian word would be compared letter by letter. The
// platform's word segmenter knows Cyrillic words as words.
const WORDS = new Intl.Segmenter('mn', { granularity: 'word' });

export const wordsBetween = (from: string, to: string): TextChange[] =>
  diffWords(from, to, { intlSegmenter: WORDS }).map((part) => ({
    text: part.value,
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
