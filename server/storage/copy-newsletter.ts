import type { Kysely } from 'kysely';
import { toDate, type DatabaseOnPostgres, type DatabaseOnSqlite } from './database.ts';
import { subscriptionMatch } from './person-keys.ts';

const SECRET_SETTING = 'newsletter-secret';

const dateOf = (value: Date | string | null) => (value === null ? null : toDate(value));

/**
 * The newsletter's part of migrate-to-postgres (docs/privacy.md, "Newsletter"), after the sign-ups themselves were copied
 * (as legacy, the column's default): each one's status and moments, the unsubscribed addresses' hashes, and the
 * secret that signed the links already e-mailed and made those hashes, unless the database has one of its own
 * (then the links and hashes from SQLite do not fit it: set NEWSLETTER_SECRET to the old one). A pending sign-up's
 * confirmation e-mail is not copied: its owner may sign up again. Resolves with the hashes copied and whether the
 * secret was copied, already the same, or different.
 */
export async function copyNewsletter(source: Kysely<DatabaseOnSqlite>, target: Kysely<DatabaseOnPostgres>) {
  const signUps = await source
    .selectFrom('subscriptions')
    .select(['email', 'status', 'confirm_sent_at', 'confirmed_at'])
    .where('status', '<>', 'legacy')
    .execute();
  for (const row of signUps) {
    await target
      .updateTable('subscriptions')
      .set({ status: row.status, confirm_sent_at: dateOf(row.confirm_sent_at), confirmed_at: dateOf(row.confirmed_at) })
      .where(subscriptionMatch(row.email))
      .where('status', '=', 'legacy')
      .execute();
  }
  let suppressions = 0;
  for (const row of await source.selectFrom('newsletter_suppressions').selectAll().execute()) {
    const result = await target
      .insertInto('newsletter_suppressions')
      .values({ email_hash: row.email_hash, created_at: toDate(row.created_at) })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    suppressions += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  const secret = await source
    .selectFrom('app_meta')
    .select(['value', 'updated_at'])
    .where('key', '=', SECRET_SETTING)
    .executeTakeFirst();
  if (!secret) return { suppressions, secret: 'none' as const };
  const { numInsertedOrUpdatedRows } = await target
    .insertInto('app_meta')
    .values({ key: SECRET_SETTING, value: secret.value, updated_at: toDate(secret.updated_at) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  if (numInsertedOrUpdatedRows === 1n) return { suppressions, secret: 'copied' as const };
  const there = await target
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', SECRET_SETTING)
    .executeTakeFirst();
  return { suppressions, secret: there?.value === secret.value ? ('same' as const) : ('different' as const) };
}

export type NewsletterCopyReport = Awaited<ReturnType<typeof copyNewsletter>>;
