import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { enableStaticRendering } from 'mobx-react-lite';
import { ErrorPage } from './pages/error-page.tsx';
import { MessagePage, type MessagePageProps } from './pages/message-page.tsx';
import type { PageView } from '#shared/page-view.ts';
import { pageElement } from './pages/pages.tsx';
import { RenderContextReact, type RenderContext } from './render-context.ts';
import { PageLayout } from './blocks/page-layout.tsx';

export type { RenderContext } from './render-context.ts';
export { namespacesFor } from './islands/island-meta.ts';
export { createRootStore } from './stores/root-store.ts';

// The server never reacts to store changes: render once, keep no subscriptions.
enableStaticRendering(true);

function Document({ ctx, children }: { ctx: RenderContext; children: ReactNode }) {
  return (
    <RenderContextReact.Provider value={ctx}>
      <I18nextProvider i18n={ctx.i18n}>
        <PageLayout>{children}</PageLayout>
      </I18nextProvider>
    </RenderContextReact.Provider>
  );
}

/** Streams the body of the page the view names. The server writes <head> and the island state around it. */
export function renderPage(ctx: RenderContext, view: PageView, options: RenderToPipeableStreamOptions) {
  return renderToPipeableStream(<Document ctx={ctx}>{pageElement(view)}</Document>, options);
}

/** The error page (status ≥ 400 that is not a not-found), rendered at once for the error handler. */
export function renderErrorPage(ctx: RenderContext, props: { messageKey?: string; requestId?: string }): string {
  return renderToString(
    <Document ctx={ctx}>
      <ErrorPage {...props} />
    </Document>,
  );
}

/** The answer to a form posted without script, rendered at once. */
export function renderMessagePage(ctx: RenderContext, props: MessagePageProps): string {
  return renderToString(
    <Document ctx={ctx}>
      <MessagePage {...props} />
    </Document>,
  );
}

/** The office inbox's pages (client/admin/), rendered whole for server/admin/. */
export { renderAdminPage } from './admin/render-admin.tsx';
