import type { Request } from 'express';
import type { TFunction } from 'i18next';
import { withEveryField } from '#shared/collections.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { localizePath } from '#shared/language-link.ts';
import { PAGE_SEO, SEO_PAGE_IDS, SEO_PAGES, type SeoPageId } from '#shared/page-seo.ts';
import type { OwnHead, PageSeoListProps, PageSeoProps } from '#shared/page-seo-view.ts';
import { collectionFormOf, parseCollectionForm, type CollectionForm } from '#shared/schemas/collection-schema.ts';
import { needsTranslation, type TranslationStatus } from '#shared/translation-status.ts';
import type { PageSeoValue } from '../content/content-codecs.ts';
import { PREVIEW_DRAFTS, PREVIEW_QUERY } from '../content/draft-preview.ts';
import type { PageSeoSource } from '../content/page-seo.ts';
import { pageMeta } from '../loaders/loader.ts';
import { localTime } from '../services/enquiry-formats.ts';
import { requestLanguage } from '../request-language.ts';
import type { DocumentPageInput } from './global-kind.ts';
import { documentFrame } from './document-props.ts';
import { changedFields } from './item-page-props.ts';

// What the office's pages of the site pages' SEO records show (docs/content.md, "SEO of the site's pages"): the list
// of the pages with the title each head shows, and one page's record as a form with its previews and versions.

/** Where a page's record is in the office, under its base path. */
export const pageSeoHref = (base: string, page: SeoPageId) => `${base}/pages/${page}`;

/** A stored record as the form shows it: every input, those of a record never published (or reset) empty. */
export const pageSeoFormOf = (value: PageSeoValue | null | undefined): CollectionForm =>
  collectionFormOf(PAGE_SEO, withEveryField(PAGE_SEO, value?.fields ?? {}));

/** The page's own title and description in `lng` (pages:meta.<page>) and its address. */
const ownHead = (t: TFunction, page: SeoPageId, lng: Language): OwnHead => ({
  ...pageMeta(t, page),
  path: localizePath(SEO_PAGES[page].path, lng),
});

/** The list: every site page with the title its head shows now in each language. */
export function pageSeoListProps(
  req: Request,
  pageSeo: Pick<PageSeoSource, 'view' | 'fields'>,
  drafts: ReadonlySet<string>,
): PageSeoListProps {
  const view = pageSeo.view();
  const lng = requestLanguage(req);
  return {
    rows: SEO_PAGE_IDS.map((page) => ({
      page,
      href: pageSeoHref(req.baseUrl, page),
      publicHref: localizePath(SEO_PAGES[page].path, lng),
      titles: Object.fromEntries(
        LANGUAGES.map((l) => [l, view.head(page, pageMeta(req.i18n.getFixedT(l), page), l).title]),
      ) as Record<Language, string>,
      edited: pageSeo.fields(page) !== undefined,
      hasDraft: drafts.has(page),
    })),
  };
}

/** One page's record: the form as it stands, what is published, its previews and versions. */
export function pageSeoProps(
  req: Request,
  pageSeo: Pick<PageSeoSource, 'images' | 'photoChoices'>,
  input: DocumentPageInput<SeoPageId, CollectionForm, 'page-seo'>,
  translation: TranslationStatus | undefined,
): PageSeoProps {
  const { doc: page, state, history, shown } = input;
  const { draft } = state;
  const drafted = draft?.value;
  const [latest] = history;
  const chronological = [...history].reverse();
  const links = (query: string) =>
    LANGUAGES.map((lng) => ({ lng, href: `${localizePath(SEO_PAGES[page].path, lng)}${query}` }));
  const images = pageSeo.images();
  return {
    ...documentFrame(pageSeoHref(req.baseUrl, page), input, () =>
      Boolean(drafted && parseCollectionForm(PAGE_SEO, drafted, { complete: true, images }).ok),
    ),
    page,
    listHref: `${req.baseUrl}/pages`,
    fields: shown.typed ?? drafted ?? pageSeoFormOf(state.value),
    images,
    photoChoices: pageSeo.photoChoices(requestLanguage(req)),
    own: Object.fromEntries(LANGUAGES.map((lng) => [lng, ownHead(req.i18n.getFixedT(lng), page, lng)])) as Record<
      Language,
      OwnHead
    >,
    publicLinks: links(''),
    previews: draft ? links(`?${PREVIEW_QUERY}=${PREVIEW_DRAFTS}`) : [],
    ...(translation && needsTranslation(translation) ? { translation } : {}),
    history: chronological
      .map((entry, index) => ({
        revision: entry.revision,
        by: entry.by,
        time: localTime(entry.at),
        latest: entry.revision === latest?.revision,
        reset: entry.value === null,
        // What it changed from the version before it (the oldest: from the empty fields).
        changes: changedFields(pageSeoFormOf(chronological[index - 1]?.value), pageSeoFormOf(entry.value)),
      }))
      .reverse(),
  };
}
