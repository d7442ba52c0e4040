import type { DatabaseSync } from 'node:sqlite';
import type { PoolClient } from 'pg';
import { allRows, firstRow } from './sqlite-statements.ts';

const SECRET_SETTING = 'newsletter-secret';

interface SourceLifecycle {
  email: string;
  status: string;
  confirm_sent_at: string | null;
  confirmed_at: string | null;
}

const dateOf = (value: string | null) => (value === null ? null : new Date(value));

/**
 * The newsletter's part of migrate-to-postgres (docs/privacy.md, "Newsletter"), after the sign-ups themselves were copied
 * (as legacy, the column's default): each one's status and moments, the unsubscribed addresses' hashes, and the
 * secret that signed the links already e-mailed and made those hashes, unless the database has one of its own
 * (then the links and hashes from SQLite do not fit it: set NEWSLETTER_SECRET to the old one). A pending sign-up's
 * confirmation e-mail is not copied: its owner may sign up again. Resolves with the hashes copied and whether the
 * secret was copied, already the same, or different.
 */
export async function copyNewsletter(source: DatabaseSync, target: PoolClient) {
  const signUps = allRows<SourceLifecycle>(
    source.prepare(`SELECT email, status, confirm_sent_at, confirmed_at FROM subscriptions WHERE status <> 'legacy'`),
  );
  for (const row of signUps) {
    await target.query(
      `UPDATE subscriptions SET status = $2, confirm_sent_at = $3, confirmed_at = $4
       WHERE lower(email) = lower($1) AND status = 'legacy'`,
      [row.email, row.status, dateOf(row.confirm_sent_at), dateOf(row.confirmed_at)],
    );
  }
  let suppressions = 0;
  const hashes = allRows<{ email_hash: string; created_at: string }>(
    source.prepare('SELECT email_hash, created_at FROM newsletter_suppressions'),
  );
  for (const row of hashes) {
    const { rowCount } = await target.query(
      'INSERT INTO newsletter_suppressions (email_hash, created_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [row.email_hash, new Date(row.created_at)],
    );
    suppressions += rowCount ?? 0;
  }
  const secret = firstRow<{ value: string; updated_at: string }>(
    source.prepare('SELECT value, updated_at FROM app_meta WHERE key = ?'),
    SECRET_SETTING,
  );
  if (!secret) return { suppressions, secret: 'none' as const };
  const { rowCount } = await target.query(
    'INSERT INTO app_meta (key, value, updated_at) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING',
    [SECRET_SETTING, secret.value, new Date(secret.updated_at)],
  );
  if (rowCount === 1) return { suppressions, secret: 'copied' as const };
  const { rows } = await target.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [SECRET_SETTING]);
  return { suppressions, secret: rows[0]?.value === secret.value ? ('same' as const) : ('different' as const) };
}

export type NewsletterCopyReport = Awaited<ReturnType<typeof copyNewsletter>>;
