import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/constants.ts';
import { PAGE_SEO } from '#shared/page-seo.ts';
import type { PageSeoListProps, PageSeoProps, PageSeoRow } from '#shared/page-seo-view.ts';
import { Notice } from './admin-notice.tsx';
import { Badge } from './badge.tsx';
import { fieldLabel, valueText } from './collection-words.ts';
import { DefinitionFields, type FormState } from './definition-fields.tsx';
import { DiscardDraftForm, ResetForm, SendButton, Versions } from './edit-parts.tsx';
import { ErrorSummary } from './field-parts.tsx';
import { Changes } from './item-history.tsx';
import { ItemLinks, TranslationNotice } from './item-page.tsx';
import { PostForm } from './post-form.tsx';
import { ScheduleSection } from './schedule-form.tsx';
import { EDIT_FORM_ID } from '#shared/editing-view.ts';
import { AutosaveStatus, EditingPresence } from './edit-presence-parts.tsx';
import { SearchPreview } from './search-preview.tsx';
import { StackTable, type StackColumn } from './table-parts.tsx';

// The site's pages that are no item's and their SEO records (docs/content.md, "SEO of the site's pages"): the list of
// the pages, and one page's record, a document like the company's details (a draft, a publish, its previews, a reset
// to the page's own head, its versions), whose fields are an item's SEO fields (definition-fields.tsx draws them).

/** Where the record's own texts are: admin:pageSeo.fields.*, .hints.*, .sections.*. */
const TEXTS = 'pageSeo';

/** How a version is marked live, said to be a reset, and restored. */
const VERSION_TEXTS = { latest: 'texts.live', wasReset: 'pageSeo.wasReset', restore: 'texts.restore' };

/** Every site page, linked to its record, with the title its head shows in each language and its state. */
export function PageSeoListPage({ props }: { props: PageSeoListProps }) {
  const { t } = useTranslation('admin');
  const columns: Array<StackColumn<PageSeoRow>> = [
    {
      label: t('pageSeo.columns.page'),
      cell: (row) => (
        <>
          <a href={row.href}>{t(`pageSeo.pages.${row.page}`)}</a> <span className="hint">{row.publicHref}</span>
        </>
      ),
    },
    ...LANGUAGES.map((lng) => ({
      label: t('pageSeo.columns.title', { language: t(`languages.${lng}`) }),
      lang: lng,
      className: 'cell--wrap',
      cell: (row: PageSeoRow) => row.titles[lng],
    })),
    {
      label: t('texts.state'),
      cell: (row) => (
        <>
          <Badge tone={row.edited ? 'handled' : 'default'}>{t(row.edited ? 'pageSeo.edited' : 'pageSeo.own')}</Badge>
          {row.hasDraft ? <Badge tone="new">{t('texts.hasDraft')}</Badge> : null}
        </>
      ),
    },
  ];
  return (
    <>
      <h1>{t('pageSeo.title')}</h1>
      <p>{t('pageSeo.intro')}</p>
      <StackTable className="inbox texts" columns={columns} rows={props.rows} rowKey={(row) => row.page} />
    </>
  );
}

/** One page's SEO record: its form in both languages, its search result, its draft, schedule and versions. */
export function PageSeoPage({ csrfToken, props }: { csrfToken: string; props: PageSeoProps }) {
  const { t, i18n } = useTranslation('admin');
  const state: FormState = {
    t,
    has: (key) => i18n.exists(key, { ns: 'admin' }),
    fieldsOf: PAGE_SEO.fields,
    fields: props.fields,
    errors: props.fieldErrors ?? {},
    images: props.images,
    idOf: (name) => `page-seo-${name.replace(/\./g, '-')}`,
    texts: TEXTS,
    photoChoices: props.photoChoices,
    choices: {},
    rows: {},
  };
  const words = {
    label: (name: string) => fieldLabel(t, TEXTS, PAGE_SEO.fields, name),
    value: (name: string, value: string) => valueText(t, state, name, value),
  };
  const name = t(`pageSeo.pages.${props.page}`);
  return (
    <>
      <p>
        <a href={props.listHref}>← {t('pageSeo.back')}</a>
      </p>
      <article className="card product-edit">
        <h1>{t('pageSeo.editTitle', { page: name })}</h1>
        <p>
          {t('pageSeo.lead')}{' '}
          {props.published
            ? t(props.published.reset ? 'pageSeo.lastReset' : 'texts.lastPublished', props.published)
            : t('pageSeo.neverEdited')}
          {props.draft ? ` ${t('texts.draftBy', props.draft)}` : ''}
        </p>
        {props.notice ? <Notice notice={props.notice} /> : null}
        <EditingPresence editing={props.editing} csrfToken={csrfToken} previews={props.previews} />
        <TranslationNotice translation={props.translation} label={words.label} />
        <ItemLinks item={props} />
        {props.draft && !props.draft.publishable ? <p className="hint">{t('pageSeo.previewNotReady')}</p> : null}
        <ErrorSummary state={state} titleId="page-seo-errors" label={words.label} shown={() => true} />
        <PostForm
          action={props.action}
          id={EDIT_FORM_ID}
          csrfToken={csrfToken}
          revision={props.revision}
          className="product-form"
        >
          <DefinitionFields state={state} definition={PAGE_SEO} />
          <SearchPreview own={props.own} fields={props.fields} />
          <div className="text-form__actions">
            <SendButton action="draft" />
            <SendButton action="publish" />
            <AutosaveStatus editing={props.editing} csrfToken={csrfToken} />
          </div>
          <p className="hint">{t('pageSeo.buttonsHint')}</p>
        </PostForm>
        {props.draft ? <DiscardDraftForm action={props.discardAction} csrfToken={csrfToken} /> : null}
        <ScheduleSection schedule={props.schedule} csrfToken={csrfToken} />
        {props.published && !props.published.reset ? (
          <ResetForm
            action={props.resetAction}
            revision={props.revision}
            csrfToken={csrfToken}
            label={t('pageSeo.reset')}
          />
        ) : null}
        <Versions
          history={props.history}
          texts={VERSION_TEXTS}
          restore={{ action: props.restoreAction, revision: props.revision, csrfToken }}
          reset={(entry) => entry.reset}
          changes={(entry) => <Changes changes={entry.changes} words={words} />}
        />
      </article>
    </>
  );
}
