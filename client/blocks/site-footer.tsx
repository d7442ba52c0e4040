import { useTranslation } from 'react-i18next';
import { FOOTER_MAX_PRODUCTS, FOOTER_MAX_SERVICES } from '#shared/constants.ts';
import { usePaths } from '../ui/use-language.ts';
import { PRODUCT_GROUPS, telHref } from '#shared/site.ts';
import { useRenderContext } from '../render-context.ts';
import { ArrowUpIcon, FacebookIcon, LinkedinIcon, MailIcon, MapPinIcon, PhoneIcon, YoutubeIcon } from '../ui/icons.tsx';
import { LogoMark } from '../ui/logo-mark.tsx';

const SOCIAL_ICONS = { facebook: FacebookIcon, linkedin: LinkedinIcon, youtube: YoutubeIcon } as const;

export function SiteFooter() {
  const paths = usePaths();
  const { t } = useTranslation('common');
  const { now, site, lists } = useRenderContext();
  const company = t('company.name');
  // The company's details as the office published them (/admin/company); the first phone and e-mail are the main ones.
  const { address, phones, emails, legalName } = site.company;
  const phone = phones[0] ?? '';
  const email = emails[0] ?? '';
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <a className="brand brand--footer" href={paths.home()} aria-label={t('footer.logoLink', { company })}>
            <LogoMark />
            <span className="brand__name">{t('company.shortName')}</span>
          </a>
          <h2 className="visually-hidden">{t('footer.aboutTitle')}</h2>
          <p>{t('company.about')}</p>
          <p className="site-footer__follow">{t('footer.followUs')}</p>
          <ul className="social-links">
            {site.socialLinks.map(({ network, url }) => {
              const SocialIcon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a href={url} rel="noopener noreferrer" target="_blank">
                    <SocialIcon />
                    <span className="visually-hidden">{t(`social.${network}`)}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <div>
          <h2>{t('footer.servicesTitle')}</h2>
          <ul className="site-footer__links">
            {lists('services')
              .slice(0, FOOTER_MAX_SERVICES)
              .map((service) => (
                <li key={service.id}>
                  <a href={paths.service(service.slug ?? '')}>{service.fields.title}</a>
                </li>
              ))}
          </ul>
        </div>
        <div>
          <h2>{t('footer.productsTitle')}</h2>
          <ul className="site-footer__links">
            {PRODUCT_GROUPS.slice(0, FOOTER_MAX_PRODUCTS).map((group) => (
              <li key={group.key}>
                <a href={paths.catalogue(group.category)}>{t(`productGroups.${group.key}.title`)}</a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>{t('footer.contactTitle')}</h2>
          <address className="site-footer__contact">
            <p>
              <MapPinIcon />
              <span>
                <span className="visually-hidden">{t('contact.addressLabel')}: </span>
                {address}
              </span>
            </p>
            <p>
              <PhoneIcon />
              <a href={telHref(phone)}>
                <span className="visually-hidden">{t('contact.phoneLabel')}: </span>
                {phone}
              </a>
            </p>
            <p>
              <MailIcon />
              <a href={`mailto:${email}`}>
                <span className="visually-hidden">{t('contact.emailLabel')}: </span>
                {email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="site-footer__bottom">
        <p className="container">
          {t('footer.copyright', { year: now.getFullYear(), company: legalName })}{' '}
          <a className="site-footer__privacy" href={paths.privacy()}>
            {t('footer.privacy')}
          </a>
        </p>
      </div>
      <a className="scroll-top" href="#top">
        <ArrowUpIcon />
        <span className="visually-hidden">{t('a11y.scrollToTop')}</span>
      </a>
    </footer>
  );
}
