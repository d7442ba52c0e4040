import { useTranslation } from 'react-i18next';
import { telHref } from '#shared/site.ts';
import type { PageMeta } from './page-props.ts';
import { SimplePage } from './simple-page.tsx';

export function ContactPage({ meta }: { meta: PageMeta }) {
  const { t } = useTranslation('common');
  return (
    <SimplePage title={meta.title} lead={meta.description}>
      <dl className="contact-list">
        <dt>{t('contact.addressLabel')}</dt>
        <dd>{t('contact.address')}</dd>
        <dt>{t('contact.phoneLabel')}</dt>
        <dd>
          <a href={telHref(t('contact.phone'))}>{t('contact.phone')}</a>
        </dd>
        <dt>{t('contact.emailLabel')}</dt>
        <dd>
          <a href={`mailto:${t('contact.email')}`}>{t('contact.email')}</a>
        </dd>
      </dl>
    </SimplePage>
  );
}
