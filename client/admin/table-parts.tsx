import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// The office's tables of rows and the links between their pages.

/**
 * A column's head: its words, and the language or class of the column when it has one; `head`, when given, is
 * drawn in its place (a box ticking every row), `label` still naming the column.
 */
export type Column = string | { label: string; lang?: string; className?: string; head?: ReactNode };

interface TableProps {
  className: string;
  /** What the table holds (none: its heading says it); hidden, it is for a screen reader only. */
  caption?: string;
  captionId?: string;
  captionHidden?: boolean;
  columns: readonly Column[];
  /** Its rows. */
  children: ReactNode;
}

/** A table: its caption, a head naming each column, its rows. */
export function Table({ className, caption, captionId, captionHidden, columns, children }: TableProps) {
  return (
    <table className={className}>
      {caption === undefined ? null : (
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
      )}
      <thead>
        <tr>
          {columns.map((column) => {
            const { label, lang, className, head } = typeof column === 'string' ? { label: column } : column;
            return (
              <th key={label} scope="col" lang={lang} className={className}>
                {head ?? label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A column of a stacking table: its head, its cells' language and class, and what a row shows in it. */
export interface StackColumn<Row> {
  label: string;
  lang?: string;
  className?: string;
  head?: ReactNode;
  cell: (row: Row) => ReactNode;
}

interface StackTableProps<Row> extends Omit<TableProps, 'columns' | 'children'> {
  columns: ReadonlyArray<StackColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowClassName?: (row: Row) => string;
  /** What the page says instead of a table of no rows (none: nothing). */
  empty?: string;
}

/**
 * A table whose rows stack on a narrow screen, each cell named by its column's head (its data-label: entry.css).
 * Its cells are plain functions of the row, not components: the inbox's 50 rows share the page's one `t`
 * (docs/inbox.md, "Inbox at scale").
 */
export function StackTable<Row>({ columns, rows, rowKey, rowClassName, empty, ...table }: StackTableProps<Row>) {
  if (rows.length === 0) return empty === undefined ? null : <p className="empty">{empty}</p>;
  return (
    <Table {...table} columns={columns.map(({ label, lang, head }) => ({ label, lang, head }))}>
      {rows.map((row) => (
        <tr key={rowKey(row)} className={rowClassName?.(row)}>
          {columns.map(({ label, lang, className, cell }, index) => (
            <td key={index} data-label={label} lang={lang} className={className}>
              {cell(row)}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

/** A link to a neighbouring page: where, and its words. */
interface PageLink {
  href: string;
  text: string;
}

/** The links to a list's neighbouring pages: the one before, what lies between (given), the one after. */
export function PagerNav({ previous, next, children }: { previous?: PageLink; next?: PageLink; children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <nav className="pager" aria-label={t('list.pages')}>
      {previous ? (
        <a rel="prev" href={previous.href}>
          {previous.text}
        </a>
      ) : null}
      {children}
      {next ? (
        <a rel="next" href={next.href}>
          {next.text}
        </a>
      ) : null}
    </nav>
  );
}

/** A log's pages, newest first: newer ones, back to the newest, older ones; nothing on its only page. */
export function LogPager({ pager }: { pager: { newer?: string; newest?: string; older?: string } }) {
  const { t } = useTranslation('admin');
  if (!pager.newer && !pager.older) return null;
  return (
    <PagerNav
      previous={pager.newer ? { href: pager.newer, text: t('list.newer') } : undefined}
      next={pager.older ? { href: pager.older, text: t('list.older') } : undefined}
    >
      {pager.newest ? <a href={pager.newest}>{t('list.newest')}</a> : null}
    </PagerNav>
  );
}
