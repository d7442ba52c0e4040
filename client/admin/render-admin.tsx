import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { AdminView } from '#shared/admin-view.ts';
import { IslandScopeContext, type IslandScope } from '../islands/island-scope.ts';
import { islandStateFor } from '../islands/island-state.ts';
import { AccountArea } from './account-area.tsx';
import { AdminDocument } from './admin-document.tsx';
import { AuditPage } from './audit-page.tsx';
import { CollectionItemPage, ProductItemPage } from './collection-item-page.tsx';
import { CollectionPage } from './collection-page.tsx';
import { CompanyPage } from './company-page.tsx';
import { DeskPage } from './desk-page.tsx';
import { AdminErrorPage } from './admin-error-page.tsx';
import { EntryPage } from './entry-page.tsx';
import { InboxPage } from './inbox-page.tsx';
import { CollectionsPage } from './collections-page.tsx';
import { MediaItemPage } from './media-item-page.tsx';
import { MediaPage } from './media-page.tsx';
import { NewsletterPage } from './newsletter-page.tsx';
import { PageSeoListPage, PageSeoPage } from './page-seo-pages.tsx';
import { LoginPage } from './login-page.tsx';
import { PersonPage } from './person-page.tsx';
import { QuotationPage } from './quotation-page.tsx';
import { ProductsPage } from './products-page.tsx';
import { RedirectsPage } from './redirects-page.tsx';
import { SchedulePage } from './schedule-page.tsx';
import { StatsPage } from './stats-page.tsx';
import { TextPage } from './text-page.tsx';
import { TextsPage } from './texts-page.tsx';
import { WebhookPage } from './webhook-page.tsx';

function Page({ view }: { view: AdminView }) {
  const { base, session } = view.frame;
  const csrfToken = session?.csrfToken ?? '';
  switch (view.page) {
    case 'desk':
      return <DeskPage props={view.props} />;
    case 'login':
      return <LoginPage base={base} {...view.props} />;
    case 'inbox':
      return <InboxPage base={base} props={view.props} />;
    case 'entry':
      return <EntryPage base={base} csrfToken={csrfToken} entry={view.props} />;
    case 'texts':
      return <TextsPage base={base} csrfToken={csrfToken} props={view.props} />;
    case 'text':
      return <TextPage csrfToken={csrfToken} text={view.props} />;
    case 'audit':
      return <AuditPage base={base} props={view.props} />;
    case 'newsletter':
      return <NewsletterPage csrfToken={csrfToken} props={view.props} />;
    case 'company':
      return <CompanyPage csrfToken={csrfToken} company={view.props} />;
    case 'products':
      return <ProductsPage base={base} csrfToken={csrfToken} props={view.props} />;
    case 'product':
      return <ProductItemPage csrfToken={csrfToken} props={view.props} />;
    case 'lists':
      return <CollectionsPage props={view.props} />;
    case 'collection':
      return <CollectionPage base={base} csrfToken={csrfToken} props={view.props} />;
    case 'collection-item':
      return <CollectionItemPage csrfToken={csrfToken} props={view.props} />;
    case 'media':
      return <MediaPage csrfToken={csrfToken} props={view.props} />;
    case 'media-item':
      return <MediaItemPage csrfToken={csrfToken} props={view.props} />;
    case 'person':
      return <PersonPage csrfToken={csrfToken} props={view.props} />;
    case 'redirects':
      return <RedirectsPage csrfToken={csrfToken} props={view.props} />;
    case 'page-seos':
      return <PageSeoListPage props={view.props} />;
    case 'page-seo':
      return <PageSeoPage csrfToken={csrfToken} props={view.props} />;
    case 'schedule':
      return <SchedulePage csrfToken={csrfToken} props={view.props} />;
    case 'webhook':
      return <WebhookPage csrfToken={csrfToken} props={view.props} />;
    case 'quotation':
      return <QuotationPage csrfToken={csrfToken} props={view.props} />;
    case 'stats':
      return <StatsPage props={view.props} />;
    case 'error':
      return <AdminErrorPage base={base} {...view.props} />;
    default:
      return <AccountArea csrfToken={csrfToken} view={view} />;
  }
}

/**
 * An office page, whole (<!doctype html> and all), in the language `i18n` is set to. The page's content is
 * rendered first, so the document knows its islands: a page with one carries their texts and the office
 * loader; the others run no script.
 */
export function renderAdminPage(i18n: I18n, view: AdminView): string {
  const scope: IslandScope = { islands: [], i18n };
  const main = renderToString(
    <I18nextProvider i18n={i18n}>
      <IslandScopeContext.Provider value={scope}>
        <Page view={view} />
      </IslandScopeContext.Provider>
    </I18nextProvider>,
  );
  const islandState = scope.islands.length > 0 ? islandStateFor(view.frame.lng, i18n, scope.islands) : undefined;
  const body = renderToString(
    <I18nextProvider i18n={i18n}>
      <AdminDocument frame={view.frame} main={main} islandState={islandState} />
    </I18nextProvider>,
  );
  return `<!doctype html>${body}`;
}
