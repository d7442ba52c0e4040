import { useTranslation } from 'react-i18next';
import { CompareIcon, HeartIcon, QuoteListIcon } from '../../ui/icons.tsx';
import { usePaths } from '../../ui/use-language.ts';

export type ListName = 'quote' | 'wishlist' | 'compare';

function Badge({ list }: { list: ListName }) {
  // Filled in the browser from the saved lists (client/enhancements/header-lists.ts); hidden from screen
  // readers: the link's name says the count.
  return <span className="header-list__badge" aria-hidden="true" data-list-badge={list} hidden />;
}

// Header links to the quote list (with its count), the wishlist and the compare page: icons, each named for
// assistive technology (its hidden text) and with a tooltip (title). Server HTML has no counts (they live in the
// visitor's browser); a small script shows them before any island loads.
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
        <QuoteListIcon />
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
