import { useTranslation } from 'react-i18next';
import type { AccountsProps } from '#shared/accounts-view.ts';
import { AccountNotice, describedBy, FieldMessage, LanguageChoice, RoleBoxes } from './account-parts.tsx';
import { PostForm } from './post-form.tsx';
import { StackTable } from './table-parts.tsx';

// The office's accounts (admins; docs/office-guide.md, "Accounts"): who has one, with what roles, when they last
// signed in and whether with two-factor; the invitation form; the links to pass on by hand when no mail goes; the
// roles that must sign in with two-factor.

function InviteForm({ props, csrfToken }: { props: AccountsProps; csrfToken: string }) {
  const { t } = useTranslation('accounts');
  const { invite, fieldErrors = {} } = props;
  return (
    <section className="card accounts__invite" aria-labelledby="accounts-invite">
      <h2 id="accounts-invite">{t('invite.title')}</h2>
      <p className="hint">{props.isMailOn ? t('invite.intro') : t('invite.introNoMail')}</p>
      <PostForm action={props.inviteAction} csrfToken={csrfToken} className="stack">
        <label htmlFor="invite-login">{t('fields.login')}</label>
        <input
          id="invite-login"
          name="login"
          required
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={invite.login}
          {...describedBy('invite-login', fieldErrors.login)}
        />
        <FieldMessage id="invite-login" messageKey={fieldErrors.login} />
        <label htmlFor="invite-email">{t('fields.email')}</label>
        <input
          id="invite-email"
          name="email"
          type="email"
          required
          defaultValue={invite.email}
          {...describedBy('invite-email', fieldErrors.email)}
        />
        <FieldMessage id="invite-email" messageKey={fieldErrors.email} />
        <LanguageChoice id="invite-language" value={invite.language} />
        <RoleBoxes roles={props.roles} checked={invite.roles} legend={t('fields.roles')} error={fieldErrors.roles} />
        <button type="submit" className="button">
          {t('invite.submit')}
        </button>
      </PostForm>
    </section>
  );
}

export function AccountsPage({ props, csrfToken }: { props: AccountsProps; csrfToken: string }) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="hint">{t('intro')}</p>
      <AccountNotice notice={props.notice} />
      {props.isMailOn ? null : (
        <p className="notice notice--info" role="status">
          {t('mailOff')}
        </p>
      )}
      <StackTable
        className="inbox accounts__list"
        caption={t('caption')}
        rows={props.rows}
        rowKey={(row) => row.login}
        columns={[
          {
            label: t('fields.login'),
            cell: (row) => (
              <>
                <a href={row.href}>{row.login}</a>
                {row.isYou ? <span className="hint"> {t('you')}</span> : null}
              </>
            ),
          },
          { label: t('fields.email'), cell: (row) => row.email || '—' },
          { label: t('fields.roles'), cell: (row) => row.roles.map((role) => t(`roles.${role}`)).join(', ') },
          { label: t('fields.state'), cell: (row) => t(`states.${row.state}`) },
          { label: t('fields.lastSignIn'), cell: (row) => row.lastSignIn || t('never') },
          { label: t('fields.twoFactor'), cell: (row) => t(row.hasTwoFactor ? 'twoFactorOn' : 'twoFactorOff') },
        ]}
      />
      {props.handLinks.length > 0 ? (
        <section aria-labelledby="accounts-links">
          <h2 id="accounts-links">{t('handLinks.title')}</h2>
          <p className="hint">{t('handLinks.intro')}</p>
          <ul className="accounts__links">
            {props.handLinks.map((link) => (
              <li key={link.login}>
                <strong>{link.login}</strong>{' '}
                <span className="hint">{t('handLinks.expires', { time: link.expires })}</span>
                <br />
                <input readOnly value={link.href} aria-label={t('handLinks.label', { login: link.login })} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="accounts__forms">
        <InviteForm props={props} csrfToken={csrfToken} />
        <section className="card" aria-labelledby="accounts-two-factor">
          <h2 id="accounts-two-factor">{t('twoFactorRoles.title')}</h2>
          <p className="hint">{t('twoFactorRoles.intro')}</p>
          <PostForm action={props.twoFactor.action} csrfToken={csrfToken} className="stack">
            <RoleBoxes roles={props.roles} checked={props.twoFactor.roles} legend={t('twoFactorRoles.legend')} />
            <button type="submit" className="button button--quiet">
              {t('twoFactorRoles.submit')}
            </button>
          </PostForm>
        </section>
      </div>
    </>
  );
}
