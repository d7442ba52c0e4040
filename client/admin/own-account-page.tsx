import { useTranslation } from 'react-i18next';
import type { OwnAccountProps } from '#shared/accounts-view.ts';
import { AccountNotice, SessionsTable } from './account-parts.tsx';
import { PostForm } from './post-form.tsx';

// A person's own account (docs/office-guide.md, "Accounts"): where they are signed in, each session or all the
// others ended; whether they sign in with two-factor, and the way to set it up or turn it off.
export function OwnAccountPage({ props, csrfToken }: { props: OwnAccountProps; csrfToken: string }) {
  const { t } = useTranslation('accounts');
  const { twoFactor } = props;
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
    </>
  );
}
