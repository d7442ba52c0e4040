import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_MAP, drawnOnContactMap } from '#shared/media.ts';
import { openStreetMapUrl } from '#shared/schemas/company-schema.ts';
import { telHref } from '#shared/site.ts';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import { Island } from '#client/islands/island.tsx';
import { MailIcon, MapPinIcon, PhoneIcon } from '#client/ui/icons.tsx';
import { ClockIcon, MapIcon } from '#client/ui/inner-icons.tsx';
import type { WithMeta } from '#shared/page-view.ts';
import { MediaImage } from '#client/ui/media-image.tsx';
import { useRenderContext } from '#client/render-context.ts';
import { RichText } from '#client/ui/rich-text.tsx';
import { SectionHeading } from '#client/ui/section-heading.tsx';

/** Links one under the other (the company's phones, its e-mails), the main one first. */
function Links({ values, href }: { values: readonly string[]; href: (value: string) => string }) {
  return values.map((value, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      <a href={href(value)}>{value}</a>
    </Fragment>
  ));
}

// The company's details are the office's (/admin/company), read from the render context in the page language.
function ContactInfo() {
  const { t } = useTranslation('contact');
  const { company } = useRenderContext().site;
  return (
    <section className="section section--tight" aria-labelledby="contact-info">
      <div className="container">
        <h2 id="contact-info" className="visually-hidden">
          {t('info.heading')}
        </h2>
        <ul className="contact-info">
          <li className="contact-info__item">
            <span className="contact-info__icon">
              <MapPinIcon />
            </span>
            <h3 className="contact-info__title">{t('info.addressTitle')}</h3>
            <p className="contact-info__value">{company.address}</p>
          </li>
          <li className="contact-info__item">
            <span className="contact-info__icon">
              <MailIcon />
            </span>
            <h3 className="contact-info__title">{t('info.emailTitle')}</h3>
            <p className="contact-info__value">
              <Links values={company.emails} href={(email) => `mailto:${email}`} />
            </p>
          </li>
          <li className="contact-info__item">
            <span className="contact-info__icon">
              <PhoneIcon />
            </span>
            <h3 className="contact-info__title">{t('info.phoneTitle')}</h3>
            <p className="contact-info__value">
              <Links values={company.phones} href={telHref} />
            </p>
          </li>
        </ul>
      </div>
    </section>
  );
}

function ContactMap() {
  const { t } = useTranslation('contact');
  const { company } = useRenderContext().site;
  return (
    <section className="contact-side" aria-labelledby="contact-map">
      <h2 id="contact-map" className="contact-side__title">
        {t('map.heading')}
      </h2>
      <a className="contact-map" href={openStreetMapUrl(company.location)}>
        {/* The drawing marks the shipped place only: at another location the link alone leads there. */}
        {drawnOnContactMap(company.location) ? (
          <MediaImage media={CONTACT_MAP} alt={t('map.alt')} loading="lazy" decoding="async" />
        ) : null}
        <span className="contact-map__cta">
          <MapIcon />
          <span>{t('map.link')}</span>
        </span>
      </a>
      <p className="contact-side__note">{t('map.directions')}</p>
      <h3 className="contact-hours__title">
        <ClockIcon />
        <span>{t('hours.heading')}</span>
      </h3>
      <dl className="contact-hours">
        {company.hours.map((row, index) => (
          <div key={index} className="contact-hours__row">
            <dt>{row.days}</dt>
            <dd>{row.time}</dd>
          </div>
        ))}
      </dl>
      <p className="contact-side__note">{t('hours.hotline')}</p>
    </section>
  );
}

// The office's list 'faq' (docs/content.md, "Lists"): each question opens its answer, without script (<details>).
// Left out when every question is hidden.
function ContactFaq() {
  const { t } = useTranslation('contact');
  const questions = useRenderContext().lists('faq');
  if (questions.length === 0) return null;
  return (
    <section className="section" aria-labelledby="contact-faq">
      <div className="container contact-faq">
        <SectionHeading id="contact-faq" title={t('faq.heading')} />
        <p className="contact-faq__lead">{t('faq.lead')}</p>
        {questions.map(({ id, fields, docs }) => (
          <details key={id} className="contact-faq__item">
            <summary className="contact-faq__question">{fields.question}</summary>
            {docs.answer ? <RichText doc={docs.answer} className="contact-faq__answer" /> : null}
          </details>
        ))}
      </div>
    </section>
  );
}

// docs/specification.md §2 contact page: three info items, the question form, and (beyond the spec) a map link,
// opening hours and the frequent questions.
export function ContactPage({ meta }: WithMeta) {
  const { t } = useTranslation('contact');
  return (
    <>
      <TitleBar title={meta.title} lead={meta.description} />
      <ContactInfo />
      <div className="section section--alt">
        <div className="container contact-layout">
          <section className="contact-form-box" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="contact-form-box__title">
              {t('form.title')}
            </h2>
            <p className="contact-form-box__subtitle">{t('form.subtitle')}</p>
            <Island name="contact-form" hydrate="interaction" />
          </section>
          <ContactMap />
        </div>
      </div>
      <ContactFaq />
    </>
  );
}
