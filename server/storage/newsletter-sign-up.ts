// The newsletter's sign-up and its confirmation (newsletter-store.ts), each engine its own way: both read before
// they write, as one. SQLite does it in one BEGIN IMMEDIATE transaction, so two processes on one file take turns;
// PostgreSQL in one statement (several steps as data-modifying CTEs, which SQLite has not), so it is atomic without
// an explicit transaction and holds a pool connection only for that statement.
import { sql, type Kysely } from 'kysely';
import { consentColumns } from './consent-columns.ts';
import {
  toDate,
  type Database,
  type PostgresStoreDatabase,
  type SqliteStoreDatabase,
  type StoreDatabase,
} from './database.ts';
import { subscriptionAddress } from './enquiry-rows.ts';
import type { NewSignUp, SignUpResult } from './newsletter-store.ts';
import { queueWebhookEvent, type WebhookEvents } from './webhook-deliveries.ts';

function signUpOnSqlite({ own, transaction }: SqliteStoreDatabase, signUp: NewSignUp): SignUpResult {
  const { email, language, now, consent, resendAfter } = signUp;
  const { address, normalized } = subscriptionAddress(email);
  const queueMail = (subscriptionId: number) =>
    own
      .insertInto('newsletter_outbox')
      .values({ subscription_id: subscriptionId, kind: 'confirm', next_attempt_at: now, created_at: now });
  return transaction(({ rows, changes }) => {
    const [row] = rows(
      own
        .selectFrom('subscriptions')
        .select(['id', 'status', 'confirm_sent_at'])
        .where('email_normalized', '=', normalized),
    );
    if (!row) {
      const [added] = rows(
        own
          .insertInto('subscriptions')
          .values({
            email: address,
            email_normalized: normalized,
            language,
            created_at: now,
            status: 'pending',
            confirm_sent_at: now,
            ...consentColumns(consent),
          })
          .returning('id'),
      );
      if (!added) throw new Error('the sign-up insert returned no row');
      changes(queueMail(added.id));
      return 'added';
    }
    const tooSoon = row.confirm_sent_at !== null && toDate(row.confirm_sent_at) > resendAfter;
    if (row.status === 'confirmed' || tooSoon) return 'exists';
    // A new consent replaces the one given before; without one (never, since the forms ask for it) the old one is kept.
    changes(
      own
        .updateTable('subscriptions')
        .set({ status: 'pending', confirm_sent_at: now, language, ...(consent ? consentColumns(consent) : {}) })
        .where('id', '=', row.id),
    );
    changes(queueMail(row.id));
    return 'reissued';
  });
}

async function signUpOnPostgres({ db }: PostgresStoreDatabase, signUp: NewSignUp): Promise<SignUpResult> {
  const { email, language, now, consent, resendAfter } = signUp;
  const { address } = subscriptionAddress(email);
  // The unique index on lower(email) settles a race between replicas: one inserts, the other finds the link just
  // issued too recent to send another. xmax = 0 only on a row this statement inserted. A new consent replaces the
  // one given before; without one (never, since the forms ask for it) the old one is kept.
  const row = await db
    .with('upsert', (query) =>
      query
        .insertInto('subscriptions')
        .values({
          email: address,
          language,
          created_at: now,
          status: 'pending',
          confirm_sent_at: now,
          ...consentColumns(consent),
        })
        .onConflict((conflict) =>
          conflict
            .expression(sql`lower(email)`)
            .doUpdateSet((eb) => ({
              status: 'pending',
              confirm_sent_at: eb.ref('excluded.confirm_sent_at'),
              language: eb.ref('excluded.language'),
              consent_at: eb.fn.coalesce('excluded.consent_at', 'subscriptions.consent_at'),
              consent_version: eb.fn.coalesce('excluded.consent_version', 'subscriptions.consent_version'),
              consent_language: eb.fn.coalesce('excluded.consent_language', 'subscriptions.consent_language'),
              consent_form: eb.fn.coalesce('excluded.consent_form', 'subscriptions.consent_form'),
            }))
            .where((eb) =>
              eb.and([
                eb('subscriptions.status', '<>', 'confirmed'),
                eb.or([
                  eb('subscriptions.confirm_sent_at', 'is', null),
                  eb('subscriptions.confirm_sent_at', '<=', resendAfter),
                ]),
              ]),
            ),
        )
        .returning(['id', 'confirm_sent_at', sql<boolean>`xmax = 0`.as('inserted')]),
    )
    .with('mail', (query) =>
      query
        .insertInto('newsletter_outbox')
        .columns(['subscription_id', 'kind', 'next_attempt_at', 'created_at'])
        .expression((eb) =>
          eb.selectFrom('upsert').select(['id', sql.lit('confirm').as('kind'), 'confirm_sent_at', 'confirm_sent_at']),
        ),
    )
    .selectFrom('upsert')
    .select('inserted')
    .executeTakeFirst();
  if (!row) return 'exists';
  return row.inserted ? 'added' : 'reissued';
}

function confirmOnSqlite(
  { db, transaction }: SqliteStoreDatabase,
  id: number,
  emailHash: string,
  now: Date,
  webhook: WebhookEvents | undefined,
) {
  return transaction(({ rows, changes }) => {
    const [row] = rows(db.selectFrom('subscriptions').select(['status', 'email', 'language']).where('id', '=', id));
    if (row?.status === 'confirmed') return 'already';
    if (row?.status !== 'pending') return 'missing';
    changes(db.updateTable('subscriptions').set({ status: 'confirmed', confirmed_at: now }).where('id', '=', id));
    changes(db.deleteFrom('newsletter_outbox').where('subscription_id', '=', id));
    changes(db.deleteFrom('newsletter_suppressions').where('email_hash', '=', emailHash));
    if (webhook) changes(queueWebhookEvent(db, webhook.subscriptionConfirmed(row, now)));
    return 'confirmed';
  });
}

async function confirmStatement(db: Kysely<Database>, id: number, emailHash: string, now: Date) {
  // A confirmation racing this one waits for the row's lock, then finds it confirmed.
  const row = await db
    .with('target', (query) =>
      query.selectFrom('subscriptions').select(['id', 'status', 'email', 'language']).where('id', '=', id).forUpdate(),
    )
    .with('confirmed', (query) =>
      query
        .updateTable('subscriptions')
        .set({ status: 'confirmed', confirmed_at: now })
        .where('id', '=', query.selectFrom('target').select('id'))
        .where('status', '=', 'pending')
        .returning('id'),
    )
    .with('mails', (query) =>
      query.deleteFrom('newsletter_outbox').where('subscription_id', 'in', query.selectFrom('confirmed').select('id')),
    )
    .with('unsuppressed', (query) =>
      query
        .deleteFrom('newsletter_suppressions')
        .where('email_hash', '=', emailHash)
        .where((eb) => eb.exists(eb.selectFrom('confirmed').select('id'))),
    )
    .selectNoFrom((eb) => [
      eb.selectFrom('target').select('status').as('before'),
      eb.selectFrom('target').select('email').as('email'),
      eb.selectFrom('target').select('language').as('language'),
      eb.exists(eb.selectFrom('confirmed').select('id')).as('confirmed'),
    ])
    .executeTakeFirst();
  return row;
}

async function confirmOnPostgres(
  { db }: PostgresStoreDatabase,
  id: number,
  emailHash: string,
  now: Date,
  webhook: WebhookEvents | undefined,
) {
  // With a webhook, the event is written in the confirmation's transaction; without, the statement is atomic alone.
  const row = webhook
    ? await db.transaction().execute(async (transaction) => {
        const confirmed = await confirmStatement(transaction, id, emailHash, now);
        if (confirmed?.confirmed && confirmed.email !== null && confirmed.language !== null) {
          const subscription = { email: confirmed.email, language: confirmed.language };
          await queueWebhookEvent(transaction, webhook.subscriptionConfirmed(subscription, now)).execute();
        }
        return confirmed;
      })
    : await confirmStatement(db, id, emailHash, now);
  if (row?.confirmed) return 'confirmed';
  return row?.before === 'confirmed' || row?.before === 'pending' ? 'already' : 'missing';
}

/** NewsletterStore.signUp on either engine. */
export const signUpOn = async (database: StoreDatabase, signUp: NewSignUp): Promise<SignUpResult> =>
  database.engine === 'sqlite' ? signUpOnSqlite(database, signUp) : signUpOnPostgres(database, signUp);

/** NewsletterStore.confirm on either engine; given `webhook`, the confirmation's event is queued with it. */
export const confirmOn = async (
  database: StoreDatabase,
  id: number,
  emailHash: string,
  now: Date,
  webhook?: WebhookEvents,
) =>
  database.engine === 'sqlite'
    ? confirmOnSqlite(database, id, emailHash, now, webhook)
    : confirmOnPostgres(database, id, emailHash, now, webhook);
