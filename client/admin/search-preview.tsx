import { useTranslation } from 'react-i18next';
import { definitionOf, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type CollectionName } from '#shared/collections.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { localizePath } from '#shared/language-link.ts';
import type { OwnHead } from '#shared/page-seo-view.ts';

// docs/content.md, "SEO fields": a page as a search engine may list it, in each language, from the form as the page
// shows it (the draft when there is one, else what is published): its title with the company's name after it, its
// address and its description; the SEO fields where typed, else the page's own (the loader's rule,
// server/seo/item-head.ts), with how long each is against what a search engine shows. It cuts what is longer.

type Fields = Readonly<Record<string, string>>;

/** Cut at the length shown, with an ellipsis. */
const shown = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** A field of the form in `lng`, on one line. */
const typed = (fields: Fields, name: string, lng: Language) =>
  (fields[`${name}.${lng}`] ?? '').trim().replace(/\s+/g, ' ');

/** The result of a page whose own head (its SEO fields empty) is `own`, in each language. */
export function SearchPreview({ own, fields }: { own: Readonly<Record<Language, OwnHead>>; fields: Fields }) {
  const { t, i18n } = useTranslation('admin');
  const resultIn = (lng: Language) => {
    const title = `${typed(fields, 'seoTitle', lng) || own[lng].title} | ${i18n.getFixedT(lng, 'common')('company.name')}`;
    const description = typed(fields, 'seoDescription', lng) || own[lng].description;
    return {
      title: shown(title, SEO_TITLE_MAX),
      address: own[lng].path.split('/').filter(Boolean).join(' › ') || '/',
      description: shown(description, SEO_DESCRIPTION_MAX),
      counts: {
        title: title.length,
        titleMax: SEO_TITLE_MAX,
        description: description.length,
        descriptionMax: SEO_DESCRIPTION_MAX,
      },
    };
  };
  return (
    <section className="search-preview" aria-labelledby="search-preview-heading">
      <h2 id="search-preview-heading">{t('searchPreview.heading')}</h2>
      <p className="hint">{t('searchPreview.lead')}</p>
      <div className="languages-grid">
        {LANGUAGES.map((lng) => {
          const result = resultIn(lng);
          return (
            <div key={lng} className="card" lang={lng}>
              <p className="hint">{t(`languages.${lng}`)}</p>
              <p>
                <cite>{result.address}</cite>
              </p>
              <p>
                <strong>{result.title}</strong>
              </p>
              <p>{result.description}</p>
              <p className="hint search-preview__counts" lang={i18n.language}>
                {t('searchPreview.counts', result.counts)}
              </p>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** A list item's page's result: its own head is pages:meta.<page> of its list's first page, with its title. */
export function ItemSearchPreview({ collection, fields }: { collection: CollectionName; fields: Fields }) {
  const { i18n } = useTranslation('admin');
  const definition = definitionOf(collection);
  const page = definition.pages?.[0];
  if (!page?.meta) return null;
  const { meta } = page;
  const ownIn = (lng: Language): OwnHead => {
    const tIn = i18n.getFixedT(lng, 'pages');
    const name = { [meta.as]: typed(fields, definition.titleField, lng) };
    return {
      title: tIn(`meta.${meta.page}.title`, name),
      description: tIn(`meta.${meta.page}.description`, name),
      path: localizePath(page.path(fields.slug || '…'), lng),
    };
  };
  return <SearchPreview own={{ mn: ownIn('mn'), en: ownIn('en') }} fields={fields} />;
}
