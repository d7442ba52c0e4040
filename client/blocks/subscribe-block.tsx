import { useTranslation } from 'react-i18next';
import { CSRF_FIELD } from '#shared/constants.ts';
import { useRenderContext } from '../render-context.ts';
import { MailIcon } from '../ui/block-icons.tsx';
import { HoneypotField } from '../ui/honeypot-field.tsx';

// SPEC §2 subscribe call to action: title, e-mail field, button, error line. A plain form that posts
// without script; sending, validation messages and the enhanced behaviour belong to issue #4.
export function SubscribeBlock() {
  const { t } = useTranslation('home');
  const { csrfToken } = useRenderContext();
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
        <form className="subscribe__form" method="post" action="/api/subscribe">
          <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
          <HoneypotField />
          <label className="subscribe__label" htmlFor="subscribe-email">
            {t('subscribe.emailLabel')}
          </label>
          <div className="subscribe__row">
            <input
              id="subscribe-email"
              className="subscribe__input"
              type="email"
              name="email"
              required
              autoComplete="email"
              inputMode="email"
              aria-describedby="subscribe-error subscribe-privacy"
            />
            <button className="button button--dark subscribe__button" type="submit">
              {t('subscribe.button')}
            </button>
          </div>
          <p id="subscribe-error" className="subscribe__error" aria-live="polite" />
          <p id="subscribe-privacy" className="subscribe__privacy">
            {t('subscribe.privacy')}
          </p>
        </form>
      </div>
    </section>
  );
}
