import { useTranslation } from 'react-i18next';
import type { ScheduleFormProps } from '#shared/admin-view.ts';
import { PostForm } from './post-form.tsx';

/** One schedule's form: a date and a time in Ulaanbaatar, said so beside them (a plain POST without script). */
function ScheduleAt({
  schedule,
  action,
  csrfToken,
}: {
  schedule: ScheduleFormProps;
  action: 'publish' | 'hide';
  csrfToken: string;
}) {
  const { t } = useTranslation('admin');
  const id = `schedule-${action}`;
  return (
    <PostForm action={schedule.action} csrfToken={csrfToken} className="stack">
      <input type="hidden" name="kind" value={schedule.kind} />
      <input type="hidden" name="key" value={schedule.key} />
      <input type="hidden" name="action" value={action} />
      <fieldset>
        <legend>{t(action === 'publish' ? 'schedule.form.publishAt' : 'schedule.form.hideAt')}</legend>
        <label htmlFor={`${id}-date`}>{t('schedule.form.date')}</label>{' '}
        <input id={`${id}-date`} type="date" name="date" required aria-describedby={`${id}-hint`} />{' '}
        <label htmlFor={`${id}-time`}>{t('schedule.form.time')}</label>{' '}
        <input id={`${id}-time`} type="time" name="time" required aria-describedby={`${id}-hint`} />{' '}
        <span>{t('schedule.form.zone')}</span>
        {/* The browser writes the inputs' placeholders in its own language; the format in the staff's. */}
        <p className="hint" id={`${id}-hint`}>
          {t('schedule.form.formatHint')}
        </p>
      </fieldset>
      <button type="submit" className="button button--quiet">
        {t('schedule.form.submit')}
      </button>
    </PostForm>
  );
}

/** An item's scheduling: its pending schedules, each with its cancel button, and the forms that add one. */
export function ScheduleSection({ schedule, csrfToken }: { schedule?: ScheduleFormProps; csrfToken: string }) {
  const { t } = useTranslation('admin');
  if (!schedule || (!schedule.hasDraft && !schedule.hides && schedule.pending.length === 0)) return null;
  const waiting = new Set(schedule.pending.map((row) => row.action));
  return (
    <section className="product-edit__aside" aria-labelledby="schedule-title">
      <h2 id="schedule-title">{t('schedule.form.heading')}</h2>
      {schedule.pending.length > 0 ? (
        <ul>
          {schedule.pending.map((row) => (
            <li key={row.id}>
              {t(`schedule.actions.${row.action}`)}: {row.when} ({t('schedule.form.zone')}), {row.by}{' '}
              {row.cancelAction ? (
                <PostForm action={row.cancelAction} csrfToken={csrfToken}>
                  <input type="hidden" name="back" value="item" />
                  <button type="submit" className="button button--quiet">
                    {t('schedule.cancel')}
                  </button>
                </PostForm>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {schedule.hasDraft && !waiting.has('publish') ? (
        <ScheduleAt schedule={schedule} action="publish" csrfToken={csrfToken} />
      ) : null}
      {schedule.hides && !waiting.has('hide') ? (
        <ScheduleAt schedule={schedule} action="hide" csrfToken={csrfToken} />
      ) : null}
    </section>
  );
}
