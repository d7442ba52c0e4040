import type { Logger } from '../logger.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { normalisePath, type Redirect } from '#shared/redirects.ts';
import { serialReload } from './serial-reload.ts';

// The office's redirects as the site follows them (docs/content.md, "Redirects"): one content item (kind
// 'redirects', key REDIRECTS_KEY) holding the list, read into a Map by its from address; read again whenever the
// store says the kind changed, so every replica follows a change at once.

export const REDIRECTS_KEY = 'list';

export interface Redirects {
  /** The list as published, in its order, and the revision it is. */
  current(): { redirects: readonly Redirect[]; revision: number };
  /** Where an address (a request's path and query, as sent) leads: its own redirect's, else its path's. */
  lookup(address: string): Redirect | undefined;
  /** Reads the list again (after a publish, before answering). */
  refresh(): Promise<void>;
}

export function createRedirects({ content, logger }: { content: ContentStore; logger: Logger }): Redirects {
  let list: readonly Redirect[] = [];
  let revision = 0;
  let byFrom = new Map<string, Redirect>();

  async function read(): Promise<void> {
    const state = await content.state('redirects', REDIRECTS_KEY);
    if (state.value === undefined) logger.error({ revision: state.revision }, 'the redirects cannot be read');
    list = state.value?.redirects ?? [];
    revision = state.revision;
    byFrom = new Map(list.map((redirect) => [redirect.from, redirect]));
  }
  const { reloadSoon } = serialReload(read, logger, 'the redirects');
  content.onChange(({ kind }) => {
    if (kind === 'redirects') void reloadSoon();
  });
  void reloadSoon();

  return {
    current: () => ({ redirects: list, revision }),
    lookup(address) {
      if (byFrom.size === 0) return undefined;
      const normal = normalisePath(address);
      const mark = normal.indexOf('?');
      return byFrom.get(normal) ?? (mark === -1 ? undefined : byFrom.get(normal.slice(0, mark)));
    },
    refresh: reloadSoon,
  };
}
