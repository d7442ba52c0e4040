import { useTranslation } from 'react-i18next';
import type { LoginProps } from '#shared/admin-view.ts';
import { Island } from '../islands/island.tsx';
import { Notice } from './admin-notice.tsx';

/**
 * The sign-in page: login and password, posted to the sign-in address. The form is an island (sign-in-form):
 * a plain post without script, checked in the browser with the server's schema once its code is live, which
 * it becomes on the first sign of use.
 */
export function LoginPage({ base, login, notice, fieldErrors = {} }: LoginProps & { base: string }) {
  const { t } = useTranslation('admin');
  return (
    <section className="card card--narrow">
      <h1>{t('login.title')}</h1>
      <p>{t('login.intro')}</p>
      {notice ? <Notice notice={notice} /> : null}
      <Island name="sign-in-form" hydrate="interaction" props={{ action: `${base}/login`, login, fieldErrors }} />
      <p>
        <a href={`${base}/forgot`}>{t('accounts:login.forgot')}</a>
      </p>
    </section>
  );
}
