import type { ReactNode } from 'react';
import type { ListRowState, ProductsProps } from '#shared/admin-view.ts';
import type { Translate } from './field-parts.tsx';
import { PostForm } from './post-form.tsx';

// Moving an item of an ordered list (the products, each of the site's lists): a step up or down, or straight to a
// position, in forms that post (no script).

/** Moving items (offered on the whole list only): where the moves post, and the position inputs' ids. */
export interface Ordering {
  list: Pick<ProductsProps, 'orderAction' | 'orderRevision' | 'lastPosition'>;
  csrfToken: string;
  /** A position input's id is <prefix>-to-<id>. */
  idPrefix: string;
  /** The products' list keeps a lone row's (empty) box, as wide as the others'. */
  keepEmpty?: boolean;
}

/** What the parts of a row's moves are given: the list's `t` (list-parts.tsx says why), the row, its name. */
interface RowPartProps {
  t: Translate;
  ordering: Ordering;
  row: ListRowState;
  name: string;
}

/** The reorder view's anchor: the list's element that shows the moves while it is the address's target. */
export const REORDER_ID = 'reorder';

/**
 * One of an item's move forms: it posts the item, the order's revision and the `to` its button or input gives. Its
 * address ends in the reorder view's anchor, which the browser keeps through the answer's redirect to the list: the
 * list comes back in the reorder view.
 */
function MoveForm({ ordering, row, children }: { ordering: Ordering; row: ListRowState; children: ReactNode }) {
  return (
    <PostForm action={`${ordering.list.orderAction}#${REORDER_ID}`} csrfToken={ordering.csrfToken}>
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="orderRevision" value={ordering.list.orderRevision} />
      {children}
    </PostForm>
  );
}

/** The two steps: up the list (one position less) and down it. */
const STEPS = {
  up: { by: -1, arrow: '↑', text: 'products.moveUp', label: 'products.moveUpLabel' },
  down: { by: 1, arrow: '↓', text: 'products.moveDown', label: 'products.moveDownLabel' },
} as const;

/** A step up or down the list, its button named with the item's name. */
function StepButton({ t, row, name, step }: Omit<RowPartProps, 'ordering'> & { step: keyof typeof STEPS }) {
  const { by, arrow, text, label } = STEPS[step];
  return (
    <button
      type="submit"
      name="to"
      value={row.position + by}
      className="button button--quiet button--small"
      aria-label={t(label, { name })}
    >
      <span aria-hidden="true">{arrow}</span> {t(text)}
    </button>
  );
}

/** Straight to a position: a number input, labelled with the item's name, and its button. */
function PositionInput({ t, ordering, row, name }: RowPartProps) {
  const inputId = `${ordering.idPrefix}-to-${row.id}`;
  return (
    <>
      <label htmlFor={inputId} className="visually-hidden">
        {t('products.positionLabel', { name })}
      </label>
      <input
        id={inputId}
        type="number"
        name="to"
        inputMode="numeric"
        min={1}
        max={ordering.list.lastPosition}
        step={1}
        defaultValue={row.position}
        required
      />
      <button
        type="submit"
        className="button button--quiet button--small"
        aria-label={t('products.moveToLabel', { name })}
      >
        {t('products.moveTo')}
      </button>
    </>
  );
}

/** Moving one item: a step up or down, or straight to a position (two forms: each button posts its own `to`). */
export function Order({ t, ordering, row, name }: RowPartProps) {
  const first = row.position === 1;
  const last = row.position === ordering.list.lastPosition;
  if (first && last && !ordering.keepEmpty) return null;
  return (
    <div className="product-order">
      {first && last ? null : (
        <>
          <MoveForm ordering={ordering} row={row}>
            {first ? null : <StepButton t={t} row={row} name={name} step="up" />}
            {last ? null : <StepButton t={t} row={row} name={name} step="down" />}
          </MoveForm>
          <MoveForm ordering={ordering} row={row}>
            <PositionInput t={t} ordering={ordering} row={row} name={name} />
          </MoveForm>
        </>
      )}
    </div>
  );
}
