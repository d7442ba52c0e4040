import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/routes.ts';
import { useStores } from '../../stores/stores-context.ts';
import { useRestored } from '../../stores/use-restored.ts';

function Badge({ count }: { count: number }) {
  // Hidden from screen readers: the link's name already says the count.
  return count > 0 ? (
    <span className="header-list__badge" aria-hidden="true">
      {count}
    </span>
  ) : null;
}

// Header links to the quote list (with its count), the wishlist and the compare page. Counts are 0 in server
// HTML and appear once the persisted lists are restored.
export const HeaderLists = observer(function HeaderLists() {
  const { t } = useTranslation('stores');
  const { cart, wishlist, compare } = useStores();
  const isRestored = useRestored();
  const quoteCount = isRestored ? cart.count : 0;
  const wishlistCount = isRestored ? wishlist.count : 0;
  const compareCount = isRestored ? compare.count : 0;
  return (
    <>
      <a className="header-list header-list--wishlist" href={paths.wishlist()} title={t('header.wishlist')}>
        <HeartIcon />
        <span className="visually-hidden">{t('header.wishlist')}</span>
        <Badge count={wishlistCount} />
      </a>
      <a className="header-list header-list--compare" href={paths.compare()} title={t('header.compare')}>
        <CompareIcon />
        <span className="visually-hidden">{t('header.compare')}</span>
        <Badge count={compareCount} />
      </a>
      <a className="header-list header-list--quote" href={paths.quote()} title={t('header.quoteList')}>
        <ListIcon />
        <span className="visually-hidden" data-testid="quote-count-label">
          {quoteCount > 0 ? t('header.quoteListCount', { count: quoteCount }) : t('header.quoteList')}
        </span>
        <Badge count={quoteCount} />
      </a>
    </>
  );
});

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
