import { ROLES } from '#shared/admin-roles.ts';
import type { AccountProps, AccountRow, AccountState, HandLink, SessionRow } from '#shared/accounts-view.ts';
import { localTime } from '../services/enquiry-formats.ts';
import type { AdminAccount, AdminUser } from '../storage/admin-store.ts';
import type { AccountLink } from '../storage/admin-links.ts';
import type { OpenSession } from '../storage/admin-sessions.ts';
import { linkAddress, type AccountTokens } from './account-tokens.ts';

// What the account pages show of the store's rows (client/admin/account*-page.tsx print it): times in Ulaanbaatar,
// every address whole.

/**
 * The notice of a page after a change, ?notice=roles-changed reading <prefix>.rolesChanged (the accounts
 * namespace); anything else says nothing.
 */
export function accountNotices(prefix: string, names: readonly string[]) {
  const keys = new Map(
    names.map((name) => [name, name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())]),
  );
  return (query: unknown): { key: string; kind: 'info' } | undefined => {
    const key = typeof query === 'string' ? keys.get(query) : undefined;
    return key ? { key: `accounts:${prefix}.${key}`, kind: 'info' } : undefined;
  };
}

/** The accounts pages' notices after a change (?notice=…). */
export const readAccountNotice = accountNotices('notices', [
  'invited',
  'invited-again',
  'roles-changed',
  'contact-changed',
  'disabled',
  'enabled',
  'removed',
  'sessions-ended',
  'session-ended',
  'two-factor-reset',
  'two-factor-roles-changed',
]);

/** A posted form's fields, as the body parser read them. */
export const postedForm = (req: { body?: unknown }) => (req.body ?? {}) as Record<string, unknown>;

const timeOrEmpty = (date: Date | undefined) => (date ? localTime(date) : '');

export const accountPath = (base: string, login: string) => `${base}/accounts/${encodeURIComponent(login)}`;

export function stateOf(account: Pick<AdminAccount, 'isDisabled' | 'isInvited'>): AccountState {
  if (account.isDisabled) return 'disabled';
  return account.isInvited ? 'invited' : 'active';
}

export function accountRows(base: string, accounts: readonly AdminAccount[], you: string): AccountRow[] {
  return accounts.map((account) => ({
    login: account.login,
    href: accountPath(base, account.login),
    email: account.email ?? '',
    roles: account.roles,
    state: stateOf(account),
    lastSignIn: timeOrEmpty(account.lastSignInAt),
    hasTwoFactor: account.hasTwoFactor,
    isYou: account.login === you,
  }));
}

export function sessionRows(sessions: readonly OpenSession[], thisSession: string): SessionRow[] {
  return sessions.map((session) => ({
    id: session.tokenHash,
    device: session.device,
    signedIn: localTime(session.signedInAt),
    lastSeen: localTime(session.lastSeenAt),
    isThis: session.tokenHash === thisSession,
  }));
}

/** An invitation's link, to pass on by hand: the page it opens is in the office's language of `base`. */
export const handLink = (origin: string, base: string, tokens: AccountTokens, link: AccountLink): HandLink => ({
  login: link.login,
  href: linkAddress(origin, base, tokens.token(link)),
  expires: localTime(link.expiresAt),
});

interface ColleagueFacts {
  base: string;
  user: AdminUser;
  createdAt: Date;
  sessions: readonly OpenSession[];
  you: { login: string; tokenHash: string };
}

export function accountProps({ base, user, createdAt, sessions, you }: ColleagueFacts): AccountProps {
  return {
    login: user.login,
    email: user.email ?? '',
    language: user.language,
    roles: user.roles,
    allRoles: ROLES,
    state: stateOf({ isDisabled: user.isDisabled, isInvited: user.passwordHash === '' }),
    created: localTime(createdAt),
    lastSignIn: timeOrEmpty(user.lastSignInAt),
    hasTwoFactor: user.totpSecret !== undefined,
    isYou: user.login === you.login,
    actionBase: accountPath(base, user.login),
    listHref: `${base}/accounts`,
    sessions: sessionRows(sessions, you.tokenHash),
  };
}
