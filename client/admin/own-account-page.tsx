import { useTranslation } from 'react-i18next';
import type { OwnAccountProps } from '#shared/accounts-view.ts';
import { AccountNotice, SessionsTable } from './account-parts.tsx';
import { PostForm } from './post-form.tsx';

// A person's own account (docs/office-guide.md, "Accounts"): where they are signed in, each session or all the
// others ended; whether they sign in with two-factor, and the way to set it up or turn it off; whether they get the
// weekly summary e-mail (docs/office-guide.md, "Weekly summary").
export function OwnAccountPage({ props, csrfToken }: { props: OwnAccountProps; csrfToken: string }) {
  const { t } = useTranslation('accounts');
  const { twoFactor, weeklySummary } = props;
  return (
    <>
      <h1>{t('own.title')}</h1>
      <p className="hint">{t('own.intro', { login: props.login })}</p>
      <AccountNotice notice={props.notice} />
      <h2>{t('sessions.title')}</h2>
      <SessionsTable
        sessions={props.sessions}
        action={`${props.actionBase}/sessions`}
        csrfToken={csrfToken}
        endAllLabel={t('sessions.endOthers')}
      />
      <h2>{t('twoFactor.title')}</h2>
      {twoFactor.isOn ? (
        <>
          <p>{t('twoFactor.isOn', { count: twoFactor.codesLeft })}</p>
          {twoFactor.isRequired ? (
            <p className="hint">{t('twoFactor.requiredOn')}</p>
          ) : (
            <PostForm action={`${props.actionBase}/two-factor/off`} csrfToken={csrfToken}>
              <button type="submit" className="button button--quiet">
                {t('twoFactor.turnOff')}
              </button>
            </PostForm>
          )}
        </>
      ) : (
        <>
          <p>{t('twoFactor.isOff')}</p>
          <p>
            <a className="button" href={`${props.actionBase}/two-factor`}>
              {t('twoFactor.setUp')}
            </a>
          </p>
        </>
      )}
      {weeklySummary ? (
        <PostForm action={`${props.actionBase}/weekly-summary`} csrfToken={csrfToken}>
          <h2>{t('admin:weeklySummary.account.title')}</h2>
          <label className="accounts__check">
            <input type="checkbox" name="weekly_summary" value="on" defaultChecked={weeklySummary.isOn} />
            <span>
              {t('admin:weeklySummary.account.label')}{' '}
              <span className="hint">{t('admin:weeklySummary.account.hint', { email: weeklySummary.email })}</span>
            </span>
          </label>
          <button type="submit" className="button">
            {t('admin:weeklySummary.account.save')}
          </button>
        </PostForm>
      ) : null}
    </>
  );
}
