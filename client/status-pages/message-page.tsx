import { useTranslation } from 'react-i18next';

export interface MessagePageProps {
  /** A received form (2xx), or one to correct or send again (4xx). */
  isSuccess: boolean;
  /** Translation keys of the messages, e.g. forms:success or the field errors. */
  messageKeys: string[];
  /** The page the form was on (a same-site path), else '/'. */
  backHref: string;
  /** A form that was not received: its fields as typed, posted again to `action` by one button. */
  resend?: { action: string; fields: Record<string, string> };
}

// The answer to a form posted without script: the same messages the script-enhanced form shows.
export function MessagePage({ isSuccess, messageKeys, backHref, resend }: MessagePageProps) {
  const { t } = useTranslation('pages');
  const [first = 'error.text'] = messageKeys;
  return (
    <section className="status-page container" role={isSuccess ? 'status' : 'alert'}>
      <h1>{isSuccess ? t(first) : t('error.rejectedHeading')}</h1>
      {isSuccess ? null : (
        <ul>
          {messageKeys.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      )}
      {resend ? (
        <form method="post" action={resend.action}>
          {Object.entries(resend.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button className="button" type="submit">
            {t('message.resend')}
          </button>
        </form>
      ) : null}
      <a className="button" href={backHref}>
        {t('message.back')}
      </a>
    </section>
  );
}
