import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { HydrateStrategy } from '../render-context.ts';
import { StoreProviders } from '../stores/store-providers.tsx';
import { FirstViewContext } from '../ui/first-view-image.tsx';
import { usesStores, type IslandName, type IslandProps } from './island-meta.ts';
import { IslandProviders } from './island-providers.tsx';
import { useIslandScope } from './island-scope.ts';
import { SERVER_ISLANDS } from './server-islands.ts';

/** `props` is checked against the island's component, and may be left out when it takes none. */
type IslandElementProps<N extends IslandName> = {
  name: N;
  hydrate?: HydrateStrategy;
} & (Record<string, never> extends IslandProps<N>
  ? { props?: IslandProps<N> }
  : {
      /** Plain JSON only: it is serialised into the page and handed to the component again in the browser. */
      props: IslandProps<N>;
    });

// Renders an island as its own React root, with the identifierPrefix the browser root will use,
// so useId values agree on both sides. The wrapper is display: contents (class, never style=: CSP).
export function Island<N extends IslandName>({ name, props, hydrate = 'load' }: IslandElementProps<N>) {
  const scope = useIslandScope();
  const firstView = useContext(FirstViewContext);
  const id = `i${scope.islands.length + 1}`;
  scope.islands.push({ id, name, hydrate });
  // Checked above against island N; createElement cannot follow a generic component.
  const component = SERVER_ISLANDS[name] as ComponentType<object>;
  let content: ReactNode = createElement(component, props ?? {});
  // The same tree the browser hydrates (client/islands/hydrate-island.tsx).
  if (usesStores(name)) {
    if (!scope.stores) throw new Error(`island ${name} uses the stores, which this render has not`);
    content = <StoreProviders stores={scope.stores}>{content}</StoreProviders>;
  }
  // Its lead image, if it has the page's, stays an <img> (FirstViewContext): the browser hydrates this markup.
  const html = renderToString(
    <FirstViewContext.Provider value={firstView && { ctx: firstView.ctx, inIsland: true }}>
      <IslandProviders i18n={scope.i18n}>{content}</IslandProviders>
    </FirstViewContext.Provider>,
    { identifierPrefix: `${id}-` },
  );
  return (
    <div
      className="island"
      data-island={name}
      data-id={id}
      data-hydrate={hydrate}
      data-props={JSON.stringify(props ?? {})}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
