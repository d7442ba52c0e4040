import { useTranslation } from 'react-i18next';
import { usePaths } from '../ui/use-language.ts';

interface ErrorPageProps {
  /** For 4xx errors: the translation key of the visitor's message. A 5xx error shows the generic text. */
  messageKey?: string;
  requestId?: string;
}

export function ErrorPage({ messageKey, requestId }: ErrorPageProps) {
  const { t } = useTranslation('pages');
  const home = usePaths().home();
  return (
    <section className="status-page container">
      <h1>{messageKey ? t('error.rejectedHeading') : t('error.heading')}</h1>
      <p>{messageKey ? t(messageKey) : t('error.text')}</p>
      {requestId ? <p className="status-page__ref">{t('error.requestId', { id: requestId })}</p> : null}
      <a className="button" href={home}>
        {t('error.backHome')}
      </a>
    </section>
  );
}
