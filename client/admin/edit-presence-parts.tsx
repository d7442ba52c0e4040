import { useTranslation } from 'react-i18next';
import { SEEN_DRAFT_FIELD, type EditingProps } from '#shared/editing-view.ts';
import { Island } from '../islands/island.tsx';

// The parts of presence and autosave every edit page of the office shows (docs/content.md, "Presence and autosave"):
// an item's, a text's, the company details', a site page's SEO record's, from the editing props its lifecycle gives
// it. Without script: another account's draft, and who had the page open as it was read; with it, the
// edit-presence island keeps the list current and saves the draft as one types.

interface EditingPartProps {
  /** Absent on a page with nothing to edit yet (a new item). */
  editing: EditingProps | undefined;
  csrfToken: string;
}

/**
 * Above the form: another account's unpublished draft (with its preview, if the page has one), then the others with
 * the item open now.
 */
export function EditingPresence({
  editing,
  csrfToken,
  previews = [],
}: EditingPartProps & { previews?: ReadonlyArray<{ lng: string; href: string }> }) {
  const { t, i18n } = useTranslation('admin');
  if (!editing) return null;
  const { othersDraft, heartbeat, heartbeatMs, others } = editing;
  const preview = previews.find((link) => link.lng === i18n.language) ?? previews[0];
  return (
    <>
      {othersDraft ? (
        <p className="notice notice--warning">
          {t('editing.draftBy', { ...othersDraft })}
          {preview ? (
            <>
              {' '}
              <a href={preview.href} hrefLang={preview.lng} target="_blank" rel="noopener">
                {t('editing.seeDraft')}
                <span className="visually-hidden"> ({t('products.newTab')})</span>
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <Island
        name="edit-presence"
        hydrate="load"
        props={{ part: 'presence', heartbeat, heartbeatMs, others, csrfToken }}
      />
    </>
  );
}

/**
 * Beside the form's buttons: the draft the page was read with (posted with the form, as the revision is), and what
 * the autosave last did. Outside the form, `form` is its id (the input is the form's all the same).
 */
export function AutosaveStatus({ editing, csrfToken, form }: EditingPartProps & { form?: string }) {
  if (!editing) return null;
  return (
    <>
      <input type="hidden" name={SEEN_DRAFT_FIELD} value={editing.seenDraft} form={form} />
      <Island name="edit-presence" hydrate="load" props={{ part: 'autosave', csrfToken }} />
    </>
  );
}
