import { useTranslation } from 'react-i18next';
import type { MediaFileRow, MediaItemProps } from '#shared/media-view.ts';
import { Notice } from './admin-notice.tsx';
import { AltFields, kilobytes, MediaField, MediaPicture, StatusText } from './media-parts.tsx';
import { PostForm } from './post-form.tsx';
import { StackTable, type StackColumn } from './table-parts.tsx';

/**
 * One photo: while it is processed, how far it has got (the page reloads itself, media-routes.ts); once ready,
 * its preview, its alt texts and focal point (two number inputs: no script needed), and the files served.
 */
export function MediaItemPage({ csrfToken, props }: { csrfToken: string; props: MediaItemProps }) {
  const { t } = useTranslation('admin');
  const { fields, fieldErrors = {} } = props;
  const columns: Array<StackColumn<MediaFileRow>> = [
    { label: t('media.item.format'), cell: (file) => <a href={file.href}>{file.format.toUpperCase()}</a> },
    {
      label: t('media.item.dimensions'),
      cell: (file) => t('media.item.pixels', { width: file.width, height: file.height }),
    },
    { label: t('media.item.bytes'), cell: (file) => t('media.item.kilobytes', { size: kilobytes(file.bytes) }) },
  ];
  return (
    <>
      <p>
        <a href={props.libraryHref}>{t('media.item.back')}</a>
      </p>
      <h1>{t('media.item.title', { id: props.id })}</h1>
      {props.notice ? <Notice notice={props.notice} /> : null}
      <p>
        <strong>
          <StatusText row={props} />
        </strong>{' '}
        · {t(`media.uses.${props.use}`)} · {t('media.item.uploadedBy', { login: props.uploadedBy, time: props.time })}{' '}
        {t('media.item.original', {
          type: props.source.type.toUpperCase(),
          size: t('media.item.kilobytes', { size: kilobytes(props.source.bytes) }),
        })}
      </p>
      {props.status === 'processing' ? (
        <div className="notice notice--info media-progress" role="status">
          <p>{t('media.item.processing')}</p>
          {props.progress ? (
            <>
              <progress max={props.progress.total} value={props.progress.done} />
              <p>{t('media.item.progress', props.progress)}</p>
            </>
          ) : (
            <progress />
          )}
        </div>
      ) : null}
      {props.status === 'failed' ? (
        <div className="notice notice--error" role="alert">
          <p>{t('media.item.failed')}</p>
          {props.errorKey ? <p>{t(props.errorKey)}</p> : null}
          <p>
            <a href={props.libraryHref}>{t('media.item.uploadAgain')}</a>
          </p>
        </div>
      ) : null}
      {props.preview ? (
        <MediaPicture className="media-preview" file={props.preview} alt={fields.alt_en || fields.alt_mn || ''} />
      ) : null}
      <PostForm action={props.action} csrfToken={csrfToken} revision={props.revision} className="card stack">
        <fieldset className="stack">
          <legend>{t('media.item.legend')}</legend>
          <AltFields fields={fields} fieldErrors={fieldErrors} />
          {(['x', 'y'] as const).map((axis) => (
            <MediaField
              key={axis}
              id={`media-focus-${axis}`}
              label={t(axis === 'x' ? 'media.item.focusX' : 'media.item.focusY')}
              value={fields[`focus_${axis}`]}
              hint="media-focus-hint"
              input={{ type: 'number', name: `focus_${axis}`, min: 0, max: 100, step: 'any' }}
              fieldErrors={fieldErrors}
            />
          ))}
          <p className="hint" id="media-focus-hint">
            {t('media.item.focusHint')}
          </p>
          <button type="submit" className="button">
            {t('media.item.save')}
          </button>
        </fieldset>
      </PostForm>
      <PostForm
        action={`${props.action}/delete`}
        csrfToken={csrfToken}
        revision={props.revision}
        className="card stack"
      >
        <p className="hint">{t('media.item.removeHint')}</p>
        <button type="submit" className="button button--quiet">
          {t('media.item.remove')}
        </button>
      </PostForm>
      <StackTable
        className="inbox"
        caption={t('media.item.files')}
        columns={columns}
        rows={props.files}
        rowKey={(file) => file.name}
      />
    </>
  );
}
