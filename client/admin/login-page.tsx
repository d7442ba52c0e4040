import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginProps } from '#shared/admin-view.ts';
import { fieldControlProps, fieldErrorId } from '../ui/form-field.tsx';
import { Notice } from './admin-notice.tsx';

interface LoginFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: 'login' | 'password';
  /** A translation key: what is wrong with what was typed. */
  error: string | undefined;
}

// A label, its control (required: the browser's own check without script) and its error line, linked by id.
function LoginField({ name, error, ...input }: LoginFieldProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <label htmlFor={name}>{t(`login.${name}`)}</label>
      <input {...fieldControlProps(name, error)} name={name} required {...input} />
      {error ? (
        <p id={fieldErrorId(name)} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </>
  );
}

/** The sign-in form: login and password, posted to the sign-in address; works without script. */
export function LoginPage({ base, login, notice, fieldErrors = {} }: LoginProps & { base: string }) {
  const { t } = useTranslation('admin');
  return (
    <section className="card card--narrow">
      <h1>{t('login.title')}</h1>
      <p>{t('login.intro')}</p>
      {notice ? <Notice notice={notice} /> : null}
      <form method="post" action={`${base}/login`} className="stack">
        <LoginField
          name="login"
          error={fieldErrors.login}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={login}
        />
        <LoginField name="password" error={fieldErrors.password} type="password" autoComplete="current-password" />
        <button type="submit" className="button">
          {t('login.submit')}
        </button>
      </form>
    </section>
  );
}
