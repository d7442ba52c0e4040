import { describe, expect, it } from '@jest/globals';
import { formatRoles, hasRole, parseRoles } from '#shared/admin-roles.ts';

describe('office roles', () => {
  it('lets admin do everything, and the other roles only their own part', () => {
    expect(hasRole(['admin'], 'inbox')).toBe(true);
    expect(hasRole(['admin'], 'editor')).toBe(true);
    expect(hasRole(['inbox'], 'inbox')).toBe(true);
    expect(hasRole(['inbox'], 'editor')).toBe(false);
    expect(hasRole(['editor', 'inbox'], 'admin')).toBe(false);
    expect(hasRole([], 'inbox')).toBe(false);
  });

  it('reads a typed list in any order, keeps the stored order, and refuses an empty or unknown one', () => {
    expect(parseRoles(' editor , inbox ')).toEqual(['inbox', 'editor']);
    expect(formatRoles(['admin', 'inbox', 'inbox'])).toBe('inbox,admin');
    expect(parseRoles('')).toBeUndefined();
    expect(parseRoles('inbox,owner')).toBeUndefined();
    expect(parseRoles('Inbox')).toBeUndefined();
  });
});
