import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { enableStaticRendering } from 'mobx-react-lite';
import { ErrorPage } from './status-pages/error-page.tsx';
import { MessagePage } from './status-pages/message-page.tsx';
import type { RenderContext, SsrEntry } from '#shared/render-contract.ts';
import { islandStateFor } from './islands/island-state.ts';
import { IslandScopeContext } from './islands/island-scope.ts';
import { pageElement } from '#pages/pages.tsx';
import { RenderContextReact } from './render-context.ts';
import { createRootStore } from './stores/root-store.ts';
import { FirstViewContext } from './ui/first-view-image.tsx';
import { PageLayout } from './blocks/page-layout.tsx';

// The server never reacts to store changes: render once, keep no subscriptions.
enableStaticRendering(true);

// Each render gets stores of its own (empty: the visitor's lists live in the browser).
function Document({ ctx, children }: { ctx: RenderContext; children: ReactNode }) {
  const pageCtx = Object.assign(ctx, { stores: createRootStore() });
  return (
    <RenderContextReact.Provider value={pageCtx}>
      <IslandScopeContext.Provider value={pageCtx}>
        <FirstViewContext.Provider value={{ ctx, inIsland: false }}>
          <I18nextProvider i18n={ctx.i18n}>
            <PageLayout>{children}</PageLayout>
          </I18nextProvider>
        </FirstViewContext.Provider>
      </IslandScopeContext.Provider>
    </RenderContextReact.Provider>
  );
}

export const renderPage: SsrEntry['renderPage'] = (ctx, view, options) =>
  renderToPipeableStream(<Document ctx={ctx}>{pageElement(view)}</Document>, options);

export const renderErrorPage: SsrEntry['renderErrorPage'] = (ctx, props) =>
  renderToString(
    <Document ctx={ctx}>
      <ErrorPage {...props} />
    </Document>,
  );

export const renderMessagePage: SsrEntry['renderMessagePage'] = (ctx, props) =>
  renderToString(
    <Document ctx={ctx}>
      <MessagePage {...props} />
    </Document>,
  );

export const islandState: SsrEntry['islandState'] = (ctx) => islandStateFor(ctx.lng, ctx.i18n, ctx.islands);

/** The office inbox's pages (client/admin/), rendered whole for server/admin/. */
export { renderAdminPage } from './admin/render-admin.tsx';
