import { describe, expect, it } from '@jest/globals';
import type { CollectionItem } from '#shared/collections.ts';
import { directorOf } from '#shared/director.ts';

const member = (id: number, name: string, role: string): CollectionItem => ({ id, fields: { name, role }, docs: {} });

describe('the director the about block quotes', () => {
  it('is the team list’s first member, with the role the list gives them', () => {
    const team = [member(7, 'Batbayar Dorj', 'Founder and Consultant'), member(2, 'Oyunchimeg Bold', 'Partner')];
    expect(directorOf(team)).toEqual({ name: 'Batbayar Dorj', role: 'Founder and Consultant' });
  });

  it('skips a member without a name, and is none for an empty list', () => {
    expect(directorOf([member(1, ' ', 'Chair'), member(2, 'Ganzorig Tsend', 'Partner')])?.name).toBe('Ganzorig Tsend');
    expect(directorOf([])).toBeUndefined();
  });
});
