import { useTranslation } from 'react-i18next';
import type { ResendContent } from '#shared/render-contract.ts';
import { ResendForm } from './resend-form.tsx';

export interface MessagePageProps {
  /** A received form (2xx), or one to correct or send again (4xx). */
  isSuccess: boolean;
  /** Translation keys of the messages, e.g. forms:success or the field errors. */
  messageKeys: string[];
  /** The page the form was on (a same-site path), else '/'. */
  backHref: string;
  /** A form that was not received: its fields as typed, posted again to `action` (client/status-pages/resend-form.tsx). */
  resend?: ResendContent;
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
      {resend ? <ResendForm resend={resend} /> : null}
      <a className="button" href={backHref}>
        {t('message.back')}
      </a>
    </section>
  );
}
