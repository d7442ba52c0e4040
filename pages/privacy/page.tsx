import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref } from '#shared/site.ts';
import type { WithMeta } from '#shared/page-view.ts';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import { useRenderContext } from '#client/render-context.ts';

/** The forms that take personal data, in the order a visitor meets them (privacy:collected.<form>). */
const FORMS = ['contact', 'service', 'quotation', 'quoteList', 'newsletter'] as const;
const RIGHTS = ['access', 'correct', 'erase', 'withdraw'] as const;

function Section({ id, children }: { id: string; children: React.ReactNode }) {
  const { t } = useTranslation('privacy');
  return (
    <section className="privacy__section" aria-labelledby={`privacy-${id}`}>
      <h2 id={`privacy-${id}`}>{t(`${id}.heading`)}</h2>
      {children}
    </section>
  );
}

// The controller: the company's details as the office published them (/admin/company), in the page language.
function Controller() {
  const { t } = useTranslation('privacy');
  const { company } = useRenderContext().site;
  return (
    <Section id="controller">
      <p>{t('controller.text')}</p>
      <dl className="privacy__details">
        <dt className="visually-hidden">{t('controller.heading')}</dt>
        <dd>
          <strong>{company.legalName}</strong>
        </dd>
        <dt>{t('controller.address')}</dt>
        <dd>{company.address}</dd>
        <dt>{t('controller.email')}</dt>
        <dd>
          {company.emails.map((email, index) => (
            <Fragment key={email}>
              {index > 0 ? ', ' : null}
              <a href={`mailto:${email}`}>{email}</a>
            </Fragment>
          ))}
        </dd>
        <dt>{t('controller.phone')}</dt>
        <dd>
          {company.phones.map((phone, index) => (
            <Fragment key={phone}>
              {index > 0 ? ', ' : null}
              <a href={telHref(phone)}>{phone}</a>
            </Fragment>
          ))}
        </dd>
      </dl>
    </Section>
  );
}

// /privacy: the notice the law asks for (docs/privacy.md, "The notice"), linked from the footer and from every form's
// consent box. Every sentence is a text of the privacy namespace, so the office edits it like any other; its version
// and date are texts too, and the version shown is the one a consent given on the site records.
export function PrivacyPage({ meta }: WithMeta) {
  const { t } = useTranslation('privacy');
  const { company } = useRenderContext().site;
  const notice = { version: t('notice.version'), date: t('notice.date') };
  return (
    <>
      <TitleBar title={meta.title} lead={meta.description} />
      <div className="section">
        <article className="container privacy">
          <p className="privacy__version">{t('notice.line', notice)}</p>
          <p>{t('intro')}</p>
          <Controller />
          <Section id="collected">
            <dl className="privacy__forms">
              {FORMS.map((form) => (
                <div key={form} className="privacy__form">
                  <dt>{t(`collected.${form}.title`)}</dt>
                  <dd>{t(`collected.${form}.data`)}</dd>
                  <dd>{t(`collected.${form}.purpose`)}</dd>
                </div>
              ))}
            </dl>
            <p>{t('collected.quotations')}</p>
            <p>{t('collected.attachments')}</p>
            <p>{t('collected.record')}</p>
            <p>{t('collected.pageViews')}</p>
            <p>{t('collected.nothingElse')}</p>
          </Section>
          <Section id="basis">
            <p>{t('basis.text')}</p>
          </Section>
          <Section id="retention">
            <p>{t('retention.enquiries')}</p>
            <p>{t('retention.handled')}</p>
            <p>{t('retention.newsletter')}</p>
            <p>{t('retention.quotations')}</p>
            <p>{t('retention.attachments')}</p>
            <p>{t('retention.pageViews')}</p>
            <p>{t('retention.email')}</p>
          </Section>
          <Section id="recipients">
            <p>{t('recipients.office')}</p>
            <p>{t('recipients.abroad')}</p>
          </Section>
          <Section id="security">
            <p>{t('security.text')}</p>
            <p>{t('security.link')}</p>
          </Section>
          <Section id="rights">
            <p>{t('rights.lead')}</p>
            <ul>
              {RIGHTS.map((right) => (
                <li key={right}>{t(`rights.${right}`)}</li>
              ))}
            </ul>
            <p>{t('rights.how', { email: company.emails[0] ?? '', phone: company.phones[0] ?? '' })}</p>
            <p>{t('rights.answer')}</p>
          </Section>
          <Section id="changes">
            <p>{t('changes.text')}</p>
            <p className="privacy__version">{t('notice.line', notice)}</p>
          </Section>
        </article>
      </div>
    </>
  );
}
