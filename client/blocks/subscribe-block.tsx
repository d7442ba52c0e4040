import { useTranslation } from 'react-i18next';
import { Island } from '../islands/island.tsx';
import { MailIcon } from '../ui/block-icons.tsx';

// docs/specification.md §2 subscribe call to action: title and text here; the e-mail form is an island that also posts
// without script.
export function SubscribeBlock() {
  const { t } = useTranslation('home');
  return (
    <section className="subscribe" aria-labelledby="subscribe-title">
      <div className="container subscribe__inner">
        <div className="subscribe__text">
          <span className="subscribe__icon">
            <MailIcon />
          </span>
          <div>
            <h2 id="subscribe-title" className="subscribe__title">
              {t('subscribe.title')}
            </h2>
            <p>{t('subscribe.text')}</p>
          </div>
        </div>
        <Island name="subscribe-form" hydrate="interaction" />
      </div>
    </section>
  );
}
