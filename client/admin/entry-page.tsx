import { useTranslation } from 'react-i18next';
import type { EntryProps } from '#shared/admin-view.ts';
import { Badge } from './badge.tsx';
import { EntryAttachments } from './entry-attachments.tsx';
import { EntryFields } from './entry-fields.tsx';
import { PostForm } from './post-form.tsx';
import { QuotationLink } from './quotation-badge.tsx';
import { Table } from './table-parts.tsx';

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
          <Badge tone={entry.status}>{t(`statuses.${entry.status}`)}</Badge>
          {entry.handled ? <span>{t('entry.handledBy', entry.handled)}</span> : null}
          <PostForm action={entry.statusAction} csrfToken={csrfToken}>
            <input type="hidden" name="status" value={isHandled ? 'new' : 'handled'} />
            <button type="submit" className={isHandled ? 'button button--quiet' : 'button'}>
              {t(isHandled ? 'entry.reopen' : 'entry.markHandled')}
            </button>
          </PostForm>
          <a className="button button--quiet" href={entry.replyHref}>
            {t('entry.reply')}
          </a>
          {entry.quotation ? <QuotationLink quotation={entry.quotation} /> : null}
        </div>
        <EntryFields entry={entry} />
        {entry.items.length > 0 ? (
          <>
            <h2>{t('entry.items')}</h2>
            <Table
              className="items"
              columns={[t('entry.product'), { label: t('entry.quantity'), className: 'number' }]}
            >
              {entry.items.map((item, index) => (
                <tr key={index}>
                  <td>{item.name}</td>
                  <td className="number">{item.qty}</td>
                </tr>
              ))}
            </Table>
          </>
        ) : null}
        <EntryAttachments attachments={entry.attachments} />
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
