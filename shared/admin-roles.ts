// What an office account may do (docs/operations.md, "Office roles"): read the enquiries (inbox), edit the site's
// content (editor), read the site's statistics (stats), or everything, accounts included (admin). An account has one
// or more; admin implies the others.

export const ROLES = ['inbox', 'editor', 'stats', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const isRole = (value: string): value is Role => ROLES.some((role) => role === value);

/** Whether an account with `roles` may do what `role` allows. */
export const hasRole = (roles: readonly Role[], role: Role) => roles.includes('admin') || roles.includes(role);

/** Roles as the database keeps them: a comma-separated list in ROLES' order. */
export const formatRoles = (roles: readonly Role[]) => ROLES.filter((role) => roles.includes(role)).join(',');

/** "inbox,editor" (any order, spaces allowed) as roles; undefined when empty or naming an unknown role. */
export function parseRoles(text: string): Role[] | undefined {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0 || !names.every(isRole)) return undefined;
  return ROLES.filter((role) => names.includes(role));
}
