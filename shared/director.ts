import type { CollectionItem } from './collections.ts';

// The director the about block's card quotes (docs/specification.md §2: the CEO's name and title) is a member of the
// team list, not a second copy of one: the card prints the name and role of that list's first member (the office
// orders the list), so the home page, the about page and the member's own page never give one person two titles.

export interface Director {
  name: string;
  role: string;
}

/** The team list's first member with a name, or undefined when the list has none. */
export function directorOf(team: readonly CollectionItem[]): Director | undefined {
  const member = team.find((item) => (item.fields.name ?? '').trim() !== '');
  return member && { name: member.fields.name ?? '', role: member.fields.role ?? '' };
}
