import { useTranslation } from 'react-i18next';
import type { AdminNotice } from '#shared/admin-view.ts';

/** A line above a form: an error is announced at once (alert), anything else politely (status). */
export function Notice({ notice, min }: { notice: AdminNotice; min?: number }) {
  const { t } = useTranslation('admin');
  return (
    <p className={`notice notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      {t(notice.key, { ...notice.values, min })}
    </p>
  );
}
