import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { AdminView } from '#shared/admin-view.ts';
import { AdminDocument } from './admin-document.tsx';
import { AdminErrorPage } from './admin-error-page.tsx';
import { EntryPage } from './entry-page.tsx';
import { InboxPage } from './inbox-page.tsx';
import { LoginPage } from './login-page.tsx';

function Page({ view }: { view: AdminView }) {
  const { base, session } = view.frame;
  switch (view.page) {
    case 'login':
      return <LoginPage base={base} {...view.props} />;
    case 'inbox':
      return <InboxPage base={base} props={view.props} />;
    case 'entry':
      return <EntryPage base={base} csrfToken={session?.csrfToken ?? ''} entry={view.props} />;
    case 'error':
      return <AdminErrorPage base={base} {...view.props} />;
  }
}

/** An office page, whole (<!doctype html> and all), in the language `i18n` is set to. Nothing hydrates it. */
export function renderAdminPage(i18n: I18n, view: AdminView): string {
  const body = renderToString(
    <I18nextProvider i18n={i18n}>
      <AdminDocument frame={view.frame}>
        <Page view={view} />
      </AdminDocument>
    </I18nextProvider>,
  );
  return `<!doctype html>${body}`;
}
