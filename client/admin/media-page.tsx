import { useTranslation } from 'react-i18next';
import type { MediaLibraryProps, MediaRow } from '#shared/media-view.ts';
import { Notice } from './admin-notice.tsx';
import { AltFields, kilobytes, MediaPicture, StatusText, useFieldErrors } from './media-parts.tsx';
import { PostForm } from './post-form.tsx';
import { StackTable, type StackColumn } from './table-parts.tsx';

/** The photo library: the upload form (multipart, works without script), then every photo, newest first. */
export function MediaPage({ csrfToken, props }: { csrfToken: string; props: MediaLibraryProps }) {
  const { t } = useTranslation('admin');
  const { fields, fieldErrors = {} } = props;
  const { error, describedBy } = useFieldErrors(fieldErrors);
  const columns: Array<StackColumn<MediaRow>> = [
    {
      label: t('media.list.picture'),
      cell: (row) => (
        <a href={row.href}>
          {row.thumb ? (
            <MediaPicture className="media-thumb" file={row.thumb} alt={row.alt.en || row.alt.mn || row.id} lazy />
          ) : (
            row.id
          )}
        </a>
      ),
    },
    {
      label: t('media.list.alt'),
      className: 'cell--wrap',
      cell: (row) => (
        <>
          <span lang="mn">{row.alt.mn || t('media.list.noAlt')}</span>
          <br />
          <span lang="en">{row.alt.en || t('media.list.noAlt')}</span>
        </>
      ),
    },
    { label: t('media.list.use'), cell: (row) => t(`media.uses.${row.use}`) },
    {
      label: t('media.list.size'),
      cell: (row) => (
        <>
          {row.width > 0 ? t('media.item.pixels', { width: row.width, height: row.height }) : null}
          {row.bytes > 0 ? (
            <>
              <br />
              {t('media.item.kilobytes', { size: kilobytes(row.bytes) })}
            </>
          ) : null}
        </>
      ),
    },
    { label: t('media.list.status'), cell: (row) => <StatusText row={row} /> },
    {
      label: t('media.list.uploaded'),
      cell: (row) => (
        <>
          {row.time}
          <br />
          {row.uploadedBy}
        </>
      ),
    },
  ];
  return (
    <>
      <h1>{t('media.title')}</h1>
      <p>{t('media.intro', { megabytes: props.maxMegabytes, megapixels: props.maxMegapixels })}</p>
      {props.notice ? <Notice notice={props.notice} /> : null}
      <PostForm
        action={props.uploadAction}
        csrfToken={csrfToken}
        encType="multipart/form-data"
        className="card stack media-upload"
      >
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
      </PostForm>
      <StackTable
        empty={t('media.list.empty')}
        className="inbox media-list"
        caption={t('media.list.caption')}
        captionHidden
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.id}
      />
      <PostForm action={`${props.uploadAction}/clean-up`} csrfToken={csrfToken} className="card stack">
        <p className="hint">{t('media.cleanUp.hint')}</p>
        <button type="submit" className="button button--quiet">
          {t('media.cleanUp.submit')}
        </button>
      </PostForm>
    </>
  );
}
