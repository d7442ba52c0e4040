import type { ReactNode } from 'react';
import type { ProductVisibility } from '#shared/admin-view.ts';

/** A badge's tone for a visibility: on the site, in the bin, or neither. */
export const visibilityTone = (visibility: ProductVisibility | 'new') =>
  visibility === 'shown' ? 'handled' : visibility === 'deleted' ? 'deleted' : 'default';

/** A state as a badge (its tone one of the office's states: new, handled, deleted, default). */
export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`status status--${tone}`}>{children}</span>;
}
