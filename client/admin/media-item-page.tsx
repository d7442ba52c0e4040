import { useTranslation } from 'react-i18next';
import type { MediaItemProps } from '#shared/media-view.ts';
import { CsrfField } from './admin-document.tsx';
import { Notice } from './admin-notice.tsx';
import { AltFields, kilobytes, StatusText, useFieldErrors } from './media-parts.tsx';

/**
 * One photo: while it is processed, how far it has got (the page reloads itself, media-routes.ts); once ready,
 * its preview, its alt texts and focal point (two number inputs: no script needed), and the files served.
 */
export function MediaItemPage({ csrfToken, props }: { csrfToken: string; props: MediaItemProps }) {
  const { t } = useTranslation('admin');
  const { fields, fieldErrors = {} } = props;
  const { error, describedBy } = useFieldErrors(fieldErrors);
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
        <img
          className="media-preview"
          src={props.preview.src}
          width={props.preview.width}
          height={props.preview.height}
          alt={fields.alt_en || fields.alt_mn || ''}
        />
      ) : null}
      <form method="post" action={props.action} className="card stack">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="revision" value={props.revision} />
        <fieldset className="stack">
          <legend>{t('media.item.legend')}</legend>
          <AltFields fields={fields} fieldErrors={fieldErrors} />
          {(['x', 'y'] as const).map((axis) => (
            <div key={axis} className="stack">
              <label htmlFor={`media-focus-${axis}`}>
                {t(axis === 'x' ? 'media.item.focusX' : 'media.item.focusY')}
              </label>
              <input
                id={`media-focus-${axis}`}
                type="number"
                name={`focus_${axis}`}
                min={0}
                max={100}
                step="any"
                defaultValue={fields[`focus_${axis}`]}
                aria-invalid={fieldErrors[`focus_${axis}`] ? true : undefined}
                aria-describedby={describedBy(`focus_${axis}`, 'media-focus-hint')}
              />
              {error(`focus_${axis}`)}
            </div>
          ))}
          <p className="hint" id="media-focus-hint">
            {t('media.item.focusHint')}
          </p>
          <button type="submit" className="button">
            {t('media.item.save')}
          </button>
        </fieldset>
      </form>
      <form method="post" action={`${props.action}/delete`} className="card stack">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="revision" value={props.revision} />
        <p className="hint">{t('media.item.removeHint')}</p>
        <button type="submit" className="button button--quiet">
          {t('media.item.remove')}
        </button>
      </form>
      {props.files.length > 0 ? (
        <table className="inbox">
          <caption>{t('media.item.files')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('media.item.format')}</th>
              <th scope="col">{t('media.item.dimensions')}</th>
              <th scope="col">{t('media.item.bytes')}</th>
            </tr>
          </thead>
          <tbody>
            {props.files.map((file) => (
              <tr key={file.name}>
                <td data-label={t('media.item.format')}>
                  <a href={file.href}>{file.format.toUpperCase()}</a>
                </td>
                <td data-label={t('media.item.dimensions')}>
                  {t('media.item.pixels', { width: file.width, height: file.height })}
                </td>
                <td data-label={t('media.item.bytes')}>{t('media.item.kilobytes', { size: kilobytes(file.bytes) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
