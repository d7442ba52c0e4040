import type { i18n as I18n } from 'i18next';
import { LANGUAGES } from '#shared/constants.ts';
import type { PublishedText, TextValue } from '#shared/schemas/text-schema.ts';
import type { Logger } from '../logger.ts';
import type { ContentStore } from '../storage/content-store.ts';
import { serialReload } from './serial-reload.ts';
import type { ShippedText, TextCatalogue } from './text-catalogue.ts';

interface SiteTextsDeps {
  i18n: I18n;
  catalogue: TextCatalogue;
  content: Pick<ContentStore, 'published' | 'onChange'>;
  logger: Pick<Logger, 'error' | 'info'>;
}

export type SiteTexts = Awaited<ReturnType<typeof createSiteTexts>>;

/**
 * The texts the public site shows: the shipped locales with the office's published edits laid over them, in the
 * one i18next instance every request uses. Read at start-up, and again whenever any process using the store
 * publishes one (docs/content.md, "Texts"): on PostgreSQL every replica shows it within the second.
 */
export async function createSiteTexts({ i18n, catalogue, content, logger }: SiteTextsDeps) {
  let edited = new Map<string, PublishedText>();
  let publishedAt = new Map<string, Date>();
  let version = 0;

  const show = (text: ShippedText, value: TextValue) => {
    for (const lng of LANGUAGES) i18n.addResource(lng, text.namespace, text.key, value[lng], { silent: true });
  };

  async function reload(): Promise<void> {
    const published = await content.published('text');
    const next = new Map<string, PublishedText>();
    const times = new Map<string, Date>();
    for (const { key, revision, at, value } of published) {
      const text = catalogue.get(key);
      // A text no longer shipped (a key removed by a later version) is kept in the history but not shown.
      if (!text) continue;
      // One this version cannot read shows the shipped text, as if it were never edited.
      times.set(key, at);
      if (value) next.set(key, value);
      else logger.error({ text: key, revision }, 'an edited text cannot be read: the shipped one is shown');
    }
    for (const id of edited.keys()) {
      const text = catalogue.get(id);
      if (text && !next.has(id)) show(text, text.value);
    }
    for (const [id, value] of next) {
      const text = catalogue.get(id);
      if (text) show(text, value);
    }
    edited = next;
    publishedAt = times;
    version += 1;
  }

  const { reloadSoon, onChanged } = serialReload(reload, logger, 'edited texts');

  content.onChange(({ kind }) => {
    if (kind === 'text') void reloadSoon();
  });
  await reload();
  if (edited.size > 0) logger.info({ edited: edited.size }, 'edited texts applied');

  return {
    /** What the site shows for a text now: the published edit, or the shipped default. */
    current: (id: string): TextValue | undefined => {
      const value = edited.get(id) ?? catalogue.get(id)?.value;
      return value && { mn: value.mn, en: value.en };
    },
    isEdited: (id: string) => edited.has(id),
    /** When each edited text's shown revision was published, by id (the sitemap's lastmod of its page). */
    publishedAt: (): ReadonlyMap<string, Date> => publishedAt,
    /** Changes each time the texts are read again: what is built from them (the sitemap) is built again. */
    version: () => version,
    /**
     * The shipped text an edit was written over, when this version of the site ships another: the office is told
     * (the edit stays). Undefined for a text not edited, or edited over what is shipped now.
     */
    outdatedBasis(id: string): TextValue | undefined {
      const basis = edited.get(id)?.basis;
      const shipped = catalogue.get(id)?.value;
      return basis && shipped && (basis.mn !== shipped.mn || basis.en !== shipped.en) ? basis : undefined;
    },
    /**
     * Reads the published texts again now: the publishing process shows its own change at once (the other
     * processes hear of it through onChange).
     */
    refresh: reloadSoon,
    /** Calls `listener` each time the texts shown have been read again (the kept pages are then dropped). */
    onChanged,
  };
}
