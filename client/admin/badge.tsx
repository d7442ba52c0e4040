import type { ReactNode } from 'react';
import type { ProductVisibility } from '#shared/admin-view.ts';
import { LANGUAGES } from '#shared/constants.ts';
import type { TranslationNeed } from '#shared/translation-status.ts';
import type { Translate } from './field-parts.tsx';

/** A badge's tone for a visibility: on the site, in the bin, or neither. */
export const visibilityTone = (visibility: ProductVisibility | 'new') =>
  visibility === 'shown' ? 'handled' : visibility === 'deleted' ? 'deleted' : 'default';

/** A state as a badge (its tone one of the office's states: new, handled, deleted, default). */
export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`status status--${tone}`}>{children}</span>;
}

/**
 * What an item's translation needs, as badges ("Needs English", "Mongolian may be out of date"): docs/content.md,
 * "Translation status". The list's `t` is passed in, as its rows' other parts are (list-parts.tsx).
 */
export function TranslationBadges({ t, need }: { t: Translate; need: TranslationNeed | undefined }) {
  if (!need) return null;
  const badges = LANGUAGES.flatMap((lng) =>
    (['missing', 'outdated'] as const).flatMap((what) => (need[what].includes(lng) ? [{ what, lng }] : [])),
  );
  return (
    <>
      {badges.map(({ what, lng }) => (
        <Badge key={`${what}-${lng}`} tone="translation">
          {t(`translation.badges.${what}`, { language: t(`languages.${lng}`) })}
        </Badge>
      ))}
    </>
  );
}
