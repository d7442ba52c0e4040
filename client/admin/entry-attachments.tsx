import { useTranslation } from 'react-i18next';
import type { EntryAttachment } from '#shared/admin-view.ts';
import { Table } from './table-parts.tsx';

/** An enquiry's files (docs/office-guide.md, "A buyer's drawing"): each a download, with its type and size. */
export function EntryAttachments({ attachments }: { attachments: readonly EntryAttachment[] }) {
  const { t } = useTranslation('admin');
  if (attachments.length === 0) return null;
  return (
    <>
      <h2>{t('entry.attachments')}</h2>
      <Table
        className="items"
        columns={[
          t('entry.attachmentName'),
          t('entry.attachmentType'),
          { label: t('entry.attachmentSize'), className: 'number' },
        ]}
      >
        {attachments.map((file) => (
          <tr key={file.href}>
            <td>
              <a href={file.href} download={file.name}>
                {file.name}
              </a>
            </td>
            <td>{file.type}</td>
            <td className="number">
              {t('entry.attachmentKilobytes', { size: Math.max(1, Math.round(file.bytes / 1024)) })}
            </td>
          </tr>
        ))}
      </Table>
      <p className="hint">{t('entry.attachmentsNote')}</p>
    </>
  );
}
