import { useTranslation } from 'react-i18next';
import { useRenderContext } from '../render-context.ts';

/**
 * The foot of a printed spec sheet (client/styles/print.css; hidden on screens): the company, its contacts as the
 * office published them, and the page's own address, so a sheet on a desk says where it came from.
 */
export function PrintFooter() {
  const { t } = useTranslation('common');
  const { site, pathname } = useRenderContext();
  const { legalName, address, phones, emails } = site.company;
  const pageAddress = new URL(pathname, site.publicUrl).href;
  return (
    <footer className="print-footer">
      <p>
        <strong>{legalName || t('company.name')}</strong> · {address}
      </p>
      <p>
        {[
          phones[0] ? `${t('contact.phoneLabel')}: ${phones[0]}` : '',
          emails[0] ? `${t('contact.emailLabel')}: ${emails[0]}` : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p>{pageAddress}</p>
    </footer>
  );
}
