import { useTranslation } from 'react-i18next';
import type { Role } from '#shared/admin-roles.ts';
import type { SessionRow } from '#shared/accounts-view.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { PostForm } from './post-form.tsx';
import { StackTable } from './table-parts.tsx';

// What the account pages share (client/admin/account*-page.tsx): the roles' boxes, the language's choice, a field's
// message, a notice with values, and the sessions' table with its buttons.

/** A field's message under it, linked to its input by id. */
export function FieldMessage({ id, messageKey }: { id: string; messageKey: string | undefined }) {
  const { t } = useTranslation('accounts');
  return messageKey ? (
    <p id={`${id}-error`} className="field-error">
      {t(messageKey)}
    </p>
  ) : null;
}

/** The aria attributes of an input whose field has a message. */
export const describedBy = (id: string, messageKey: string | undefined) =>
  messageKey ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

/** A box for each role, those of `checked` ticked. */
export function RoleBoxes({
  roles,
  checked,
  legend,
  error,
}: {
  roles: readonly Role[];
  checked: readonly Role[];
  legend: string;
  error?: string;
}) {
  const { t } = useTranslation('accounts');
  return (
    <fieldset className="accounts__roles" {...describedBy('roles', error)}>
      <legend>{legend}</legend>
      {roles.map((role) => (
        <label key={role} className="accounts__check">
          <input type="checkbox" name="roles" value={role} defaultChecked={checked.includes(role)} />
          <span>
            {t(`roles.${role}`)} <span className="hint">{t(`roleHints.${role}`)}</span>
          </span>
        </label>
      ))}
      <FieldMessage id="roles" messageKey={error} />
    </fieldset>
  );
}

/** The language of an account's e-mails. */
export function LanguageChoice({ value, id }: { value: Language; id: string }) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <label htmlFor={id}>{t('fields.language')}</label>
      <select id={id} name="language" defaultValue={value}>
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`languages.${lng}`)}
          </option>
        ))}
      </select>
    </>
  );
}

/** A line above a page's forms: an error announced at once, anything else politely. */
export function AccountNotice({
  notice,
}: {
  notice?: { key: string; kind: 'error' | 'info'; values?: Record<string, string | number> };
}) {
  const { t } = useTranslation('accounts');
  if (!notice) return null;
  return (
    <p className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      {t(notice.key, notice.values)}
    </p>
  );
}

interface SessionsProps {
  sessions: readonly SessionRow[];
  /** Where the buttons post: one session names itself (session=<id>), the other button ends all the others. */
  action: string;
  csrfToken: string;
  /** The words of the button that ends every other session (or every one). */
  endAllLabel: string;
}

/** The open sessions: device, signed in, last seen, and a button to end each; then one to end the others. */
export function SessionsTable({ sessions, action, csrfToken, endAllLabel }: SessionsProps) {
  const { t } = useTranslation('accounts');
  const others = sessions.filter((session) => !session.isThis).length;
  return (
    <>
      <StackTable
        className="inbox accounts__sessions"
        caption={t('sessions.caption')}
        captionHidden
        rows={sessions}
        rowKey={(session) => session.id}
        empty={t('sessions.none')}
        columns={[
          {
            label: t('sessions.device'),
            cell: (session) => (
              <span>
                {session.device || t('sessions.unknownDevice')}
                {session.isThis ? <strong className="accounts__this"> {t('sessions.this')}</strong> : null}
              </span>
            ),
          },
          { label: t('sessions.signedIn'), cell: (session) => session.signedIn },
          { label: t('sessions.lastSeen'), cell: (session) => session.lastSeen },
          {
            label: t('sessions.actions'),
            cell: (session) =>
              session.isThis ? null : (
                <PostForm action={action} csrfToken={csrfToken}>
                  <input type="hidden" name="session" value={session.id} />
                  <button type="submit" className="button button--quiet">
                    {t('sessions.end')}
                  </button>
                </PostForm>
              ),
          },
        ]}
      />
      {others > 0 ? (
        <PostForm action={action} csrfToken={csrfToken} className="accounts__end-all">
          <button type="submit" className="button button--quiet">
            {endAllLabel}
          </button>
        </PostForm>
      ) : null}
    </>
  );
}
