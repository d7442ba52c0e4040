import { useTranslation } from 'react-i18next';
import type { MediaLibraryProps } from '#shared/media-view.ts';
import { CsrfField } from './admin-document.tsx';
import { Notice } from './admin-notice.tsx';
import { AltFields, kilobytes, StatusText, useFieldErrors } from './media-parts.tsx';

/** The photo library: the upload form (multipart, works without script), then every photo, newest first. */
export function MediaPage({ csrfToken, props }: { csrfToken: string; props: MediaLibraryProps }) {
  const { t } = useTranslation('admin');
  const { fields, fieldErrors = {} } = props;
  const { error, describedBy } = useFieldErrors(fieldErrors);
  return (
    <>
      <h1>{t('media.title')}</h1>
      <p>{t('media.intro', { megabytes: props.maxMegabytes, megapixels: props.maxMegapixels })}</p>
      {props.notice ? <Notice notice={props.notice} /> : null}
      <form method="post" action={props.uploadAction} encType="multipart/form-data" className="card stack media-upload">
        <CsrfField token={csrfToken} />
        <fieldset className="stack">
          <legend>{t('media.upload.legend')}</legend>
          <label htmlFor="media-file">{t('media.upload.file')}</label>
          <input
            id="media-file"
            type="file"
            name="file"
            accept={props.accept}
            required
            aria-invalid={fieldErrors.file ? true : undefined}
            aria-describedby={describedBy('file', 'media-file-hint')}
          />
          <p className="hint" id="media-file-hint">
            {t('media.upload.fileHint', { megabytes: props.maxMegabytes })}
          </p>
          {error('file')}
          <label htmlFor="media-use">{t('media.upload.use')}</label>
          <select id="media-use" name="use" defaultValue={fields.use} aria-describedby={describedBy('use')}>
            {props.uses.map((use) => (
              <option key={use} value={use}>
                {t(`media.uses.${use}`)}
              </option>
            ))}
          </select>
          {error('use')}
          <AltFields fields={fields} fieldErrors={fieldErrors} />
          <button type="submit" className="button">
            {t('media.upload.submit')}
          </button>
        </fieldset>
      </form>
      {props.rows.length === 0 ? (
        <p className="empty">{t('media.list.empty')}</p>
      ) : (
        <table className="inbox media-list">
          <caption className="visually-hidden">{t('media.list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('media.list.picture')}</th>
              <th scope="col">{t('media.list.alt')}</th>
              <th scope="col">{t('media.list.use')}</th>
              <th scope="col">{t('media.list.size')}</th>
              <th scope="col">{t('media.list.status')}</th>
              <th scope="col">{t('media.list.uploaded')}</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.id}>
                <td data-label={t('media.list.picture')}>
                  <a href={row.href}>
                    {row.thumb ? (
                      <img
                        className="media-thumb"
                        src={row.thumb.src}
                        width={row.thumb.width}
                        height={row.thumb.height}
                        alt={row.alt.en || row.alt.mn || row.id}
                        loading="lazy"
                      />
                    ) : (
                      row.id
                    )}
                  </a>
                </td>
                <td data-label={t('media.list.alt')} className="cell--wrap">
                  <span lang="mn">{row.alt.mn || t('media.list.noAlt')}</span>
                  <br />
                  <span lang="en">{row.alt.en || t('media.list.noAlt')}</span>
                </td>
                <td data-label={t('media.list.use')}>{t(`media.uses.${row.use}`)}</td>
                <td data-label={t('media.list.size')}>
                  {row.width > 0 ? t('media.item.pixels', { width: row.width, height: row.height }) : null}
                  {row.bytes > 0 ? (
                    <>
                      <br />
                      {t('media.item.kilobytes', { size: kilobytes(row.bytes) })}
                    </>
                  ) : null}
                </td>
                <td data-label={t('media.list.status')}>
                  <StatusText row={row} />
                </td>
                <td data-label={t('media.list.uploaded')}>
                  {row.time}
                  <br />
                  {row.uploadedBy}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form method="post" action={`${props.uploadAction}/clean-up`} className="card stack">
        <CsrfField token={csrfToken} />
        <p className="hint">{t('media.cleanUp.hint')}</p>
        <button type="submit" className="button button--quiet">
          {t('media.cleanUp.submit')}
        </button>
      </form>
    </>
  );
}

export { kilobytes, StatusText };
