import { useTranslation } from 'react-i18next';
import { usePaths } from '#client/ui/use-language.ts';

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  const home = usePaths().home();
  return (
    <section className="status-page container">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <a className="button" href={home}>
        {t('notFound.backHome')}
      </a>
    </section>
  );
}
