import { useTranslation } from 'react-i18next';
import { localizePath } from '#shared/language-link.ts';
import type { SearchResult } from '#shared/search.ts';
import { useLanguage, usePaths } from '#client/ui/use-language.ts';
import { SearchForm } from '#client/blocks/search-form.tsx';
import { TitleBar } from '#client/blocks/title-bar.tsx';
import { HighlightedText } from '#client/ui/highlighted-text.tsx';
import type { WithMeta } from '#shared/page-view.ts';

function Suggestions() {
  const paths = usePaths();
  const { t } = useTranslation('search');
  const words = t('suggestions', { returnObjects: true }) as string[];
  return (
    <div className="search-suggestions">
      <h2 className="search-suggestions__title">{t('suggestionsHeading')}</h2>
      <ul className="search-suggestions__list">
        {words.map((word) => (
          <li key={word}>
            <a className="search-suggestions__link" href={paths.search(word)}>
              {word}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResultList({ results }: { results: SearchResult[] }) {
  const { t } = useTranslation('search');
  const lng = useLanguage();
  return (
    <>
      <h2 className="visually-hidden">{t('resultsHeading')}</h2>
      <ol className="search-results">
        {results.map((result) => (
          <li key={`${result.kind}:${result.url}`} className="search-result">
            <p className={`search-result__kind search-result__kind--${result.kind}`}>{t(`kinds.${result.kind}`)}</p>
            <h3 className="search-result__title">
              <a href={localizePath(result.url, lng)}>
                <HighlightedText {...result.title} />
              </a>
            </h3>
            {result.snippet.text ? (
              <p className="search-result__snippet">
                <HighlightedText {...result.snippet} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

export interface SearchProps extends WithMeta {
  query: string;
  results: SearchResult[];
}

// Server-side search: the form is a plain GET, so the page works without script.
export function SearchPage({ meta, query, results }: SearchProps) {
  const { t } = useTranslation('search');
  return (
    <>
      <TitleBar title={meta.title} lead={meta.description} />
      <section className="section section--tight search-page">
        <div className="container container--narrow">
          <SearchForm query={query} idPrefix="search-page" />
          {query === '' ? (
            <>
              <p className="search-page__message">{t('noQuery')}</p>
              <Suggestions />
            </>
          ) : (
            <>
              <div className="search-page__summary">
                <p className="search-page__query">{t('searchingFor', { query })}</p>
                {results.length > 0 ? (
                  <p className="search-page__count">{t('resultCount', { count: results.length })}</p>
                ) : null}
              </div>
              {results.length > 0 ? (
                <ResultList results={results} />
              ) : (
                <>
                  <p className="search-page__message">{t('noResults', { query })}</p>
                  <Suggestions />
                </>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}
