import { useTranslation } from 'react-i18next';
import { definitionOf, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, type CollectionName } from '#shared/collections.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { localizePath } from '#shared/language-link.ts';
import type { CollectionForm } from '#shared/schemas/collection-schema.ts';

// docs/content.md, "SEO fields": an item's page as a search engine may list it, in each language, from the form
// as the page shows it (the draft when there is one, else what is published): its title with the company's name
// after it, its address and its description; the SEO fields where typed, else the page's own (the loader's rule,
// server/seo/item-head.ts). A search engine cuts what is longer than it shows.

/** Cut at the length shown, with an ellipsis. */
const shown = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export function SearchPreview({ collection, fields }: { collection: CollectionName; fields: CollectionForm }) {
  const { t, i18n } = useTranslation('admin');
  const definition = definitionOf(collection);
  const page = definition.pages?.[0];
  if (!page?.meta) return null;
  const { meta } = page;
  const typed = (name: string, lng: Language) => (fields[`${name}.${lng}`] ?? '').trim().replace(/\s+/g, ' ');
  const resultIn = (lng: Language) => {
    const tIn = i18n.getFixedT(lng, 'pages');
    const name = { [meta.as]: typed(definition.titleField, lng) };
    const title = typed('seoTitle', lng) || tIn(`meta.${meta.page}.title`, name);
    return {
      title: shown(`${title} | ${i18n.getFixedT(lng, 'common')('company.name')}`, SEO_TITLE_MAX),
      address: localizePath(page.path(fields.slug || '…'), lng)
        .split('/')
        .filter(Boolean)
        .join(' › '),
      description: shown(
        typed('seoDescription', lng) || tIn(`meta.${meta.page}.description`, name),
        SEO_DESCRIPTION_MAX,
      ),
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
            </div>
          );
        })}
      </div>
    </section>
  );
}
