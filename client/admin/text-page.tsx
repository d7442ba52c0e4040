import { useTranslation } from 'react-i18next';
import type { TextProps, TextValueView } from '#shared/admin-view.ts';
import { LANGUAGES } from '#shared/constants.ts';
import { TEXT_MAX_LENGTH } from '#shared/schemas/text-schema.ts';
import { CsrfField } from './admin-document.tsx';
import { Notice } from './admin-notice.tsx';
import { DiscardDraftForm, ResetForm, SendButton, Versions } from './edit-parts.tsx';
import { ScheduleSection } from './schedule-form.tsx';
import { EDIT_FORM_ID } from '#shared/editing-view.ts';
import { AutosaveStatus, EditingPresence } from './edit-presence-parts.tsx';

/** How a version of a text is marked live, said to be a reset, and restored. */
const VERSION_TEXTS = { latest: 'texts.live', wasReset: 'texts.wasReset', restore: 'texts.restore' };

/** A version's changes, word by word: removed words struck through, added ones marked. */
function Changes({ changes }: { changes: TextProps['history'][number]['changes'] }) {
  const { t } = useTranslation('admin');
  return (
    <dl className="fields">
      {LANGUAGES.map((lng) => (
        <div key={lng}>
          <dt>{t(`texts.${lng}`)}</dt>
          <dd lang={lng} className="message diff">
            {changes[lng].map((change, index) =>
              change.kind === 'added' ? (
                <ins key={index}>{change.text}</ins>
              ) : change.kind === 'removed' ? (
                <del key={index}>{change.text}</del>
              ) : (
                <span key={index}>{change.text}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Values({ value }: { value: TextValueView }) {
  const { t } = useTranslation('admin');
  return (
    <dl className="fields">
      {LANGUAGES.map((lng) => (
        <div key={lng}>
          <dt>{t(`texts.${lng}`)}</dt>
          <dd lang={lng} className="message">
            {value[lng]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One text: what the site shows and where, the form (Mongolian and English side by side; save as a draft, or
 * publish), the shipped default with a reset, and every published revision with a restore.
 */
export function TextPage({ csrfToken, text }: { csrfToken: string; text: TextProps }) {
  const { t } = useTranslation('admin');
  const errors = text.fieldErrors ?? {};
  return (
    <>
      <p>
        <a href={text.listHref}>← {t(text.areaKey)}</a>
      </p>
      <article className="card">
        <h1>{t('texts.editTitle', { key: text.key })}</h1>
        <p>
          {t('texts.appears', { area: t(text.areaKey) })}{' '}
          {text.published
            ? t(text.published.reset ? 'texts.lastReset' : 'texts.lastPublished', text.published)
            : t('texts.neverEdited')}
          {text.draft ? ` ${t('texts.draftBy', text.draft)}` : ''}
        </p>
        {text.notice ? <Notice notice={text.notice} /> : null}
        <EditingPresence editing={text.editing} csrfToken={csrfToken} previews={text.previews} />
        <p className="previews">
          {t('texts.preview')}:{' '}
          {text.previews.map((preview) => (
            <a key={preview.lng} href={preview.href} hrefLang={preview.lng} target="_blank" rel="noopener">
              {t(`texts.${preview.lng}`)}
            </a>
          ))}
        </p>
        <form method="post" action={text.action} id={EDIT_FORM_ID} className="text-form">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="revision" value={text.revision} />
          <div className="text-form__grid">
            {LANGUAGES.map((lng) => (
              <div key={lng} className="stack">
                <label htmlFor={`text-${lng}`}>{t(`texts.${lng}`)}</label>
                <textarea
                  id={`text-${lng}`}
                  name={lng}
                  lang={lng}
                  rows={4}
                  maxLength={TEXT_MAX_LENGTH}
                  defaultValue={text.fields[lng]}
                  aria-invalid={errors[lng] ? true : undefined}
                  aria-describedby={errors[lng] ? `text-${lng}-error` : undefined}
                />
                {text.placeholders[lng].length > 0 ? (
                  <p className="hint">
                    {t('texts.placeholders', { names: text.placeholders[lng].map((name) => `{{${name}}}`).join(', ') })}
                  </p>
                ) : null}
                {errors[lng] ? (
                  <p className="field-error" id={`text-${lng}-error`}>
                    {t(errors[lng], { max: TEXT_MAX_LENGTH })}
                  </p>
                ) : null}
              </div>
            ))}
          </div>
          <div className="text-form__actions">
            <SendButton action="publish" />
            <SendButton action="draft" />
            <AutosaveStatus editing={text.editing} csrfToken={csrfToken} />
          </div>
        </form>
        {text.draft ? <DiscardDraftForm action={text.discardAction} csrfToken={csrfToken} /> : null}
        <ScheduleSection schedule={text.schedule} csrfToken={csrfToken} />
        <h2>{t('texts.shipped')}</h2>
        {text.shippedChanges ? (
          <>
            <p className="notice notice--info">{t('texts.shippedChangedSince')}</p>
            <Changes changes={text.shippedChanges} />
          </>
        ) : (
          <Values value={text.shipped} />
        )}
        {text.published && !text.published.reset ? (
          <ResetForm
            action={text.resetAction}
            revision={text.revision}
            csrfToken={csrfToken}
            label={t('texts.reset')}
          />
        ) : null}
        <Versions
          history={text.history}
          texts={VERSION_TEXTS}
          restore={{ action: text.restoreAction, revision: text.revision, csrfToken }}
          reset={(entry) => !entry.value}
          changes={(entry) => <Changes changes={entry.changes} />}
        />
      </article>
    </>
  );
}
