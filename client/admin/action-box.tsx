import { useTranslation } from 'react-i18next';
import { EDIT_FORM_ID } from '#shared/editing-view.ts';
import { Badge, visibilityTone } from './badge.tsx';
import { SendButton } from './edit-parts.tsx';
import { AutosaveStatus } from './edit-presence-parts.tsx';
import type { ItemView } from './item-view.ts';

// An item's actions in one box beside its form (docs/content.md, "Preview"): on a desk screen it stays in view in a
// side column as the form scrolls, on a phone at the bottom of the screen (admin/editing.css). Its buttons send the
// one form from outside it (their form attribute), so the box sits where it is seen, not where the form ends.

/** The item's state, its draft's last save, the two ways to send the form, its preview and the autosave's state. */
export function ActionBox({ item, csrfToken }: { item: ItemView; csrfToken: string }) {
  const { t, i18n } = useTranslation('admin');
  const { visibility, draft } = item;
  const preview = item.previews.find((link) => link.lng === i18n.language) ?? item.previews[0];
  return (
    <aside className="action-box" aria-label={t('editing.actions')}>
      <p className="action-box__state">
        <Badge tone={visibilityTone(visibility)}>
          {t(visibility === 'new' ? 'products.state.unpublished' : `products.state.${visibility}`)}
        </Badge>
        {draft ? <span className="action-box__saved">{t('editing.lastSaved', { time: draft.time })}</span> : null}
      </p>
      <div className="action-box__buttons">
        <SendButton action="draft" form={EDIT_FORM_ID} />
        {preview ? (
          <a className="button button--quiet" href={preview.href} hrefLang={preview.lng} target="_blank" rel="noopener">
            {t('editing.preview')}
            <span className="visually-hidden"> ({t('products.newTab')})</span>
          </a>
        ) : null}
        <SendButton action="publish" form={EDIT_FORM_ID} />
      </div>
      <AutosaveStatus editing={item.editing} csrfToken={csrfToken} form={EDIT_FORM_ID} />
    </aside>
  );
}
