import { useTranslation } from 'react-i18next';
import type { CatalogueStatus } from './use-catalogue.ts';

interface CatalogueStatusMessageProps {
  status: CatalogueStatus;
  onRetry: () => void;
}

// docs/specification.md §2/§8: the loading message while products are fetched; for a non-OK answer
// 'Can't reach: {status}' in a warning box, for another failure our message with the failure's own beside it;
// 'no products found' for none.
export function CatalogueStatusMessage({ status, onRetry }: CatalogueStatusMessageProps) {
  const { t } = useTranslation('catalogue');
  if (status.kind === 'loading') {
    return (
      <p className="catalogue__state catalogue__state--loading" role="status">
        <span className="catalogue__spinner" aria-hidden="true" />
        {t('status.loading')}
      </p>
    );
  }
  if (status.kind === 'error') {
    return (
      <div className="catalogue__state catalogue__warning" role="alert">
        <p>{status.status ? t('status.cantReach', { status: status.status }) : t('status.backendError')}</p>
        {status.status === undefined && status.detail ? (
          <p className="catalogue__warning-detail">{status.detail}</p>
        ) : null}
        <button type="button" className="button button--small button--outline" onClick={onRetry}>
          {t('status.retry')}
        </button>
      </div>
    );
  }
  return <p className="catalogue__state catalogue__state--empty">{t('status.empty')}</p>;
}
