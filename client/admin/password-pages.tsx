import { useTranslation } from 'react-i18next';
import type { ForgotProps, PasswordProps } from '#shared/accounts-view.ts';
import { PASSWORD_LENGTH } from '#shared/schemas/account-schema.ts';
import { AccountNotice, describedBy, FieldMessage } from './account-parts.tsx';

// The pages open without a session (docs/office-guide.md, "Accounts"): a forgotten password's e-mail asked for, and
// the page a link opens, where the account's new password (an invitation's first) is set. Plain posts: the
// sign-in's origin check guards them, there is no session to sign a token for.

export function ForgotPage({ props }: { props: ForgotProps }) {
  const { t } = useTranslation('accounts');
  const error = props.fieldErrors?.email;
  return (
    <section className="card card--narrow">
      <h1>{t('forgot.title')}</h1>
      <p>{t('forgot.intro')}</p>
      <AccountNotice notice={props.notice} />
      <form method="post" action={props.action} className="stack">
        <label htmlFor="forgot-email">{t('fields.email')}</label>
        <input
          id="forgot-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={props.email}
          {...describedBy('forgot-email', error)}
        />
        <FieldMessage id="forgot-email" messageKey={error} />
        <button type="submit" className="button">
          {t('forgot.submit')}
        </button>
      </form>
      <p>
        <a href={props.loginHref}>{t('forgot.back')}</a>
      </p>
    </section>
  );
}

export function PasswordPage({ props }: { props: PasswordProps }) {
  const { t } = useTranslation('accounts');
  const { fieldErrors = {} } = props;
  if (!props.isOpen) {
    return (
      <section className="card card--narrow">
        <h1>{t('password.title')}</h1>
        <p className="notice notice--error" role="alert">
          {t('password.closed')}
        </p>
        <p>
          <a href={props.forgotHref}>{t('password.askAgain')}</a>
        </p>
      </section>
    );
  }
  return (
    <section className="card card--narrow">
      <h1>{t(props.purpose === 'invite' ? 'password.welcomeTitle' : 'password.title')}</h1>
      <p>{t(props.purpose === 'invite' ? 'password.welcomeIntro' : 'password.intro', { login: props.login })}</p>
      <form method="post" action={props.action} className="stack">
        <input type="hidden" name="token" value={props.token} />
        {/* The login, for a password manager to file the new password under. */}
        <input type="hidden" name="login" value={props.login} autoComplete="username" />
        <label htmlFor="password-new">{t('password.password')}</label>
        <input
          id="password-new"
          name="password"
          type="password"
          required
          minLength={PASSWORD_LENGTH.min}
          maxLength={PASSWORD_LENGTH.max}
          autoComplete="new-password"
          {...describedBy('password-new', fieldErrors.password)}
        />
        <p className="hint">{t('password.hint', { min: PASSWORD_LENGTH.min })}</p>
        <FieldMessage id="password-new" messageKey={fieldErrors.password} />
        <label htmlFor="password-again">{t('password.again')}</label>
        <input
          id="password-again"
          name="again"
          type="password"
          required
          autoComplete="new-password"
          {...describedBy('password-again', fieldErrors.again)}
        />
        <FieldMessage id="password-again" messageKey={fieldErrors.again} />
        <button type="submit" className="button">
          {t('password.submit')}
        </button>
      </form>
    </section>
  );
}
