import { describe, expect, it } from '@jest/globals';
import { ISLAND_META, ISLAND_NAMES, namespacesFor } from '#client/islands/island-meta.ts';
import { SERVER_ISLANDS } from '#client/islands/server-islands.ts';

// The server finds an island's chunk and CSS in the build manifest by its source path
// (server/render/page-assets.ts), so each island's code must be client/islands/<name>.tsx.
describe('the island table', () => {
  it.each(ISLAND_NAMES)('loads %s from client/islands/<name>.tsx', async (name) => {
    const module = (await import(`#client/islands/${name}.tsx`)) as Record<string, unknown>;
    expect(Object.values(module)).toContain(await ISLAND_META[name].load());
  });

  it('gives the server every island, loaded', () => {
    expect(Object.keys(SERVER_ISLANDS).sort()).toEqual([...ISLAND_NAMES].sort());
    for (const component of Object.values(SERVER_ISLANDS)) expect(component).toBeDefined();
  });

  it('inlines common and each rendered island’s namespaces once', () => {
    expect(namespacesFor(['catalogue', 'quote-list'])).toEqual(['common', 'catalogue', 'forms', 'stores']);
  });
});
