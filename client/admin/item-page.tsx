import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/constants.ts';
import { Notice } from './admin-notice.tsx';
import { Badge, visibilityTone } from './badge.tsx';
import { ActionBox } from './action-box.tsx';
import { ErrorSummary, type FieldState } from './field-parts.tsx';
import { History, type FieldWords } from './item-history.tsx';
import { kindText, type ItemKind, type ItemView } from './item-view.ts';
import { VisibilitySection } from './item-visibility.tsx';
import { PostForm } from './post-form.tsx';
import { EDIT_FORM_ID } from '#shared/editing-view.ts';
import { EditingPresence } from './edit-presence-parts.tsx';
import { ScheduleSection } from './schedule-form.tsx';

// An item's page in the office, the same for a product and an item of one of the site's lists: its state, its
// pages, the form's frame and the form that discards its draft; its visibility and versions have files of their own.

/** Where the item stands: its state as a badge, who published it and when (or that nobody has), and its draft. */
function StateLine({ kind, item }: { kind: ItemKind; item: ItemView }) {
  const { t } = useTranslation('admin');
  const { visibility, published, draft } = item;
  return (
    <p className="product-edit__state">
      <Badge tone={visibilityTone(visibility)}>
        {t(visibility === 'new' ? 'products.state.unpublished' : `products.state.${visibility}`)}
      </Badge>{' '}
      {published
        ? t('products.publishedBy', published)
        : t(visibility === 'new' ? 'products.neverPublished' : kindText(kind, 'neverEdited'))}
      {draft ? ` ${t('products.draftBy', draft)}` : ''}
    </p>
  );
}

/** Links to the item's pages, one per language (a preview opens in a new tab). */
function PageLinks({ links, textKey, newTab }: { links: ItemView['previews']; textKey: string; newTab: boolean }) {
  const { t } = useTranslation('admin');
  return links.map((link) => (
    <a key={link.lng} href={link.href} hrefLang={link.lng} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      {t(textKey, { language: t(`languages.${link.lng}`) })}
      {newTab ? <span className="visually-hidden"> ({t('products.newTab')})</span> : null}
    </a>
  ));
}

/** The item's previews (with the drafts in place), then its public pages; nothing when it has neither. */
export function ItemLinks({ item }: { item: Pick<ItemView, 'previews' | 'publicLinks'> }) {
  if (item.previews.length === 0 && item.publicLinks.length === 0) return null;
  return (
    <ul className="product-links">
      {item.previews.length > 0 ? (
        <li>
          <PageLinks links={item.previews} textKey="products.previewIn" newTab />
        </li>
      ) : null}
      {item.publicLinks.length > 0 ? (
        <li>
          <PageLinks links={item.publicLinks} textKey="products.publicIn" newTab={false} />
        </li>
      ) : null}
    </ul>
  );
}

interface ItemFormProps {
  kind: ItemKind;
  item: ItemView;
  csrfToken: string;
  className: string;
  /** The form's fields. */
  children: ReactNode;
}

/** The item's one form: its fields and what its two ways to send it do (the buttons are in the action box). */
function ItemForm({ kind, item, csrfToken, className, children }: ItemFormProps) {
  const { t } = useTranslation('admin');
  return (
    <PostForm
      action={item.action}
      id={EDIT_FORM_ID}
      csrfToken={csrfToken}
      revision={item.revision}
      className={className}
    >
      {children}
      <p className="hint">{t(kindText(kind, 'hints.buttons'))}</p>
    </PostForm>
  );
}

/** Throwing the draft away, while there is one. */
function DiscardForm({ item, csrfToken }: { item: ItemView; csrfToken: string }) {
  const { t } = useTranslation('admin');
  if (!item.draft) return null;
  return (
    <PostForm action={item.discardAction} csrfToken={csrfToken} className="product-edit__aside">
      <button type="submit" className="button button--quiet">
        {t('products.discard')}
      </button>
    </PostForm>
  );
}

interface ItemPageProps {
  kind: ItemKind;
  item: ItemView;
  csrfToken: string;
  /** The way back's words, and the page's title. */
  back: string;
  title: string;
  /** The form's state (for the errors' summary), and whether it has an input of a name. */
  state: FieldState;
  shown: (name: string) => boolean;
  words: FieldWords;
  formClassName: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * An item's page: the way back to its list, its title and state, its pages, what the server refused, the form
 * (draft or publish) with the fields given, the forms that discard, hide, show, bin or reset it, and its versions.
 */
/**
 * Which texts one language lacks, or may be behind the other in (docs/content.md, "Translation status"): an item's,
 * a site page's SEO record's.
 */
export function TranslationNotice({
  translation,
  label,
}: {
  translation: ItemView['translation'];
  label: (input: string) => string;
}) {
  const { t } = useTranslation('admin');
  if (!translation) return null;
  const { missing, outdated } = translation;
  const lines = LANGUAGES.flatMap((lng) =>
    (['missing', 'outdated'] as const).flatMap((what) => {
      const paths = (what === 'missing' ? missing : outdated)[lng];
      if (paths.length === 0) return [];
      const fields = paths.map((path) => label(path)).join(', ');
      return [{ key: `${what}-${lng}`, text: t(`translation.${what}`, { language: t(`languages.${lng}`), fields }) }];
    }),
  );
  return (
    <div className="notice notice--warning" role="status">
      {lines.map((line) => (
        <p key={line.key}>{line.text}</p>
      ))}
    </div>
  );
}

export function ItemPage(props: ItemPageProps) {
  const { kind, item, csrfToken, state, words } = props;
  const { t } = useTranslation('admin');
  return (
    <>
      <p>
        <a href={item.listHref}>← {props.back}</a>
      </p>
      <article className="card product-edit">
        <h1>{props.title}</h1>
        <StateLine kind={kind} item={item} />
        {item.shippedChanged ? <p className="notice notice--warning">{t(kindText(kind, 'shippedChanged'))}</p> : null}
        {item.notice ? <Notice notice={item.notice} /> : null}
        <EditingPresence editing={item.editing} csrfToken={csrfToken} previews={item.previews} />
        <TranslationNotice translation={item.translation} label={words.label} />
        <ItemLinks item={item} />
        <ErrorSummary state={state} titleId={`${kind}-errors-title`} label={words.label} shown={props.shown} />
        <div className="edit-layout">
          <div className="edit-layout__main">
            <ItemForm kind={kind} item={item} csrfToken={csrfToken} className={props.formClassName}>
              {props.children}
            </ItemForm>
          </div>
          <ActionBox item={item} csrfToken={csrfToken} />
        </div>
        <DiscardForm item={item} csrfToken={csrfToken} />
        <VisibilitySection kind={kind} item={item} csrfToken={csrfToken} />
        <ScheduleSection schedule={item.schedule} csrfToken={csrfToken} />
        <History kind={kind} item={item} csrfToken={csrfToken} words={words} />
      </article>
    </>
  );
}
