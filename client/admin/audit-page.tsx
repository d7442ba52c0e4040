import { useTranslation } from 'react-i18next';
import type { AuditProps } from '#shared/admin-view.ts';
import { Notice } from './admin-notice.tsx';

/** The audit log: filters (a plain GET form), then who did what and when, newest first, 50 a page. */
export function AuditPage({ base, props }: { base: string; props: AuditProps }) {
  const { t } = useTranslation('admin');
  const { fields } = props;
  return (
    <>
      <h1>{t('audit.title')}</h1>
      <form method="get" action={`${base}/audit`} className="filters">
        <fieldset>
          <legend>{t('audit.legend')}</legend>
          {props.fieldError ? <Notice notice={{ key: props.fieldError, kind: 'error' }} /> : null}
          <div className="filters__grid">
            <label>
              {t('audit.login')} <input type="text" name="login" defaultValue={fields.login} maxLength={64} />
            </label>
            <label>
              {t('audit.action')}
              <select name="action" defaultValue={fields.action}>
                <option value="">{t('filters.any')}</option>
                {props.actions.map((action) => (
                  <option key={action} value={action}>
                    {t([`audit.actions.${action}`, `media.audit.${action}`])}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('filters.from')} <input type="date" name="from" defaultValue={fields.from} />
            </label>
            <label>
              {t('filters.to')} <input type="date" name="to" defaultValue={fields.to} />
            </label>
          </div>
          <div className="filters__actions">
            <button type="submit" className="button">
              {t('filters.apply')}
            </button>
            <a href={`${base}/audit`}>{t('filters.clear')}</a>
          </div>
        </fieldset>
      </form>
      {props.rows.length === 0 ? (
        <p className="empty">{t('audit.empty')}</p>
      ) : (
        <table className="inbox">
          <caption className="visually-hidden">{t('audit.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.time')}</th>
              <th scope="col">{t('audit.login')}</th>
              <th scope="col">{t('audit.action')}</th>
              <th scope="col">{t('audit.target')}</th>
              <th scope="col">{t('audit.reason')}</th>
              <th scope="col">{t('audit.requestId')}</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => (
              <tr key={row.id}>
                <td data-label={t('audit.time')}>{row.time}</td>
                <td data-label={t('audit.login')}>{row.login || t('audit.unknownLogin')}</td>
                <td data-label={t('audit.action')}>
                  {t([`audit.actions.${row.action}`, `media.audit.${row.action}`])}
                </td>
                <td data-label={t('audit.target')} className="cell--wrap">
                  {row.target}
                </td>
                <td data-label={t('audit.reason')} className="cell--wrap">
                  {row.reason}
                </td>
                <td data-label={t('audit.requestId')} className="cell--wrap">
                  {row.requestId}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.older ? (
        <nav className="pager" aria-label={t('list.pages')}>
          <a rel="next" href={props.older}>
            {t('list.older')}
          </a>
        </nav>
      ) : null}
    </>
  );
}
