import { useTranslation } from 'react-i18next';
import { kindText, type ItemKind, type ItemView } from './item-view.ts';
import { PostForm } from './post-form.tsx';

// Whether the site shows an item (a product, a list item), and the small forms that hide, show, bin or reset it.

/** The visibility changes an item's state allows: hide or show it, move it to the bin or back. */
const VISIBILITY_CHANGES = {
  shown: [
    { to: 'hidden', key: 'products.hide' },
    { to: 'deleted', key: 'products.toBin' },
  ],
  hidden: [
    { to: 'shown', key: 'products.showOnSite' },
    { to: 'deleted', key: 'products.toBin' },
  ],
  deleted: [{ to: 'shown', key: 'products.fromBin' }],
  new: [],
} as const;

/** The visibility changes, one form whose buttons each post their own; none before it is published. */
function VisibilityButtons({ item, csrfToken }: { item: ItemView; csrfToken: string }) {
  const { t } = useTranslation('admin');
  const changes = VISIBILITY_CHANGES[item.visibility];
  if (changes.length === 0) return null;
  return (
    <PostForm
      action={item.visibilityAction}
      csrfToken={csrfToken}
      revision={item.revision}
      className="product-edit__buttons"
    >
      {changes.map((change) => (
        <button key={change.to} type="submit" name="visibility" value={change.to} className="button button--quiet">
          {t(change.key)}
        </button>
      ))}
    </PostForm>
  );
}

/** Back to the shipped item: for one shipped and published, unless its latest version is that reset. */
function ResetForm({ kind, item, csrfToken }: { kind: ItemKind; item: ItemView; csrfToken: string }) {
  const { t } = useTranslation('admin');
  if (!item.shipped || !item.published || item.history.find((entry) => entry.latest)?.reset) return null;
  return (
    <PostForm action={item.resetAction} csrfToken={csrfToken} revision={item.revision} className="product-edit__aside">
      <p className="hint">{t(kindText(kind, 'resetHint'))}</p>
      <button type="submit" className="button button--quiet">
        {t(kindText(kind, 'reset'))}
      </button>
    </PostForm>
  );
}

/** Whether the site shows the item, and the forms that change that or reset it. */
export function VisibilitySection({ kind, item, csrfToken }: { kind: ItemKind; item: ItemView; csrfToken: string }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby={`${kind}-visibility-title`}>
      <h2 id={`${kind}-visibility-title`}>{t('products.sections.visibility')}</h2>
      <p>{t(kindText(kind, `visibilityNow.${item.visibility}`))}</p>
      <VisibilityButtons item={item} csrfToken={csrfToken} />
      <ResetForm kind={kind} item={item} csrfToken={csrfToken} />
    </section>
  );
}
