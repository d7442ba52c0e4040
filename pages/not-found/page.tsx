import { useTranslation } from 'react-i18next';
import { PRODUCT_GROUPS } from '#shared/site.ts';
import { SearchForm } from '#client/blocks/search-form.tsx';
import { usePaths } from '#client/ui/use-language.ts';

// docs/specification.md §2 not-found page: its words and the link home, then a way on from where the visitor is:
// the site's search and the catalogue's three categories.
export function NotFoundPage() {
  const { t } = useTranslation(['pages', 'common']);
  const paths = usePaths();
  return (
    <section className="status-page container">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <a className="button" href={paths.home()}>
        {t('notFound.backHome')}
      </a>
      <div className="status-page__search">
        <SearchForm idPrefix="not-found" />
      </div>
      <nav className="status-page__links" aria-labelledby="not-found-categories">
        <h2 id="not-found-categories">{t('notFound.categoriesHeading')}</h2>
        <ul>
          {PRODUCT_GROUPS.map((group) => (
            <li key={group.key}>
              <a className="text-link" href={paths.catalogue(group.category)}>
                {t(`common:productGroups.${group.key}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
