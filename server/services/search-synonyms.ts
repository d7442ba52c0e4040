// Words a visitor may type for the same thing: spelling variants (tyre and tire, логистик and ложистик) and the
// other language's term, so "tyre" finds the tyres on a Mongolian page and "дугуй" on an English one. Each group
// lists word beginnings (a match is any of them at the start of a word), stems included where Mongolian drops a
// vowel before an ending (өрөм, өрмийн).
export const SEARCH_SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['tyre', 'tire', 'дугуй'],
  ['логистик', 'ложистик', 'logistic'],
  ['drill', 'өрөм', 'өрм'],
  ['bit', 'хошуу'],
  ['customs', 'гааль', 'гаал'],
  ['consult', 'зөвлө'],
  ['rental', 'rent', 'түрээс'],
  ['transport', 'тээвэр', 'тээвр'],
  ['trading', 'trade', 'худалдаа'],
  ['equipment', 'тоног төхөөрөмж'],
  ['mining', 'уурхай'],
  ['e-mail', 'email', 'имэйл', 'и-мэйл'],
];

// A typed word belongs to a group when it is one of its words, begins with one (tyres, логистикийн), or is the
// beginning of one (logist); very short beginnings and words are left alone, so "bi" or "bitumen" stay themselves.
function belongs(word: string, member: string): boolean {
  return (
    word === member || (member.length >= 4 && word.startsWith(member)) || (word.length >= 4 && member.startsWith(word))
  );
}

/** The variants of a query word with the other words of its synonym groups added. */
export function withSynonyms(variants: readonly string[]): string[] {
  const out = new Set(variants);
  for (const group of SEARCH_SYNONYMS) {
    if (variants.some((word) => group.some((member) => belongs(word, member))))
      for (const member of group) out.add(member);
  }
  return [...out];
}
