import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { QuotationFilter } from '#shared/quotation-status.ts';
import type { Database } from './database.ts';

// The inbox's filter by quotation status (docs/office-guide.md, "Quotations"), in SQL: what shared/quotation-status.ts
// works out for one quotation, as a condition on an enquiry's row, so the filter is part of the inbox's own paged
// query on either engine (quotations.enquiry_id is unique and indexed: one lookup a row).

type Quotations = ExpressionBuilder<Database, 'quotations'>;

function statusIs(eb: Quotations, status: Exclude<QuotationFilter, 'none'>, now: Date): Expression<SqlBool> {
  const stillValid = eb('quotations.valid_until', '>=', now);
  switch (status) {
    case 'draft':
    case 'accepted':
    case 'declined':
      return eb('quotations.state', '=', status);
    case 'sent':
      return eb.and([eb('quotations.state', '=', 'sent'), stillValid, eb('quotations.viewed_at', 'is', null)]);
    case 'viewed':
      return eb.and([eb('quotations.state', '=', 'sent'), stillValid, eb('quotations.viewed_at', 'is not', null)]);
    case 'expired':
      return eb.and([eb('quotations.state', '=', 'sent'), eb('quotations.valid_until', '<', now)]);
  }
}

/** True for an enquiry (the table `enquiries`, unaliased) whose quotation has `status` at `now`, or has none. */
export function quotationStatusIs(db: Kysely<Database>, status: QuotationFilter, now: Date): Expression<SqlBool> {
  const ofEnquiry = db
    .selectFrom('quotations')
    .select(sql.lit(1).as('one'))
    .where('quotations.enquiry_id', '=', sql.ref<number>('enquiries.id'));
  // Kysely writes a subquery in its own parentheses.
  if (status === 'none') return sql<SqlBool>`NOT EXISTS ${ofEnquiry}`;
  return sql<SqlBool>`EXISTS ${ofEnquiry.where((eb) => statusIs(eb, status, now))}`;
}
