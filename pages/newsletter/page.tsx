import { useTranslation } from 'react-i18next';
import type { WithMeta } from '#shared/page-view.ts';
import { TitleBar } from '#client/blocks/title-bar.tsx';

export type NewsletterStep = 'confirm' | 'unsubscribe';

export interface NewsletterPageProps extends WithMeta {
  step: NewsletterStep;
}

// The confirm or unsubscribe page of an e-mailed link: what the button does, and the button. The form has no action,
// so it posts to the page's own address, the link's token included; it works alike with and without script.
export function NewsletterPage({ meta, step }: NewsletterPageProps) {
  const { t } = useTranslation('newsletter');
  return (
    <>
      <TitleBar title={meta.title} />
      <section className="section section--tight">
        <div className="container newsletter-step">
          <p>{t(`page.${step}.lead`, { company: t('common:company.name') })}</p>
          <form method="post">
            <button type="submit" className="button">
              {t(`page.${step}.button`)}
            </button>
          </form>
        </div>
      </section>
    </>
  );
}
