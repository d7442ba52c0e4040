import type { CompanyProps, DocumentFrameProps, VersionedItemProps } from './admin-view.ts';
import type { Language } from './constants.ts';
import type { SeoPageId } from './page-seo.ts';

// The office's pages of the site pages' SEO records (docs/content.md, "SEO of the site's pages") as data: the list
// of the pages and one page's record, decided on the server (server/admin/page-seo-props.ts), printed by
// client/admin/page-seo-pages.tsx.

/** What a search result shows of a page while its SEO fields are empty: its own title and description, its address. */
export interface OwnHead {
  title: string;
  description: string;
  /** Its address in the language, e.g. /en/about. */
  path: string;
}

/** One site page of the list: its name, what its record holds and its head shows, its office page. */
export interface PageSeoRow {
  page: SeoPageId;
  href: string;
  /** Its public page, in the staff's language. */
  publicHref: string;
  /** The title its head shows now, in each language (the SEO title where one is published). */
  titles: Record<Language, string>;
  /** A record published (not reset), and a draft saved. */
  edited: boolean;
  hasDraft: boolean;
}

export interface PageSeoListProps {
  rows: readonly PageSeoRow[];
}

/** One page's record: the form (draft or publish), what is published, its previews, its versions. */
export interface PageSeoProps extends DocumentFrameProps, Pick<CompanyProps, 'fields' | 'history'> {
  page: SeoPageId;
  listHref: string;
  /** What the share picture may be: the library's photos, and what each shows with a small file of it. */
  images: readonly string[];
  photoChoices: Readonly<Record<string, { label: string; src: string }>>;
  /** The page's own head in each language: what an empty field leaves (the search result preview shows it). */
  own: Readonly<Record<Language, OwnHead>>;
  /** The public page in each language, and the same with the drafts in place while there is a draft. */
  publicLinks: ReadonlyArray<{ lng: Language; href: string }>;
  previews: ReadonlyArray<{ lng: Language; href: string }>;
  /** By language, the fields left empty in it while filled in the other, and those whose other language changed. */
  translation?: VersionedItemProps['translation'];
}
