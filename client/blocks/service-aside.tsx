import { useTranslation } from 'react-i18next';
import type { CollectionItem } from '#shared/collections.ts';
import { SERVICE_IMAGE_SIZES } from '#shared/media.ts';
import { usePaths } from '../ui/use-language.ts';
import { telHref } from '#shared/site.ts';
import { useRenderContext } from '../render-context.ts';
import { MailIcon, PhoneIcon } from '../ui/icons.tsx';
import { ArrowLinkIcon } from '../ui/inner-icons.tsx';
import { MediaImage } from '../ui/media-image.tsx';

interface ServiceAsideProps {
  /** docs/specification.md §2: up to RELATED_SERVICES_MAX other services, never the current one. */
  related: readonly CollectionItem[];
  /** The service's call to action (the office's words); empty parts fall back to the site's "Need advice?". */
  help: { title: string; text: string };
}

// The side column of a service page: related services and how to reach a specialist.
export function ServiceAside({ related, help }: ServiceAsideProps) {
  const paths = usePaths();
  const { t } = useTranslation('services');
  return (
    // A plain div, not <aside>: a complementary landmark may not sit inside <main>.
    <div className="service-aside">
      {related.length > 0 ? (
        <nav className="service-aside__box" aria-labelledby="service-related">
          <h2 id="service-related" className="service-aside__title">
            {t('detail.relatedHeading')}
          </h2>
          <ul className="related-services">
            {related.map((service) => (
              <li key={service.id}>
                <a className="related-services__link" href={paths.service(service.slug ?? '')}>
                  <MediaImage
                    media={{ src: service.fields.icon ?? '', ...SERVICE_IMAGE_SIZES.icon }}
                    photo={service.photos?.icon}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                  <span>{service.fields.title}</span>
                  <ArrowLinkIcon />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section className="service-aside__box service-aside__box--dark" aria-labelledby="service-help">
        <h2 id="service-help" className="service-aside__title">
          {help.title.trim() || t('detail.helpHeading')}
        </h2>
        <p>{help.text.trim() || t('detail.helpText')}</p>
        <MainContacts />
        <a className="button button--block" href="#request">
          {t('detail.formHeading')}
        </a>
      </section>
    </div>
  );
}

/** The company's main phone and e-mail (the first of each), as the office published them (/admin/company). */
function MainContacts() {
  const { phones, emails } = useRenderContext().site.company;
  const phone = phones[0] ?? '';
  const email = emails[0] ?? '';
  return (
    <>
      <p className="service-aside__contact">
        <PhoneIcon />
        <a href={telHref(phone)}>{phone}</a>
      </p>
      <p className="service-aside__contact">
        <MailIcon />
        <a href={`mailto:${email}`}>{email}</a>
      </p>
    </>
  );
}
