import { useTranslation } from 'react-i18next';
import { FOOTER_MAX_PRODUCTS, FOOTER_MAX_SERVICES } from '#shared/constants.ts';
import { usePaths } from '../ui/use-language.ts';
import { PRODUCT_GROUPS, SERVICES, telHref } from '#shared/site.ts';
import { useRenderContext } from '../render-context.ts';
import { ArrowUpIcon, FacebookIcon, LinkedinIcon, MailIcon, MapPinIcon, PhoneIcon, YoutubeIcon } from '../ui/icons.tsx';
import { LogoMark } from '../ui/logo-mark.tsx';

const SOCIAL_ICONS = { facebook: FacebookIcon, linkedin: LinkedinIcon, youtube: YoutubeIcon } as const;

export function SiteFooter() {
  const paths = usePaths();
  const { t } = useTranslation('common');
  const { now, site } = useRenderContext();
  const company = t('company.name');
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
            {SERVICES.slice(0, FOOTER_MAX_SERVICES).map((service) => (
              <li key={service.slug}>
                <a href={paths.service(service.slug)}>{t(`services.${service.key}.title`)}</a>
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
                {t('contact.address')}
              </span>
            </p>
            <p>
              <PhoneIcon />
              <a href={telHref(t('contact.phone'))}>
                <span className="visually-hidden">{t('contact.phoneLabel')}: </span>
                {t('contact.phone')}
              </a>
            </p>
            <p>
              <MailIcon />
              <a href={`mailto:${t('contact.email')}`}>
                <span className="visually-hidden">{t('contact.emailLabel')}: </span>
                {t('contact.email')}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="site-footer__bottom">
        <p className="container">{t('footer.copyright', { year: now.getFullYear(), company })}</p>
      </div>
      <a className="scroll-top" href="#top">
        <ArrowUpIcon />
        <span className="visually-hidden">{t('a11y.scrollToTop')}</span>
      </a>
    </footer>
  );
}
