import { useTranslation } from 'react-i18next';
import type { QuotationPageProps, QuotationPreview, QuotationVersionRow } from '#shared/quotation-view.ts';
import { Notice } from './admin-notice.tsx';
import { QuotationBadge } from './quotation-badge.tsx';
import { QuotationForm } from './quotation-form.tsx';
import { Table } from './table-parts.tsx';

// A request's quotation in the office (docs/office-guide.md, "Quotations"): whose request, its status and number,
// the draft's form, its figures as the PDF will print them, and each version sent with its PDF.

function Preview({ preview }: { preview: QuotationPreview }) {
  const { t } = useTranslation('quotations');
  const money = (pair: { mnt: string; usd: string }) => (
    <>
      {pair.mnt} <span className="quotation-usd">{pair.usd}</span>
    </>
  );
  return (
    <section id="preview" className="quotation-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{t('office.previewTitle')}</h2>
      <div className="table-scroll">
        <Table
          className="items quotation-preview__table"
          columns={[
            t('pdf.columns.name'),
            { label: t('pdf.columns.quantity'), className: 'number' },
            { label: t('office.unitPrice'), className: 'number' },
            { label: t('pdf.columns.discount'), className: 'number' },
            { label: t('office.net'), className: 'number' },
          ]}
        >
          {preview.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.name}</td>
              <td className="number">{line.quantity}</td>
              <td className="number">{money(line.unit)}</td>
              <td className="number">{line.discount}</td>
              <td className="number">{money(line.net)}</td>
            </tr>
          ))}
        </Table>
      </div>
      <dl className="fields quotation-preview__totals">
        <dt>{t('pdf.subtotal')}</dt>
        <dd>{money(preview.subtotal)}</dd>
        <dt>{t('pdf.vat', { percent: preview.vatPercent })}</dt>
        <dd>{money(preview.vat)}</dd>
        <dt>{t('pdf.total')}</dt>
        <dd>
          <strong>{money(preview.total)}</strong>
        </dd>
        <dt>{t('office.rateUsed')}</dt>
        <dd>{preview.rate}</dd>
      </dl>
      <p>
        <a className="button button--quiet" href={preview.pdfHref} target="_blank" rel="noopener">
          {t('office.previewPdf')}
        </a>
      </p>
    </section>
  );
}

function mailText(t: (key: string, options?: Record<string, unknown>) => string, mail: QuotationVersionRow['mail']) {
  if (mail.state === 'sent') return t('office.mail.sent', { time: mail.time });
  if (mail.state === 'pending') return t('office.mail.pending', { count: mail.attempts });
  return t('office.mail.none');
}

function Versions({ versions }: { versions: readonly QuotationVersionRow[] }) {
  const { t } = useTranslation('quotations');
  return (
    <section aria-labelledby="versions-title">
      <h2 id="versions-title">{t('office.versions')}</h2>
      {versions.length === 0 ? (
        <p>{t('office.noVersions')}</p>
      ) : (
        <div className="table-scroll">
          <Table
            className="items quotation-versions"
            columns={[
              t('office.version'),
              t('office.number'),
              t('office.sentAt'),
              t('office.sentBy'),
              t('pdf.validUntil'),
              t('office.email'),
              'PDF',
            ]}
          >
            {versions.map((row) => (
              <tr key={row.version}>
                <td>{row.version}</td>
                <td>{row.number}</td>
                <td>{row.sentAt}</td>
                <td>{row.sentBy}</td>
                <td>{row.validUntil}</td>
                <td>{mailText(t, row.mail)}</td>
                <td>
                  <a href={row.pdfHref} target="_blank" rel="noopener">
                    {t('office.versionPdf', { version: row.version })}
                  </a>
                </td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </section>
  );
}

export function QuotationPage({ props, csrfToken }: { props: QuotationPageProps; csrfToken: string }) {
  const { t } = useTranslation('quotations');
  const { enquiry, quotation } = props;
  return (
    <>
      <p>
        <a href={enquiry.href}>← {t('office.back', { id: enquiry.id })}</a>
      </p>
      <article className="card quotation">
        <h1>
          {quotation?.number
            ? t('office.titleNumbered', { number: quotation.number })
            : t('office.title', { id: enquiry.id })}
        </h1>
        <div className="entry__status">
          {quotation ? <QuotationBadge status={quotation.status} /> : <span>{t('office.unsaved')}</span>}
          {quotation?.viewed ? <span>{t('office.viewed', { time: quotation.viewed })}</span> : null}
          {quotation?.decision ? <span>{t('office.decided', { time: quotation.decision.time })}</span> : null}
        </div>
        <p>{t('office.for', { name: enquiry.name, email: enquiry.email })}</p>
        {quotation?.decision?.reason ? <p className="message">{quotation.decision.reason}</p> : null}
        {props.notice ? <Notice notice={props.notice} /> : null}
        {props.canEdit ? <QuotationForm props={props} csrfToken={csrfToken} /> : <p>{t('office.settled')}</p>}
        {props.preview ? <Preview preview={props.preview} /> : null}
        <Versions versions={props.versions} />
      </article>
    </>
  );
}
