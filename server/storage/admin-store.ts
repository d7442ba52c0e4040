// What the office stores about its staff: accounts (a login, a password hash, roles) and their sessions.
import { parseRoles, type Role } from '#shared/admin-roles.ts';

export interface AdminUser {
  id: number;
  login: string;
  passwordHash: string;
  roles: Role[];
}

export interface AdminAccount {
  login: string;
  createdAt: Date;
  roles: Role[];
}

export interface AdminSession {
  userId: number;
  login: string;
  roles: Role[];
}

export interface AdminStore {
  countUsers(): Promise<number>;
  /** In order of login. */
  listUsers(): Promise<AdminAccount[]>;
  findUser(login: string): Promise<AdminUser | undefined>;
  /** False when the login is taken. */
  addUser(login: string, passwordHash: string, now: Date, roles: readonly Role[]): Promise<boolean>;
  /** Sets the account's roles (its sessions see them at their next request); false when there is no such login. */
  setRoles(login: string, roles: readonly Role[]): Promise<boolean>;
  /** Sets the password and ends every session of the account; false when there is no such login. */
  setPassword(login: string, passwordHash: string, now: Date): Promise<boolean>;
  /** Removes the account with its sessions; false when there is no such login. */
  removeUser(login: string): Promise<boolean>;
  /** `tokenHash` is the SHA-256 of the session's token; the token itself is never stored. */
  createSession(tokenHash: string, userId: number, now: Date): Promise<void>;
  /**
   * The session's account when the session was last seen after `idleSince` and made after `signedInSince`
   * (default: any time), and marks it seen at `now` unless it was already marked after `markedSince` (default
   * `now`: always), so a burst of requests writes once; undefined for an unknown, idle or too old session (which
   * is removed).
   */
  touchSession(
    tokenHash: string,
    idleSince: Date,
    now: Date,
    markedSince?: Date,
    signedInSince?: Date,
  ): Promise<AdminSession | undefined>;
  deleteSession(tokenHash: string): Promise<void>;
}

/** The roles column as read back; a value the application did not write counts as no role at all. */
export const rolesFromColumn = (text: string): Role[] => parseRoles(text) ?? [];
