import { useTranslation } from 'react-i18next';
import type { TextsProps } from '#shared/admin-view.ts';
import { CsrfField } from './admin-document.tsx';
import { Notice } from './admin-notice.tsx';

/**
 * The site's texts: a menu of the site's parts, a search across all, and a table of the part shown (or of the
 * matches), Mongolian and English side by side, each with its state and a link to edit it.
 */
export function TextsPage({ base, csrfToken, props }: { base: string; csrfToken: string; props: TextsProps }) {
  const { t } = useTranslation('admin');
  const current = props.areas.find((area) => area.current);
  return (
    <>
      <h1>{t('texts.title')}</h1>
      <p>{t('texts.intro', { edited: props.editedCount, drafts: props.draftCount })}</p>
      {props.notice ? <Notice notice={props.notice} /> : null}
      {props.imported ? (
        <p className="notice notice--info" role="status">
          {t('texts.imported', props.imported)}
          {props.imported.skipped.length > 0
            ? ` ${t('texts.importSkipped', { ids: props.imported.skipped.join(', ') })}`
            : ''}
        </p>
      ) : null}
      <form method="get" action={`${base}/texts`} className="filters" role="search">
        <label>
          {t('texts.search')} <input type="search" name="q" defaultValue={props.q} maxLength={100} />
        </label>
        <button type="submit" className="button">
          {t('texts.find')}
        </button>
      </form>
      <nav aria-label={t('texts.areasLabel')} className="areas">
        <ul>
          {props.areas.map((area) => (
            <li key={area.namespace}>
              <a href={area.href} aria-current={area.current ? 'page' : undefined}>
                {t(area.areaKey)} <span className="areas__count">({area.count})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{current ? t(current.areaKey) : t('texts.matches', { count: props.rows.length, q: props.q })}</h2>
      {props.rows.length === 0 ? (
        <p className="empty">{t('texts.none')}</p>
      ) : (
        <table className="inbox texts">
          <thead>
            <tr>
              <th scope="col">{t('texts.key')}</th>
              <th scope="col" lang="mn">
                {t('texts.mn')}
              </th>
              <th scope="col" lang="en">
                {t('texts.en')}
              </th>
              <th scope="col">{t('texts.state')}</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.id}>
                <td data-label={t('texts.key')}>
                  <a href={row.href}>{current ? row.key : row.id}</a>
                </td>
                <td data-label={t('texts.mn')} lang="mn" className="cell--wrap">
                  {row.value.mn}
                </td>
                <td data-label={t('texts.en')} lang="en" className="cell--wrap">
                  {row.value.en}
                </td>
                <td data-label={t('texts.state')}>
                  <span className={`status status--${row.edited ? 'handled' : 'default'}`}>
                    {t(row.edited ? 'texts.edited' : 'texts.default')}
                  </span>
                  {row.draft ? <span className="status status--new">{t('texts.hasDraft')}</span> : null}
                  {row.outdated ? <span className="status status--new">{t('texts.shippedChanged')}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <section className="card transfer" aria-labelledby="transfer-title">
        <h2 id="transfer-title">{t('texts.transfer')}</h2>
        <p>
          <a href={props.exportHref} download>
            {t('texts.export')}
          </a>
        </p>
        <form method="post" action={props.importAction} encType="multipart/form-data" className="stack">
          <CsrfField token={csrfToken} />
          <label htmlFor="content-file">{t('texts.importFile')}</label>
          <input id="content-file" type="file" name="file" accept=".json,application/json" required />
          <button type="submit" className="button button--quiet">
            {t('texts.import')}
          </button>
        </form>
      </section>
    </>
  );
}
