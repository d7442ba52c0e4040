import { useTranslation } from 'react-i18next';
import type { AccountProps } from '#shared/accounts-view.ts';
import {
  AccountNotice,
  describedBy,
  FieldMessage,
  LanguageChoice,
  RoleBoxes,
  SessionsTable,
} from './account-parts.tsx';
import { PostForm } from './post-form.tsx';

// A colleague's account, for an admin (docs/office-guide.md, "Accounts"): its details, roles, e-mail and language,
// open sessions, two-factor, and disabling or removal. Every form posts to <account>/<action>.

function Button({ action, csrfToken, label }: { action: string; csrfToken: string; label: string }) {
  return (
    <PostForm action={action} csrfToken={csrfToken}>
      <button type="submit" className="button button--quiet">
        {label}
      </button>
    </PostForm>
  );
}

export function AccountPage({ props, csrfToken }: { props: AccountProps; csrfToken: string }) {
  const { t } = useTranslation('accounts');
  const { actionBase, fieldErrors = {} } = props;
  return (
    <>
      <p>
        <a href={props.listHref}>{t('account.back')}</a>
      </p>
      <h1>{props.isYou ? t('account.titleYou', { login: props.login }) : props.login}</h1>
      <AccountNotice notice={props.notice} />
      <dl className="fields">
        <dt>{t('fields.state')}</dt>
        <dd>{t(`states.${props.state}`)}</dd>
        <dt>{t('account.created')}</dt>
        <dd>{props.created}</dd>
        <dt>{t('fields.lastSignIn')}</dt>
        <dd>{props.lastSignIn || t('never')}</dd>
        <dt>{t('fields.twoFactor')}</dt>
        <dd>{t(props.hasTwoFactor ? 'twoFactorOn' : 'twoFactorOff')}</dd>
      </dl>
      {props.handLink ? (
        <p className="notice notice--info">
          {t('handLinks.intro')}{' '}
          <span className="hint">{t('handLinks.expires', { time: props.handLink.expires })}</span>
          <input readOnly value={props.handLink.href} aria-label={t('handLinks.label', { login: props.login })} />
        </p>
      ) : null}
      <div className="accounts__forms">
        <section className="card" aria-labelledby="account-roles">
          <h2 id="account-roles">{t('fields.roles')}</h2>
          <PostForm action={`${actionBase}/roles`} csrfToken={csrfToken} className="stack">
            <RoleBoxes
              roles={props.allRoles}
              checked={props.roles}
              legend={t('account.rolesLegend')}
              error={fieldErrors.roles}
            />
            <button type="submit" className="button">
              {t('account.saveRoles')}
            </button>
          </PostForm>
        </section>
        <section className="card" aria-labelledby="account-contact">
          <h2 id="account-contact">{t('account.contact')}</h2>
          <PostForm action={`${actionBase}/contact`} csrfToken={csrfToken} className="stack">
            <label htmlFor="account-email">{t('fields.email')}</label>
            <input
              id="account-email"
              name="email"
              type="email"
              defaultValue={props.email}
              {...describedBy('account-email', fieldErrors.email)}
            />
            <FieldMessage id="account-email" messageKey={fieldErrors.email} />
            <LanguageChoice id="account-language" value={props.language} />
            <button type="submit" className="button">
              {t('account.saveContact')}
            </button>
          </PostForm>
        </section>
      </div>
      <h2>{t('sessions.title')}</h2>
      <SessionsTable
        sessions={props.sessions}
        action={`${actionBase}/sessions`}
        csrfToken={csrfToken}
        endAllLabel={props.isYou ? t('sessions.endOthers') : t('sessions.endAll')}
      />
      <h2>{t('account.more')}</h2>
      <div className="accounts__buttons">
        {props.hasTwoFactor ? (
          <Button action={`${actionBase}/two-factor-reset`} csrfToken={csrfToken} label={t('account.resetTwoFactor')} />
        ) : null}
        {props.state === 'invited' ? (
          <Button action={`${actionBase}/invite-again`} csrfToken={csrfToken} label={t('account.inviteAgain')} />
        ) : null}
        {props.state === 'disabled' ? (
          <Button action={`${actionBase}/enable`} csrfToken={csrfToken} label={t('account.enable')} />
        ) : (
          <Button action={`${actionBase}/disable`} csrfToken={csrfToken} label={t('account.disable')} />
        )}
      </div>
      <PostForm action={`${actionBase}/remove`} csrfToken={csrfToken} className="card accounts__remove">
        <h2>{t('account.remove')}</h2>
        <p className="hint">{t('account.removeHint')}</p>
        <label className="accounts__check">
          <input
            type="checkbox"
            name="confirm"
            value="yes"
            required
            {...describedBy('remove-confirm', fieldErrors.confirm)}
          />
          <span>{t('account.removeConfirm', { login: props.login })}</span>
        </label>
        <FieldMessage id="remove-confirm" messageKey={fieldErrors.confirm} />
        <button type="submit" className="button accounts__danger">
          {t('account.remove')}
        </button>
      </PostForm>
    </>
  );
}
