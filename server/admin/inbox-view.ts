import type { TFunction } from 'i18next';
import {
  INBOX_KINDS,
  INBOX_STATUSES,
  MIN_SEARCH_LENGTH,
  type InboxCount,
  type InboxCursor,
  type InboxEntry,
} from '../storage/inbox-store.ts';
import { formatCursor } from './inbox-query-string.ts';
import { localTime } from '../services/enquiry-formats.ts';
import { html, type Markup } from './html.ts';

/** The filter form's fields as the staff typed them (shown back as they were). */
export interface FilterFields {
  kind: string;
  status: string;
  from: string;
  to: string;
  q: string;
}

export interface InboxInput {
  t: TFunction;
  base: string;
  fields: FilterFields;
  /** A translation key when a field could not be read (the list is then unfiltered by it). */
  fieldError?: string;
  entries: readonly InboxEntry[];
  /** How many match, counted up to a limit; undefined when not counted. */
  total: InboxCount | undefined;
  /** Where the older and the newer pages start, when there are any. */
  older?: InboxCursor;
  newer?: InboxCursor;
  /** The query string of these filters (no leading ?), for paging and export links. */
  query: string;
}

const FIRST_LINE_LENGTH = 80;

function firstLine(message: string): string {
  const line =
    message
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  return line.length > FIRST_LINE_LENGTH ? `${line.slice(0, FIRST_LINE_LENGTH - 1)}…` : line;
}

const withQuery = (path: string, query: string, extra = '') => {
  const parts = [query, extra].filter(Boolean).join('&');
  return parts ? `${path}?${parts}` : path;
};

function options(values: readonly string[], selected: string, label: (value: string) => string, any: string) {
  return html`<option value="">${any}</option>
    ${values.map(
      (value) => html`<option value="${value}" ${value === selected ? html` selected` : ''}>${label(value)}</option>`,
    )}`;
}

function filtersView({ t, base, fields, fieldError }: InboxInput): Markup {
  return html`<form method="get" action="${base}" class="filters" role="search">
    <fieldset>
      <legend>${t('admin:filters.legend')}</legend>
      ${fieldError && html`<p class="notice notice--error" role="alert">${t(fieldError, { min: MIN_SEARCH_LENGTH })}</p>`}
      <div class="filters__grid">
        <label
          >${t('admin:filters.kind')}
          <select name="kind">
            ${options(INBOX_KINDS, fields.kind, (k) => t(`admin:kinds.${k}`), t('admin:filters.any'))}
          </select></label
        >
        <label
          >${t('admin:filters.status')}
          <select name="status">
            ${options(INBOX_STATUSES, fields.status, (s) => t(`admin:statuses.${s}`), t('admin:filters.any'))}
          </select></label
        >
        <label>${t('admin:filters.from')} <input type="date" name="from" value="${fields.from}" /></label>
        <label>${t('admin:filters.to')} <input type="date" name="to" value="${fields.to}" /></label>
        <label class="filters__search"
          >${t('admin:filters.search')} <input type="search" name="q" value="${fields.q}"
        /></label>
      </div>
      <div class="filters__actions">
        <button type="submit" class="button">${t('admin:filters.apply')}</button>
        <a href="${base}">${t('admin:filters.clear')}</a>
      </div>
    </fieldset>
  </form>`;
}

function rowView(t: TFunction, base: string, entry: InboxEntry): Markup {
  const status = entry.handledAt ? 'handled' : 'new';
  const href = `${base}/${entry.source}/${entry.id}`;
  return html`<tr class="row row--${status}">
    <td data-label="${t('admin:list.time')}">
      <time datetime="${entry.createdAt.toISOString()}">${localTime(entry.createdAt)}</time>
    </td>
    <td data-label="${t('admin:list.kind')}">${t(`admin:kinds.${entry.kind}`)}</td>
    <td data-label="${t('admin:list.name')}"><a href="${href}" aria-label="${t('admin:list.open', { id: entry.id })}: ${entry.name || entry.email}">${entry.name || entry.email}</a></td>
    <td data-label="${t('admin:list.email')}" class="cell--wrap">${entry.email}</td>
    <td data-label="${t('admin:list.phone')}">${entry.phone}</td>
    <td data-label="${t('admin:list.message')}" class="cell--wrap">${firstLine(entry.message)}</td>
    <td data-label="${t('admin:list.status')}">
      <span class="status status--${status}">${t(`admin:statuses.${status}`)}</span>
    </td>
  </tr>`;
}

function pagerView({ t, base, older, newer, query }: InboxInput): Markup | '' {
  if (!older && !newer) return '';
  const link = (place: string, cursor: InboxCursor) =>
    withQuery(base, query, `${place}=${encodeURIComponent(formatCursor(cursor))}`);
  return html`<nav class="pager" aria-label="${t('admin:list.pages')}">
    ${newer ? html`<a rel="prev" href="${link('after', newer)}">${t('admin:list.newer')}</a>` : ''}
    ${newer ? html`<a href="${withQuery(base, query)}">${t('admin:list.newest')}</a>` : ''}
    ${older ? html`<a rel="next" href="${link('before', older)}">${t('admin:list.older')}</a>` : ''}
  </nav>`;
}

function countText(t: TFunction, total: InboxCount | undefined): string {
  if (!total) return t('admin:list.countUnknown');
  const { count, more } = total;
  return more ? t('admin:list.countMore', { total: count }) : t('admin:list.count', { count });
}

export function inboxView(input: InboxInput): Markup {
  const { t, base, entries, total, query } = input;
  return html`<h1>${t('admin:title')}</h1>
    ${filtersView(input)}
    <div class="summary">
      <p role="status">${countText(t, total)}</p>
      <p class="summary__export">
        ${t('admin:export.title')}:
        <a href="${withQuery(`${base}/export.csv`, query)}" download>${t('admin:export.csv')}</a>
        <a href="${withQuery(`${base}/export.json`, query)}" download>${t('admin:export.json')}</a>
      </p>
    </div>
    ${
      entries.length === 0
        ? html`<p class="empty">${t('admin:list.empty')}</p>`
        : html`<table class="inbox">
            <caption class="visually-hidden">
              ${t('admin:list.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">${t('admin:list.time')}</th>
                <th scope="col">${t('admin:list.kind')}</th>
                <th scope="col">${t('admin:list.name')}</th>
                <th scope="col">${t('admin:list.email')}</th>
                <th scope="col">${t('admin:list.phone')}</th>
                <th scope="col">${t('admin:list.message')}</th>
                <th scope="col">${t('admin:list.status')}</th>
              </tr>
            </thead>
            <tbody>
              ${entries.map((entry) => rowView(t, base, entry))}
            </tbody>
          </table>`
    }
    ${pagerView(input)}`;
}
