import { useTranslation } from 'react-i18next';
import type { BuyerFormState, BuyerQuotationPageProps } from '#shared/buyer-quotation-view.ts';
import { BUYER_REASON_MAX } from '#shared/schemas/buyer-quotation-schema.ts';
import { MAX_LENGTH } from '#shared/schemas/contact-schema.ts';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import { FormField } from '#client/ui/form-field.tsx';

// The buyer's page of their quotation (docs/privacy.md, "Quotations"), opened from the link in the office's e-mail:
// where it stands, each version sent with its PDF, the buttons to accept or decline the latest, a question to the
// office, and the request as the buyer sent it. Plain forms: it works alike with and without script.

function TextForm({
  action,
  form,
  field,
  max,
  isRequired,
  refused,
  children,
}: {
  action: string;
  form: BuyerFormState['form'];
  field: string;
  max: number;
  isRequired: boolean;
  refused?: BuyerFormState;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('buyer');
  const mine = refused?.form === form ? refused : undefined;
  return (
    <form method="post" action={action} className="buyer-form">
      <FormField id={`buyer-${field}`} label={t(`forms.${field}`)} error={mine ? t(mine.error) : undefined}>
        {(control) => (
          <textarea
            {...control}
            name={field}
            rows={4}
            maxLength={max}
            required={isRequired}
            defaultValue={mine?.value ?? ''}
          />
        )}
      </FormField>
      {children}
    </form>
  );
}

function Decision({ status, decision, validDay }: Pick<BuyerQuotationPageProps, 'status' | 'decision' | 'validDay'>) {
  const { t } = useTranslation('buyer');
  const values = { day: decision?.day ?? '', version: decision?.version ?? 0, validDay };
  return (
    <div className={`buyer-status buyer-status--${status}`}>
      <p className="buyer-status__label">{t(`status.${status}`)}</p>
      <p>{t(`statusText.${status}`, values)}</p>
      {decision?.reason ? <p className="buyer-text">{t('statusText.reason', { reason: decision.reason })}</p> : null}
    </div>
  );
}

export function QuotationPage(props: BuyerQuotationPageProps) {
  const { t } = useTranslation('buyer');
  const { meta, status, versions, request, actions, latestVersion, notice, refused } = props;
  return (
    <>
      <TitleBar title={meta.title} />
      <section className="section section--tight">
        <div className="container buyer">
          {notice ? (
            <p role="status" className={`buyer-notice buyer-notice--${notice}`}>
              {t(`notice.${notice}`)}
            </p>
          ) : null}
          <Decision status={status} decision={props.decision} validDay={props.validDay} />

          <h2>{t('versions.heading')}</h2>
          <div className="buyer-versions">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('versions.number')}</th>
                  <th scope="col">{t('versions.sent')}</th>
                  <th scope="col">{t('versions.validUntil')}</th>
                  <th scope="col">{t('versions.total')}</th>
                  <th scope="col">{t('versions.pdf')}</th>
                </tr>
              </thead>
              <tbody>
                {versions.map((version) => (
                  <tr key={version.version}>
                    <th scope="row">
                      {t('versions.numberVersion', { number: version.number, version: version.version })}
                    </th>
                    <td data-label={t('versions.sent')}>{version.sentDay}</td>
                    <td data-label={t('versions.validUntil')}>{version.validDay}</td>
                    <td data-label={t('versions.total')}>
                      <span className="money">{version.totalMnt}</span>{' '}
                      <span className="money money--beside">{version.totalUsd}</span>
                    </td>
                    <td>
                      <a href={version.pdfHref} target="_blank" rel="noopener">
                        {t('versions.open', { number: version.number, version: version.version })}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {status === 'open' ? (
            <div className="buyer-actions">
              <h2>{t('decide.heading', { version: latestVersion })}</h2>
              <form method="post" action={actions.accept} className="buyer-form">
                <input type="hidden" name="version" value={latestVersion} />
                <p>{t('decide.acceptText')}</p>
                <button type="submit" className="button">
                  {t('decide.accept')}
                </button>
              </form>
              <TextForm
                action={actions.decline}
                form="decline"
                field="reason"
                max={BUYER_REASON_MAX}
                isRequired={false}
                refused={refused}
              >
                <input type="hidden" name="version" value={latestVersion} />
                <button type="submit" className="button button--outline">
                  {t('decide.decline')}
                </button>
              </TextForm>
            </div>
          ) : null}

          <h2>{t(status === 'expired' ? 'question.headingExpired' : 'question.heading')}</h2>
          <TextForm
            action={actions.question}
            form="question"
            field="question"
            max={MAX_LENGTH.message}
            isRequired
            refused={refused}
          >
            <button type="submit" className="button button--outline">
              {t(status === 'expired' ? 'question.askNew' : 'question.ask')}
            </button>
          </TextForm>

          <h2>{t('request.heading')}</h2>
          <dl className="buyer-request">
            <dt>{t('request.name')}</dt>
            <dd>{request.name}</dd>
            <dt>{t('request.sent')}</dt>
            <dd>{request.day}</dd>
            {request.items.length > 0 ? (
              <>
                <dt>{t('request.items')}</dt>
                <dd>
                  <ul>
                    {request.items.map((item, index) => (
                      <li key={index}>{t('request.item', { name: item.name, qty: item.qty })}</li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
            <dt>{t('request.message')}</dt>
            <dd className="buyer-text">{request.message}</dd>
            {request.attachments.length > 0 ? (
              <>
                <dt>{t('request.attachments')}</dt>
                <dd>
                  <ul>
                    {request.attachments.map((name, index) => (
                      <li key={index}>{name}</li>
                    ))}
                  </ul>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      </section>
    </>
  );
}
