import { useTranslation } from 'react-i18next';
import { usePaths } from '../../ui/use-language.ts';

export type ListName = 'quote' | 'wishlist' | 'compare';

function Badge({ list }: { list: ListName }) {
  // Filled in the browser from the saved lists (client/enhancements/header-lists.ts); hidden from screen
  // readers: the link's name says the count.
  return <span className="header-list__badge" aria-hidden="true" data-list-badge={list} hidden />;
}

// Header links to the quote list (with its count), the wishlist and the compare page. Server HTML has no
// counts (they live in the visitor's browser); a small script shows them before any island loads.
export function HeaderLists() {
  const paths = usePaths();
  const { t } = useTranslation('stores');
  return (
    <>
      <a className="header-list header-list--wishlist" href={paths.wishlist()} title={t('header.wishlist')}>
        <HeartIcon />
        <span className="visually-hidden">{t('header.wishlist')}</span>
        <Badge list="wishlist" />
      </a>
      <a className="header-list header-list--compare" href={paths.compare()} title={t('header.compare')}>
        <CompareIcon />
        <span className="visually-hidden">{t('header.compare')}</span>
        <Badge list="compare" />
      </a>
      <a className="header-list header-list--quote" href={paths.quote()} title={t('header.quoteList')}>
        <ListIcon />
        <span
          className="visually-hidden"
          data-testid="quote-count-label"
          data-count-label={t('header.quoteListCount', { count: '{{count}}' })}
        >
          {t('header.quoteList')}
        </span>
        <Badge list="quote" />
      </a>
    </>
  );
}

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CompareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M7 4v16M17 4v16M3 8h8M13 16h8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
