import { useTranslation } from 'react-i18next';
import type { EntryProps } from '#shared/admin-view.ts';
import { CsrfField } from './admin-document.tsx';
import { EntryFields } from './entry-fields.tsx';

/** One entry whole: its state (with the form that changes it), a reply link, its fields, items and message. */
export function EntryPage({ base, csrfToken, entry }: { base: string; csrfToken: string; entry: EntryProps }) {
  const { t } = useTranslation('admin');
  const isHandled = entry.status === 'handled';
  return (
    <>
      <p>
        <a href={base}>← {t('entry.back')}</a>
      </p>
      <article className="card">
        <h1>{t('entry.title', { kind: t(`kinds.${entry.kind}`), id: entry.id })}</h1>
        <div className="entry__status">
          <span className={`status status--${entry.status}`}>{t(`statuses.${entry.status}`)}</span>
          {entry.handled ? <span>{t('entry.handledBy', entry.handled)}</span> : null}
          <form method="post" action={entry.statusAction}>
            <CsrfField token={csrfToken} />
            <input type="hidden" name="status" value={isHandled ? 'new' : 'handled'} />
            <button type="submit" className={isHandled ? 'button button--quiet' : 'button'}>
              {t(isHandled ? 'entry.reopen' : 'entry.markHandled')}
            </button>
          </form>
          <a className="button button--quiet" href={entry.replyHref}>
            {t('entry.reply')}
          </a>
        </div>
        <EntryFields entry={entry} />
        {entry.items.length > 0 ? (
          <>
            <h2>{t('entry.items')}</h2>
            <table className="items">
              <thead>
                <tr>
                  <th scope="col">{t('entry.product')}</th>
                  <th scope="col" className="number">
                    {t('entry.quantity')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entry.items.map((item, index) => (
                  <tr key={index}>
                    <td>{item.name}</td>
                    <td className="number">{item.qty}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
        {entry.message ? (
          <>
            <h2>{t('entry.message')}</h2>
            <p className="message">{entry.message}</p>
          </>
        ) : null}
      </article>
    </>
  );
}
