import { useTranslation } from 'react-i18next';
import type { MediaLibraryProps, MediaRow } from '#shared/media-view.ts';
import { Notice } from './admin-notice.tsx';
import { AltFields, kilobytes, MediaPicture, StatusText, useFieldErrors } from './media-parts.tsx';
import { PostForm } from './post-form.tsx';
import { FileField } from './file-field.tsx';
import { Badge } from './badge.tsx';

/** A photo's state as a badge's tone: waiting for its text or its files, failed, or ready. */
const toneOf = (row: MediaRow) =>
  row.status === 'failed' ? 'deleted' : row.missingAlt || row.status === 'processing' ? 'new' : 'handled';

/** One photo of the grid: its picture (a link to its page), its state, what it shows, what for, its size, who. */
function MediaCard({ row }: { row: MediaRow }) {
  const { t } = useTranslation('admin');
  const alt = row.alt.en || row.alt.mn;
  return (
    <li className="media-card">
      <a className="media-card__picture" href={row.href}>
        {row.thumb ? (
          <MediaPicture className="media-thumb" file={row.thumb} alt={alt || row.id} lazy />
        ) : (
          <span className="media-card__none">{row.id}</span>
        )}
      </a>
      <div className="media-card__body">
        <Badge tone={toneOf(row)}>
          <StatusText row={row} />
        </Badge>
        <p className="media-card__alt">
          <span lang="mn">{row.alt.mn || t('media.list.noAlt')}</span>
          <span lang="en">{row.alt.en || t('media.list.noAlt')}</span>
        </p>
        <p className="media-card__facts">
          {t(`media.uses.${row.use}`)}
          {row.width > 0 ? ` · ${t('media.item.pixels', { width: row.width, height: row.height })}` : null}
          {row.bytes > 0 ? ` · ${t('media.item.kilobytes', { size: kilobytes(row.bytes) })}` : null}
        </p>
        <p className="media-card__facts">
          {row.time} · {row.uploadedBy}
        </p>
        <p className="media-card__uses">{t('media.list.uses', { count: row.uses })}</p>
      </div>
    </li>
  );
}

/** Every photo, newest first, as a grid of cards; or that there is none. */
function MediaGrid({ rows }: { rows: readonly MediaRow[] }) {
  const { t } = useTranslation('admin');
  if (rows.length === 0) return <p className="empty">{t('media.list.empty')}</p>;
  return (
    <section aria-labelledby="media-list-title">
      <h2 id="media-list-title">{t('media.list.caption')}</h2>
      <ul className="media-grid">
        {rows.map((row) => (
          <MediaCard key={row.id} row={row} />
        ))}
      </ul>
    </section>
  );
}

/** The photo library: the upload form (multipart, works without script), then every photo, newest first, in a grid. */
export function MediaPage({ csrfToken, props }: { csrfToken: string; props: MediaLibraryProps }) {
  const { t } = useTranslation('admin');
  const { fields, fieldErrors = {} } = props;
  const { error, describedBy } = useFieldErrors(fieldErrors);
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
          <FileField
            id="media-file"
            name="file"
            label={t('media.upload.file')}
            accept={props.accept}
            invalid={Boolean(fieldErrors.file)}
            describedBy={describedBy('file', 'media-file-hint')}
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
      <MediaGrid rows={props.rows} />
      <PostForm action={`${props.uploadAction}/clean-up`} csrfToken={csrfToken} className="card stack">
        <p className="hint">{t('media.cleanUp.hint')}</p>
        <button type="submit" className="button button--quiet">
          {t('media.cleanUp.submit')}
        </button>
      </PostForm>
    </>
  );
}
