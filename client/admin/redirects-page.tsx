import { useTranslation } from 'react-i18next';
import { CSV_MAX_ROWS, FROM_MAX_LENGTH, TO_MAX_LENGTH } from '#shared/redirects.ts';
import type { RedirectRow, RedirectsProps } from '#shared/redirects-view.ts';
import { Badge } from './badge.tsx';
import { PostForm } from './post-form.tsx';
import { FileField } from './file-field.tsx';
import { StackTable, type StackColumn } from './table-parts.tsx';

/** One address of the form: its label and hint (redirects.<name>, redirects.<name>Hint), an example as placeholder. */
function AddressInput({
  name,
  max,
  typed,
  example,
}: {
  name: 'from' | 'to';
  max: number;
  typed: string;
  example: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <label htmlFor={`redirect-${name}`}>{t(`redirects.${name}`)}</label>
      <p className="hint" id={`redirect-${name}-hint`}>
        {t(`redirects.${name}Hint`)}
      </p>
      <input
        id={`redirect-${name}`}
        name={name}
        required
        maxLength={max}
        defaultValue={typed}
        aria-describedby={`redirect-${name}-hint`}
        placeholder={example}
        lang="en"
        dir="ltr"
      />
    </>
  );
}

/**
 * The office's redirects (docs/content.md, "Redirects"): the list with each one's hits and a button to remove it (the
 * automatic ones marked, not removable here), a form to add one and a CSV upload; all plain forms.
 */
export function RedirectsPage({ csrfToken, props }: { csrfToken: string; props: RedirectsProps }) {
  const { t } = useTranslation('admin');
  const columns: Array<StackColumn<RedirectRow>> = [
    { label: t('redirects.from'), className: 'cell--wrap', cell: (row) => <code>{row.from}</code> },
    { label: t('redirects.to'), className: 'cell--wrap', cell: (row) => <code>{row.to}</code> },
    {
      label: t('redirects.hits'),
      cell: (row) => (row.automatic ? '' : t('redirects.hitCount', { count: row.hits })),
    },
    { label: t('redirects.lastHit'), cell: (row) => row.lastHit ?? '' },
    {
      label: t('redirects.kind'),
      cell: (row) =>
        row.automatic ? (
          <Badge tone="default">{t('redirects.automatic')}</Badge>
        ) : (
          <PostForm action={props.actions.remove} csrfToken={csrfToken} revision={props.revision}>
            <input type="hidden" name="from" value={row.from} />
            <button
              type="submit"
              className="button button--quiet button--small"
              aria-label={t('redirects.removeOne', { from: row.from })}
            >
              {t('redirects.remove')}
            </button>
          </PostForm>
        ),
    },
  ];
  const { refusal, notice } = props;
  return (
    <>
      <h1>{t('redirects.title')}</h1>
      <p>{t('redirects.intro')}</p>
      {notice ? (
        <p className={`notice notice--${notice.kind}`} role="status">
          {t(notice.key, { count: notice.count })}
        </p>
      ) : null}
      {refusal ? (
        <p className="notice notice--error" role="alert">
          {t(refusal.key, { other: refusal.other, max: CSV_MAX_ROWS })}
        </p>
      ) : null}
      {props.refusedRows ? (
        <ul className="field-error" aria-label={t('redirects.refusedRows')}>
          {props.refusedRows.map((row) => (
            <li key={row.line}>
              {t('redirects.line', { line: row.line })} {t(row.key, { other: row.other })}
            </li>
          ))}
        </ul>
      ) : null}
      <section className="card transfer" aria-labelledby="redirect-add">
        <h2 id="redirect-add">{t('redirects.add')}</h2>
        <PostForm action={props.actions.add} csrfToken={csrfToken} revision={props.revision} className="stack">
          <AddressInput name="from" max={FROM_MAX_LENGTH} typed={props.typed.from} example="/index.php?page=tyres" />
          <AddressInput name="to" max={TO_MAX_LENGTH} typed={props.typed.to} example="/products/tyres" />
          <button type="submit" className="button">
            {t('redirects.addButton')}
          </button>
        </PostForm>
      </section>
      <section className="card transfer" aria-labelledby="redirect-upload">
        <h2 id="redirect-upload">{t('redirects.upload')}</h2>
        <PostForm
          action={props.actions.upload}
          csrfToken={csrfToken}
          revision={props.revision}
          encType="multipart/form-data"
          className="stack"
        >
          <FileField
            id="redirect-file"
            name="file"
            label={t('redirects.file')}
            accept=".csv,text/csv"
            describedBy="redirect-file-hint"
          />
          <p className="hint" id="redirect-file-hint">
            {t('redirects.fileHint', { max: CSV_MAX_ROWS })}
          </p>
          <button type="submit" className="button button--quiet">
            {t('redirects.uploadButton')}
          </button>
        </PostForm>
      </section>
      <h2>{t('redirects.list', { count: props.rows.length })}</h2>
      <StackTable
        empty={t('redirects.none')}
        className="inbox"
        columns={columns}
        rows={props.rows}
        rowKey={(row) => `${row.automatic ? 'auto' : 'office'} ${row.from}`}
      />
    </>
  );
}
