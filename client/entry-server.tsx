import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { enableStaticRendering } from 'mobx-react-lite';
import { ErrorPage } from './status-pages/error-page.tsx';
import { MessagePage } from './status-pages/message-page.tsx';
import type { IslandState, RenderContext, SsrEntry } from '#shared/render-contract.ts';
import { isIslandName, namespacesFor } from './islands/island-meta.ts';
import { pageElement } from '#pages/pages.tsx';
import { RenderContextReact } from './render-context.ts';
import { createRootStore } from './stores/root-store.ts';
import { FirstViewContext } from './ui/first-view-image.tsx';
import { PageLayout } from './blocks/page-layout.tsx';

// The server never reacts to store changes: render once, keep no subscriptions.
enableStaticRendering(true);

// Each render gets stores of its own (empty: the visitor's lists live in the browser).
function Document({ ctx, children }: { ctx: RenderContext; children: ReactNode }) {
  return (
    <RenderContextReact.Provider value={Object.assign(ctx, { stores: createRootStore() })}>
      <FirstViewContext.Provider value={{ ctx, inIsland: false }}>
        <I18nextProvider i18n={ctx.i18n}>
          <PageLayout>{children}</PageLayout>
        </I18nextProvider>
      </FirstViewContext.Provider>
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

// Only the page language: the key-parity test guarantees every key exists in both languages, so the fallback
// language would be bytes sent for nothing.
export const islandState: SsrEntry['islandState'] = (ctx): IslandState => {
  const ns = namespacesFor(ctx.islands.map((island) => island.name).filter(isIslandName));
  const bundles = ns.map((name) => [name, ctx.i18n.getResourceBundle(ctx.lng, name) as Record<string, unknown>]);
  return { lng: ctx.lng, ns, resources: { [ctx.lng]: Object.fromEntries(bundles) } };
};

/** The office inbox's pages (client/admin/), rendered whole for server/admin/. */
export { renderAdminPage } from './admin/render-admin.tsx';
