import { useTranslation } from 'react-i18next';
import type { ScheduleProps, ScheduleRow } from '#shared/admin-view.ts';
import { PostForm } from './post-form.tsx';
import { StackTable, type StackColumn } from './table-parts.tsx';

/** The office's schedule: what waits (each with its cancel button), then what was done in the last 30 days. */
export function SchedulePage({ props, csrfToken }: { props: ScheduleProps; csrfToken: string }) {
  const { t } = useTranslation('admin');
  const columns: Array<StackColumn<ScheduleRow>> = [
    { label: t('schedule.columns.when'), cell: (row) => row.when },
    { label: t('schedule.columns.action'), cell: (row) => t(`schedule.actions.${row.action}`) },
    {
      label: t('schedule.columns.item'),
      className: 'cell--wrap',
      cell: (row) => (row.href ? <a href={row.href}>{row.item}</a> : row.item),
    },
    { label: t('schedule.columns.by'), cell: (row) => row.by },
  ];
  const pending: Array<StackColumn<ScheduleRow>> = [
    ...columns,
    {
      label: t('schedule.cancel'),
      cell: (row) =>
        row.cancelAction ? (
          <PostForm action={row.cancelAction} csrfToken={csrfToken}>
            <button type="submit" className="button button--quiet">
              {t('schedule.cancel')}
            </button>
          </PostForm>
        ) : null,
    },
  ];
  const done: Array<StackColumn<ScheduleRow>> = [
    ...columns,
    {
      label: t('schedule.columns.outcome'),
      className: 'cell--wrap',
      cell: (row) => (row.outcome ? t(`schedule.outcomes.${row.outcome}`) : ''),
    },
  ];
  return (
    <>
      <h1>{t('schedule.title')}</h1>
      <p>{t('schedule.intro')}</p>
      <h2>{t('schedule.pending')}</h2>
      <StackTable
        empty={t('schedule.empty')}
        className="inbox"
        caption={t('schedule.pending')}
        captionHidden
        columns={pending}
        rows={props.pending}
        rowKey={(row) => row.id}
      />
      <h2>{t('schedule.done')}</h2>
      <StackTable
        empty={t('schedule.doneEmpty')}
        className="inbox"
        caption={t('schedule.done')}
        captionHidden
        columns={done}
        rows={props.done}
        rowKey={(row) => row.id}
      />
    </>
  );
}
