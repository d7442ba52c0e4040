import { isSeoPageId, PAGE_SEO, type SeoPageId } from '#shared/page-seo.ts';
import { bilingualOf } from '#shared/translation-status.ts';
import { parseCollectionForm, readCollectionForm, type CollectionForm } from '#shared/schemas/collection-schema.ts';
import type { PageSeoSource } from '../content/page-seo.ts';
import { NotFoundError } from '../errors.ts';
import { posted } from './admin-request.ts';
import { noticeReader } from './edit-notices.ts';
import type { GlobalKind } from './global-kind.ts';
import { pageSeoFormOf, pageSeoHref, pageSeoProps } from './page-seo-props.ts';
import { documentTranslation } from './translation-needs.ts';

// The SEO record of each of the site's pages that is no item's (docs/content.md, "SEO of the site's pages") as an
// office document (global-routes.ts runs its lifecycle): its form, checks and stored shape are an item's SEO fields
// (shared/page-seo.ts), so a draft, a publish, a reset (the page's own head again) and a restore work as for a text.

export type PageSeoRecords = Pick<PageSeoSource, 'images' | 'photoChoices' | 'refresh'>;

export function pageSeoKind(pageSeo: PageSeoRecords): GlobalKind<SeoPageId, CollectionForm, 'page-seo'> {
  const kind: GlobalKind<SeoPageId, CollectionForm, 'page-seo'> = {
    contentKind: 'page-seo',
    find(req) {
      const page = String(req.params.page);
      if (!isSeoPageId(page)) throw new NotFoundError();
      return page;
    },
    key: (page) => page,
    href: pageSeoHref,
    audit: { prefix: 'page-seo', target: (page) => `page-seo/${page}` },
    log: { name: 'page SEO', fields: (page) => ({ page }) },
    historyShown: 20,
    readForm: (body) => readCollectionForm(PAGE_SEO, body),
    publishes: (body) => posted(body, 'action') === 'publish',
    check(_page, form, publish) {
      // A draft is kept as typed (checked for lengths and characters, and its picture offered), as a list item's.
      const parsed = parseCollectionForm(PAGE_SEO, form, { complete: publish, images: pageSeo.images() });
      if (!parsed.ok) return { ok: false, errors: parsed.errors };
      return { ok: true, value: publish ? { fields: parsed.fields } : form };
    },
    refresh: () => pageSeo.refresh(),
    page(req, input) {
      // The status the office's lists and home page count too (translation-needs.ts).
      const translation = documentTranslation(kind, input.doc, input.state.draft?.value, input.history);
      const props = pageSeoProps(req, pageSeo, input, translation);
      const name = req.t(`admin:pageSeo.pages.${input.doc}`);
      return { title: req.t('admin:pageSeo.editTitle', { page: name }), page: 'page-seo', props };
    },
    notice: noticeReader('pageSeo', ['draft-saved', 'published', 'discarded', 'reset', 'restored']),
    // As its form shows each version; nothing is shipped but the page's own head, which is no version of it.
    translated: {
      published: (_page, value) => bilingualOf(pageSeoFormOf(value)),
      draft: (value) => bilingualOf(value),
      shipped: () => undefined,
    },
  };
  return kind;
}
