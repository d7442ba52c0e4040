// The office accounts' single-use links (docs/operations.md, "Office accounts"): an invitation (its account has no
// password yet) or a password reset, each a row of admin_tokens; the link itself is the HMAC of its row under the
// site's secret (server/admin/account-tokens.ts), so the database holds none. Their e-mails wait in admin_mail until
// the SMTP server takes them, claimed by one replica at a time as the other outboxes' are.
import { sql, type Expression, type SqlBool } from 'kysely';
import { formatRoles, type Role } from '#shared/admin-roles.ts';
import type { Language } from '#shared/constants.ts';
import { isUniqueViolation, languageFromColumn, momentOrUndefined } from './admin-columns.ts';
import { writeThen } from './content-store-queries.ts';
import { toDate, type StoreDatabase } from './database.ts';
import { outboxMarks } from './outbox-marks.ts';

export type LinkPurpose = 'invite' | 'reset';

/** An invitation's account: it gets a password from the invitation's link. */
export interface InvitedAccount {
  login: string;
  email: string;
  roles: readonly Role[];
  language: Language;
}

/** A link's row, with what its account is now. */
export interface AccountLink {
  id: number;
  userId: number;
  purpose: LinkPurpose;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | undefined;
  login: string;
}

/** A link's e-mail, claimed for sending: where to, in which language. */
export interface LinkMail {
  id: number;
  attempts: number;
  link: AccountLink;
  email: string;
  language: Language;
}

export interface AdminLinks {
  /** The account (no password) with its invitation and the invitation's e-mail; or why not. */
  invite(account: InvitedAccount, now: Date, expiresAt: Date): Promise<number | 'login-taken' | 'email-taken'>;
  /** A new link of the account, with its e-mail; its id. */
  newLink(userId: number, purpose: LinkPurpose, now: Date, expiresAt: Date): Promise<number>;
  /** The link whatever its state: the caller says whether it may still be used (account-links.ts). */
  findLink(id: number): Promise<AccountLink | undefined>;
  /**
   * Uses the link, once: only while it is unused, unexpired at `now` and made no earlier than the account's latest
   * password change and after its latest sign-in; sets the password and ends every session of the account. The
   * account's login, or undefined when the link could not be used.
   */
  useLink(id: number, passwordHash: string, now: Date): Promise<string | undefined>;
  /** The accounts' open invitations (unused, unexpired at `now`), the latest of each account. */
  openInvitations(now: Date): Promise<AccountLink[]>;
  /** Claims the oldest e-mail due whose link is still open, until `claimUntil`. */
  claimDueLinkMail(now: Date, claimUntil: Date): Promise<LinkMail | undefined>;
  markLinkMailSent(id: number, now: Date): Promise<void>;
  markLinkMailFailed(id: number, error: string, nextAttemptAt: Date): Promise<void>;
  /** Deletes the links (and e-mails) expired before `before`; how many. */
  deleteExpiredLinks(before: Date): Promise<number>;
}

const LINK_COLUMNS = [
  't.id',
  't.user_id',
  't.purpose',
  't.created_at',
  't.expires_at',
  't.used_at',
  'u.login',
  'u.email',
  'u.language',
] as const;

interface LinkRow {
  id: number;
  user_id: number;
  purpose: LinkPurpose;
  created_at: Date | string;
  expires_at: Date | string;
  used_at: Date | string | null;
  login: string;
}

const toLink = (row: LinkRow): AccountLink => ({
  id: row.id,
  userId: row.user_id,
  purpose: row.purpose,
  createdAt: toDate(row.created_at),
  expiresAt: toDate(row.expires_at),
  usedAt: momentOrUndefined(row.used_at),
  login: row.login,
});

export function createAdminLinks(database: StoreDatabase): AdminLinks {
  const { engine, db, batch } = database;
  const marks = outboxMarks(db, 'admin_mail');
  const links = () => db.selectFrom('admin_tokens as t').innerJoin('admin_users as u', 'u.id', 't.user_id');
  // Open: unused, unexpired, and neither a password change nor a sign-in of its account since it was made.
  const isOpen = (now: Date): Expression<SqlBool> =>
    sql<SqlBool>`t.used_at IS NULL AND t.expires_at > ${now} AND t.created_at >= u.password_changed_at
      AND (u.last_sign_in_at IS NULL OR t.created_at > u.last_sign_in_at)`;
  const latestLinkOf = (userId: number) =>
    db
      .selectFrom('admin_tokens')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('user_id', '=', userId);
  const linkAndMail = (userId: number, purpose: LinkPurpose, now: Date, expiresAt: Date) => [
    db.insertInto('admin_tokens').values({ user_id: userId, purpose, created_at: now, expires_at: expiresAt }),
    db
      .insertInto('admin_mail')
      .columns(['token_id', 'next_attempt_at', 'created_at'])
      .expression(
        latestLinkOf(userId).select((eb) => [eb.val(now).as('next_attempt_at'), eb.val(now).as('created_at')]),
      ),
  ];
  const newestId = async (userId: number) => (await latestLinkOf(userId).executeTakeFirstOrThrow()).id as number;

  return {
    async invite({ login, email, roles, language }, now, expiresAt) {
      const taken = await db
        .selectFrom('admin_users')
        .select(['login'])
        .where((eb) => eb.or([eb('login', '=', login), eb(eb.fn('lower', ['email']), '=', email.toLowerCase())]))
        .executeTakeFirst();
      if (taken) return taken.login === login ? 'login-taken' : 'email-taken';
      const user = { login, email, roles: formatRoles(roles), language, password_hash: '' };
      try {
        const [inserted] = await batch([
          db.insertInto('admin_users').values({ ...user, created_at: now, password_changed_at: now }),
        ]);
        if (inserted !== 1) return 'login-taken';
      } catch (err) {
        // Another admin invited the same login or address a moment ago.
        if (isUniqueViolation(err)) return 'login-taken';
        throw err;
      }
      const { id } = await db
        .selectFrom('admin_users')
        .select('id')
        .where('login', '=', login)
        .executeTakeFirstOrThrow();
      await batch(linkAndMail(id, 'invite', now, expiresAt));
      return newestId(id);
    },

    async newLink(userId, purpose, now, expiresAt) {
      await batch(linkAndMail(userId, purpose, now, expiresAt));
      return newestId(userId);
    },

    async findLink(id) {
      const row = await links().select(LINK_COLUMNS).where('t.id', '=', id).executeTakeFirst();
      return row && toLink(row);
    },

    async useLink(id, passwordHash, now) {
      const link = await links().select(LINK_COLUMNS).where('t.id', '=', id).where(isOpen(now)).executeTakeFirst();
      if (!link) return undefined;
      // Marked used only while still open (the conditions again, in the write): two posts of one link set one
      // password.
      const open = db.selectFrom('admin_tokens as t').innerJoin('admin_users as u', 'u.id', 't.user_id').select('t.id');
      const used = db
        .updateTable('admin_tokens')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('id', 'in', open.where('t.id', '=', id).where(isOpen(now)));
      const isUsed = await writeThen(database, used, [
        db
          .updateTable('admin_users')
          .set({ password_hash: passwordHash, password_changed_at: now })
          .where('id', '=', link.user_id),
        db.deleteFrom('admin_sessions').where('user_id', '=', link.user_id),
      ]);
      return isUsed ? link.login : undefined;
    },

    async openInvitations(now) {
      const rows = await links()
        .select(LINK_COLUMNS)
        .where('t.purpose', '=', 'invite')
        .where('u.password_hash', '=', '')
        .where(isOpen(now))
        .orderBy('u.login')
        .orderBy('t.id', 'desc')
        .execute();
      const latest = rows.filter((row, index) => rows.findIndex((other) => other.user_id === row.user_id) === index);
      return latest.map(toLink);
    },

    async claimDueLinkMail(now, claimUntil) {
      const due = db
        .selectFrom('admin_mail as m')
        .innerJoin('admin_tokens as t', 't.id', 'm.token_id')
        .innerJoin('admin_users as u', 'u.id', 't.user_id')
        .select('m.id')
        .where('m.sent_at', 'is', null)
        .where('m.next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('m.claimed_until', 'is', null), eb('m.claimed_until', '<=', now)]))
        .where('u.email', 'is not', null)
        .where(isOpen(now))
        .orderBy('m.next_attempt_at')
        .orderBy('m.id')
        .limit(1)
        // FOR UPDATE SKIP LOCKED: an e-mail another replica is claiming at this moment is skipped, not waited for.
        .$if(engine === 'postgres', (query) => query.forUpdate('m').skipLocked());
      const claimed = await db
        .updateTable('admin_mail')
        .set({ claimed_until: claimUntil })
        .where('id', '=', due)
        .returning(['id', 'attempts', 'token_id'])
        .executeTakeFirst();
      if (!claimed) return undefined;
      const row = await links().select(LINK_COLUMNS).where('t.id', '=', claimed.token_id).executeTakeFirst();
      if (!row?.email) return undefined;
      const link = toLink(row);
      return {
        id: claimed.id,
        attempts: claimed.attempts,
        link,
        email: row.email,
        language: languageFromColumn(row.language),
      };
    },

    markLinkMailSent: marks.sent,
    markLinkMailFailed: marks.failed,

    async deleteExpiredLinks(before) {
      const { numDeletedRows } = await db
        .deleteFrom('admin_tokens')
        .where('expires_at', '<', before)
        .executeTakeFirst();
      return Number(numDeletedRows);
    },
  };
}
