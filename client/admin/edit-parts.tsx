import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductEditProps } from '#shared/admin-view.ts';
import { CsrfField } from './admin-document.tsx';
import { Notice } from './admin-notice.tsx';
import { ErrorSummary, type FieldState } from './field-parts.tsx';
import { Badge, visibilityTone } from './list-parts.tsx';

// The parts of an item's page in the office, the same for a product and an item of one of the site's lists: its
// state, its pages, the form's frame, the small forms that discard, hide, show, bin or reset it, its versions.

/** What the parts read of the page's props (a product's and a list item's say it alike). */
export type ItemView = Pick<
  ProductEditProps,
  | 'listHref'
  | 'action'
  | 'discardAction'
  | 'visibilityAction'
  | 'resetAction'
  | 'restoreAction'
  | 'revision'
  | 'visibility'
  | 'published'
  | 'draft'
  | 'shipped'
  | 'shippedChanged'
  | 'publicLinks'
  | 'previews'
  | 'notice'
  | 'history'
>;

/** Whose page: a product's or a list item's. Its ids are product-… or collection-…. */
export type ItemKind = 'product' | 'collection';

/** Where a kind's own texts are (neverEdited, shippedChanged, visibilityNow.*, hints.buttons, reset, resetHint,
 *  wasReset): admin:products.* or admin:collections.*; the others are the product page's for both. */
const TEXTS = { product: 'products', collection: 'collections' } as const;

interface PostFormProps {
  action: string;
  csrfToken: string;
  /** The revision the page was read at (a change made from an older one is refused). */
  revision?: number;
  className?: string;
  /** Its other inputs and its button(s). */
  children: ReactNode;
}

/** A form that posts with the session's token and, given one, the revision the page was read at. */
export function PostForm({ action, csrfToken, revision, className, children }: PostFormProps) {
  return (
    <form method="post" action={action} className={className}>
      <CsrfField token={csrfToken} />
      {revision === undefined ? null : <input type="hidden" name="revision" value={revision} />}
      {children}
    </form>
  );
}

/** Discards the draft (a text's, the company's details'): one button. */
export function DiscardDraftForm({ action, csrfToken }: { action: string; csrfToken: string }) {
  const { t } = useTranslation('admin');
  return (
    <PostForm action={action} csrfToken={csrfToken}>
      <button type="submit" className="button button--quiet">
        {t('texts.discard')}
      </button>
    </PostForm>
  );
}

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
        : t(visibility === 'new' ? 'products.neverPublished' : `${TEXTS[kind]}.neverEdited`)}
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
function ItemLinks({ item }: { item: ItemView }) {
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

/** The item's one form: its fields, then the two ways to send it (save as a draft, or publish) and what they do. */
function ItemForm({ kind, item, csrfToken, className, children }: ItemFormProps) {
  const { t } = useTranslation('admin');
  return (
    <PostForm action={item.action} csrfToken={csrfToken} revision={item.revision} className={className}>
      {children}
      <div className="text-form__actions">
        <SendButton action="draft" />
        <SendButton action="publish" />
      </div>
      <p className="hint">{t(`${TEXTS[kind]}.hints.buttons`)}</p>
    </PostForm>
  );
}

/** One of the two ways to send an edit: save it as a draft (the quiet button), or publish it. */
export function SendButton({ action }: { action: 'draft' | 'publish' }) {
  const { t } = useTranslation('admin');
  return (
    <button
      type="submit"
      name="action"
      value={action}
      className={action === 'draft' ? 'button button--quiet' : 'button'}
    >
      {t(action === 'draft' ? 'texts.saveDraft' : 'texts.publish')}
    </button>
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
      <p className="hint">{t(`${TEXTS[kind]}.resetHint`)}</p>
      <button type="submit" className="button button--quiet">
        {t(`${TEXTS[kind]}.reset`)}
      </button>
    </PostForm>
  );
}

/** Whether the site shows the item, and the forms that change that or reset it. */
function VisibilitySection({ kind, item, csrfToken }: { kind: ItemKind; item: ItemView; csrfToken: string }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby={`${kind}-visibility-title`}>
      <h2 id={`${kind}-visibility-title`}>{t('products.sections.visibility')}</h2>
      <p>{t(`${TEXTS[kind]}.visibilityNow.${item.visibility}`)}</p>
      <VisibilityButtons item={item} csrfToken={csrfToken} />
      <ResetForm kind={kind} item={item} csrfToken={csrfToken} />
    </section>
  );
}

/** A version's words: how the latest is marked, how a reset is said, what its restore button says. */
export interface VersionTexts {
  latest: string;
  wasReset: string;
  restore: string;
}

interface VersionProps {
  entry: { revision: number; by: string; time: string; latest: boolean };
  /** Whether it put back what was shipped. */
  reset: boolean;
  texts: VersionTexts;
  /** Where its restore posts, and the revision the page was read at. */
  restore: { action: string; revision: number; csrfToken: string };
  /** What it changed. */
  children: ReactNode;
}

/** One published version: its number, who and when, the latest marked, a reset said, what it changed, and for an
 *  earlier one a restore. */
export function Version({ entry, reset, texts, restore, children }: VersionProps) {
  const { t } = useTranslation('admin');
  return (
    <li>
      <p>
        <strong>{t('texts.revision', entry)}</strong>{' '}
        {entry.latest ? <Badge tone="handled">{t(texts.latest)}</Badge> : null}
      </p>
      {reset ? <p>{t(texts.wasReset)}</p> : null}
      {children}
      {entry.latest ? null : (
        <PostForm action={restore.action} csrfToken={restore.csrfToken} revision={restore.revision}>
          <input type="hidden" name="from" value={entry.revision} />
          <button type="submit" className="button button--quiet">
            {t(texts.restore, entry)}
          </button>
        </PostForm>
      )}
    </li>
  );
}

/** A field a version changed: what it was struck through, what it became marked (long texts in full, stacked). */
function Change({ field, label, before, after }: { field: string; label: string; before: string; after: string }) {
  const { t } = useTranslation('admin');
  const lang = /\.(mn|en)$/.exec(field)?.[1];
  const long = before.length + after.length > 80 || /\n/.test(before + after);
  const empty = <span className="changes__empty">{t('products.emptyValue')}</span>;
  return (
    <div>
      <dt>{label}</dt>
      <dd className={`diff changes__values${long ? ' changes__values--long' : ''}`} lang={lang}>
        <span className="visually-hidden">{t('products.before')} </span>
        {before === '' ? empty : <del>{before}</del>}
        <span className="changes__arrow" aria-hidden="true">
          {' → '}
        </span>
        <span className="visually-hidden"> {t('products.after')} </span>
        {after === '' ? empty : <ins>{after}</ins>}
      </dd>
    </div>
  );
}

/** How the page reads a field: its name, and a value of it, as an editor reads them. */
export interface FieldWords {
  label: (name: string) => string;
  value: (name: string, value: string) => string;
}

interface HistoryProps {
  kind: ItemKind;
  item: ItemView;
  csrfToken: string;
  words: FieldWords;
}

/** The item's published versions, newest first, each with what it changed; nothing before the first. */
function History({ kind, item, csrfToken, words }: HistoryProps) {
  const { t } = useTranslation('admin');
  if (item.history.length === 0) return null;
  const texts = { latest: 'products.latest', wasReset: `${TEXTS[kind]}.wasReset`, restore: 'products.restore' };
  const restore = { action: item.restoreAction, revision: item.revision, csrfToken };
  return (
    <section aria-labelledby={`${kind}-history-title`}>
      <h2 id={`${kind}-history-title`}>{t('products.history')}</h2>
      <ol className="history" reversed>
        {item.history.map((entry) => (
          <Version key={entry.revision} entry={entry} reset={entry.reset} texts={texts} restore={restore}>
            {entry.changes.length > 0 ? (
              <dl className="changes">
                {entry.changes.map((change) => (
                  <Change
                    key={change.field}
                    field={change.field}
                    label={words.label(change.field)}
                    before={words.value(change.field, change.before)}
                    after={words.value(change.field, change.after)}
                  />
                ))}
              </dl>
            ) : (
              <p className="hint">{t('products.noChanges')}</p>
            )}
          </Version>
        ))}
      </ol>
    </section>
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
        {item.shippedChanged ? <p className="notice notice--warning">{t(`${TEXTS[kind]}.shippedChanged`)}</p> : null}
        {item.notice ? <Notice notice={item.notice} /> : null}
        <ItemLinks item={item} />
        <ErrorSummary state={state} titleId={`${kind}-errors-title`} label={words.label} shown={props.shown} />
        <ItemForm kind={kind} item={item} csrfToken={csrfToken} className={props.formClassName}>
          {props.children}
        </ItemForm>
        <DiscardForm item={item} csrfToken={csrfToken} />
        <VisibilitySection kind={kind} item={item} csrfToken={csrfToken} />
        <History kind={kind} item={item} csrfToken={csrfToken} words={words} />
      </article>
    </>
  );
}
