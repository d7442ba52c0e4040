// A changed text word by word, in either language: whole words taken out and put in, the rest kept.
import { describe, expect, it } from '@jest/globals';
import { wordsBetween } from '#server/admin/word-diff.ts';

const changed = (from: string, to: string) =>
  wordsBetween(from, to)
    .filter((part) => part.kind !== 'same')
    .map((part) => `${part.kind === 'added' ? '+' : '-'}${part.text.trim()}`);

describe('a text changed word by word', () => {
  it('compares Mongolian words as words, not letter by letter', () => {
    expect(changed('Хатуу чулуулагт зориулсан', 'Маш хатуу чулуулагт зориулсан')).toEqual(['-Хатуу', '+Маш хатуу']);
  });

  it('compares English words as words', () => {
    expect(changed('For soft rock.', 'For hard rock.')).toEqual(['-soft', '+hard']);
  });
});
