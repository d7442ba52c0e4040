import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueFilters } from '#shared/catalogue-filters.ts';
import type { CatalogueSort } from '#shared/money.ts';
import { ArrowLeftIcon, ArrowRightIcon } from '../../ui/block-icons.tsx';
import { useLanguage } from '../../ui/use-language.ts';
import { catalogueHref } from './catalogue-address.ts';
import { SCRIPT_LINK } from '../../lib/script-link.ts';
import { isPlainClick } from './product-card.tsx';

interface CataloguePaginationProps {
  category: string | null;
  sort: CatalogueSort;
  filters: CatalogueFilters;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

// Up to this many pages are all listed; beyond it, the first, the last and the ones around the current page.
const ALL_PAGES_UP_TO = 7;

/** The page numbers to list, with null where a run of pages is left out. */
export function pageList(page: number, pageCount: number): Array<number | null> {
  if (pageCount <= ALL_PAGES_UP_TO) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const shown = [1, page - 1, page, page + 1, pageCount].filter((n) => n >= 1 && n <= pageCount);
  const pages = [...new Set(shown)].sort((a, b) => a - b);
  return pages.flatMap((n, index) => (index > 0 && n - (pages[index - 1] ?? n) > 1 ? [null, n] : [n]));
}

// Pagination (beyond docs/specification.md §2, which shows none: 6 per page, docs/specification.md §9): plain links to
// ?page=N, so paging works without script; with script the island shows the page in place and the address follows.
export function CataloguePagination({ category, sort, filters, page, pageCount, onPage }: CataloguePaginationProps) {
  const { t } = useTranslation('catalogue');
  const lng = useLanguage();
  if (pageCount <= 1) return null;
  const link = (target: number) => ({
    href: catalogueHref({ category, page: target, sort, filters }, lng),
    ...SCRIPT_LINK,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onPage(target);
    },
  });
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <a className="pagination__step" rel="prev" {...link(page - 1)}>
              <ArrowLeftIcon />
              <span>{t('pagination.previous')}</span>
            </a>
          ) : (
            <span className="pagination__step is-disabled" aria-hidden="true">
              <ArrowLeftIcon />
              <span>{t('pagination.previous')}</span>
            </span>
          )}
        </li>
        {pageList(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a
                className="pagination__page"
                aria-label={t('pagination.page', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                {...link(n)}
              >
                {n}
              </a>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <a className="pagination__step" rel="next" {...link(page + 1)}>
              <span>{t('pagination.next')}</span>
              <ArrowRightIcon />
            </a>
          ) : (
            <span className="pagination__step is-disabled" aria-hidden="true">
              <span>{t('pagination.next')}</span>
              <ArrowRightIcon />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
