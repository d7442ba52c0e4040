import { useTranslation } from 'react-i18next';
import { usePaths } from '../ui/use-language.ts';
import { SearchIcon } from '../ui/inner-icons.tsx';

interface SearchFormProps {
  /** The current query, shown in the field. */
  query?: string;
  /** Prefix for the field's id, unique on the page. */
  idPrefix?: string;
}

// A plain GET form: it works without JavaScript, and the results page is an ordinary, linkable URL.
export function SearchForm({ query = '', idPrefix = 'search' }: SearchFormProps) {
  const paths = usePaths();
  const { t } = useTranslation('search');
  const inputId = `${idPrefix}-query`;
  return (
    <form className="search-form" role="search" method="get" action={paths.search()}>
      <label className="search-form__label" htmlFor={inputId}>
        {t('form.label')}
      </label>
      <div className="search-form__row">
        <input
          id={inputId}
          className="search-form__input"
          type="search"
          name="query"
          defaultValue={query}
          placeholder={t('form.placeholder')}
          // The server reads at most 100 characters of a query.
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button className="button search-form__button" type="submit">
          <SearchIcon />
          <span>{t('form.submit')}</span>
        </button>
      </div>
    </form>
  );
}
