import { useTranslation } from 'react-i18next';
import type { LoginCodeProps, RecoveryCodesProps, TwoFactorSetupProps } from '#shared/accounts-view.ts';
import { AccountNotice, describedBy, FieldMessage } from './account-parts.tsx';
import { PostForm } from './post-form.tsx';

// Two-factor sign-in's pages (docs/office-guide.md, "Accounts"): setting it up (a QR code drawn on the server, the
// secret to type, the first code), the recovery codes shown once, and the sign-in's second step.

/** The code's input: six digits from the app, or a recovery code, typed on a phone's number pad. */
function CodeInput({ error, recovery }: { error: string | undefined; recovery?: boolean }) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <label htmlFor="code">{t(recovery ? 'twoFactor.codeOrRecovery' : 'twoFactor.code')}</label>
      <input
        id="code"
        name="code"
        required
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        {...describedBy('code', error)}
      />
      <FieldMessage id="code" messageKey={error} />
    </>
  );
}

export function TwoFactorSetupPage({ props, csrfToken }: { props: TwoFactorSetupProps; csrfToken: string }) {
  const { t } = useTranslation('accounts');
  return (
    <section className="card card--narrow accounts__setup">
      <h1>{t('twoFactor.setupTitle')}</h1>
      {props.isRequired ? (
        <p className="notice notice--info" role="status">
          {t('twoFactor.required')}
        </p>
      ) : null}
      <ol className="accounts__steps">
        <li>{t('twoFactor.stepApp')}</li>
        <li>
          {t('twoFactor.stepScan')}
          {/* qrcode's SVG, made on the server from the otpauth address: no script, no image request. */}
          <div
            className="accounts__qr"
            role="img"
            aria-label={t('twoFactor.qrLabel')}
            dangerouslySetInnerHTML={{ __html: props.qrSvg }}
          />
          <p className="hint">
            {t('twoFactor.orType')} <code className="accounts__secret">{props.secret}</code>
          </p>
          <p className="hint">
            <a href={props.uri}>{t('twoFactor.openApp')}</a>
          </p>
        </li>
        <li>
          <PostForm action={props.action} csrfToken={csrfToken} className="stack">
            <CodeInput error={props.fieldErrors?.code} />
            <button type="submit" className="button">
              {t('twoFactor.confirm')}
            </button>
          </PostForm>
        </li>
      </ol>
    </section>
  );
}

export function RecoveryCodesPage({ props }: { props: RecoveryCodesProps }) {
  const { t } = useTranslation('accounts');
  return (
    <section className="card card--narrow">
      <h1>{t('twoFactor.codesTitle')}</h1>
      <p className="notice notice--info" role="status">
        {t('twoFactor.enabled')}
      </p>
      <p>{t('twoFactor.codesIntro')}</p>
      <ul className="accounts__codes">
        {props.codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p>
        <a className="button" href={props.continueHref}>
          {t('twoFactor.codesDone')}
        </a>
      </p>
    </section>
  );
}

export function LoginCodePage({ props }: { props: LoginCodeProps }) {
  const { t } = useTranslation('accounts');
  return (
    <section className="card card--narrow">
      <h1>{t('twoFactor.codeTitle')}</h1>
      <p>{t('twoFactor.codeIntro')}</p>
      <AccountNotice notice={props.notice} />
      <form method="post" action={props.action} className="stack">
        <CodeInput error={props.fieldErrors?.code} recovery />
        <button type="submit" className="button">
          {t('twoFactor.signIn')}
        </button>
      </form>
    </section>
  );
}
