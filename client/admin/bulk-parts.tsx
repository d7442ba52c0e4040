import type { BulkFormProps, BulkOutcome } from '#shared/bulk-actions.ts';
import { MAX_BULK_IDS } from '#shared/bulk-actions.ts';
import type { Language } from '#shared/constants.ts';
import { Island } from '../islands/island.tsx';
import { CsrfField } from './admin-document.tsx';
import type { Translate } from './field-parts.tsx';
import { shownName } from './list-parts.tsx';

// The bulk actions of the office's lists (docs/content.md, "Bulk actions"): one form, the action bar, whose
// inputs are each row's box too (form=<its id>, since a row holds forms of its own and forms do not nest); one
// post without script. With script, the head's box ticks the page's rows and the bar counts them (an island).

interface BulkFormArgs {
  t: Translate;
  bulk: BulkFormProps;
  csrfToken: string;
  /** The box ticking the page's rows, with its words, here: for a table whose head a phone does not show. */
  selectAll?: boolean;
}

/**
 * The action bar: the list's view kept, the revisions its rows were shown at, the action and its button, and with
 * script how many rows are ticked.
 */
export function BulkForm({ t, bulk, csrfToken, selectAll }: BulkFormArgs) {
  const [only] = bulk.actions;
  const selectId = `${bulk.formId}-action`;
  return (
    <form id={bulk.formId} method="post" action={bulk.action} className="bulk-bar" aria-label={t('bulk.legend')}>
      <CsrfField token={csrfToken} />
      {Object.entries(bulk.view).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {bulk.seen === undefined ? null : <input type="hidden" name="seen" value={bulk.seen} />}
      {selectAll ? <Island name="bulk-selection" props={{ form: bulk.formId, part: 'all-labelled' }} /> : null}
      {bulk.actions.length === 1 && only ? (
        <>
          <input type="hidden" name="action" value={only} />
          <button type="submit" className="button button--quiet">
            {t('bulk.publishSelected')}
          </button>
        </>
      ) : (
        <>
          <label htmlFor={selectId}>{t('bulk.action')}</label>
          <select id={selectId} name="action">
            {bulk.actions.map((action) => (
              <option key={action} value={action}>
                {t(`bulk.actions.${action}`)}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--quiet">
            {t('bulk.apply')}
          </button>
        </>
      )}
      <Island name="bulk-selection" props={{ form: bulk.formId, part: 'count' }} />
    </form>
  );
}

/** A row's box: its id, in the bulk form, named for a screen reader by the item's name. */
export function BulkBox({ t, formId, id, name }: { t: Translate; formId: string; id: number | string; name: string }) {
  return (
    <input
      type="checkbox"
      name="ids"
      value={id}
      form={formId}
      className="bulk-box"
      aria-label={t('bulk.select', { name })}
    />
  );
}

/**
 * The head of the boxes' column: its name for a screen reader, and (with script) the box ticking them all, unless
 * the action bar has it.
 */
export function BulkHead({ t, formId, selectAll = true }: { t: Translate; formId: string; selectAll?: boolean }) {
  return (
    <>
      <span className="visually-hidden">{t('bulk.column')}</span>
      {selectAll ? <Island name="bulk-selection" props={{ form: formId, part: 'all' }} /> : null}
    </>
  );
}

/** What the last bulk post did: how many changed, then each item left unchanged, named, and why. */
export function BulkNotice({
  t,
  lng,
  outcome,
  untitled,
}: {
  t: Translate;
  lng: Language;
  outcome: BulkOutcome;
  /** What an item not named yet is called, by its id. */
  untitled: (id: string) => string;
}) {
  if ('error' in outcome)
    return (
      <p className="notice notice--error" role="alert">
        {t(`bulk.errors.${outcome.error}`, { max: MAX_BULK_IDS })}
      </p>
    );
  const items = outcome.refused
    .map(({ id, name, why }) =>
      t('bulk.refusedItem', { name: shownName(name, lng, untitled(id)), why: t(`bulk.why.${why}`) }),
    )
    .join('; ');
  const refused = outcome.refused.length > 0;
  const done = t(`bulk.done.${outcome.action}`, { count: outcome.changed });
  const text = !refused
    ? done
    : outcome.changed === 0
      ? t('bulk.nothingChanged', { items })
      : `${done} ${t('bulk.refused', { items })}`;
  return (
    <p className={`notice notice--${refused ? 'error' : 'info'}`} role={refused ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
