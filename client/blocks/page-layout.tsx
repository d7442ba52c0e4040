import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageSwitchHref, otherLanguage } from '#shared/language-link.ts';
import { ChatLauncher } from './chat-launcher.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { TickerSlot } from './ticker-slot.tsx';
import { useRenderContext } from '../render-context.ts';

// The shell of every page: skip link, header, main content, footer, scroll-to-top, ticker.
export function PageLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { lng, pathname, search, rates } = useRenderContext();
  const switchLng = otherLanguage(lng);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <SiteHeader switchHref={languageSwitchHref(pathname, search, switchLng)} switchLng={switchLng} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ChatLauncher />
      <TickerSlot rates={rates} />
    </>
  );
}
