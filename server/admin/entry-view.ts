import type { TFunction } from 'i18next';
import type { InboxEntry, NotificationState } from '../storage/inbox-store.ts';
import { localTime } from '../services/enquiry-formats.ts';
import { html, type Markup } from './html.ts';
import { csrfField } from './layout-view.ts';

export interface EntryInput {
  t: TFunction;
  base: string;
  entry: InboxEntry;
  /** For an enquiry; a newsletter sign-up has none. */
  notification?: NotificationState;
  items: ReadonlyArray<{ name: string; qty: number }>;
  replyHref: string;
  csrfToken: string;
}

function notificationText(t: TFunction, notification: NotificationState): string {
  switch (notification.state) {
    case 'none':
      return t('admin:entry.notificationNone');
    case 'sent':
      return t('admin:entry.notificationSent', { time: localTime(notification.sentAt) });
    case 'pending':
      return t('admin:entry.notificationPending', {
        attempts: notification.attempts,
        time: localTime(notification.nextAttemptAt),
      });
  }
}

const field = (label: string, value: Markup | string) =>
  html`<dt>${label}</dt>
    <dd>${value}</dd>`;

export function entryView({ t, base, entry, notification, items, replyHref, csrfToken }: EntryInput): Markup {
  const handled = entry.handledAt !== null;
  const status = handled ? 'handled' : 'new';
  const kind = t(`admin:kinds.${entry.kind}`);
  return html`<p><a href="${base}">← ${t('admin:entry.back')}</a></p>
    <article class="card">
      <h1>${t('admin:entry.title', { kind, id: entry.id })}</h1>
      <div class="entry__status">
        <span class="status status--${status}">${t(`admin:statuses.${status}`)}</span>
        ${handled && html`<span>${t('admin:entry.handledBy', { login: entry.handledBy ?? '', time: localTime(entry.handledAt ?? entry.createdAt) })}</span>`}
        <form method="post" action="${base}/${entry.source}/${entry.id}/status">
          ${csrfField(csrfToken)}
          <input type="hidden" name="status" value="${handled ? 'new' : 'handled'}" />
          <button type="submit" class="button${handled ? ' button--quiet' : ''}">
            ${t(handled ? 'admin:entry.reopen' : 'admin:entry.markHandled')}
          </button>
        </form>
        <a class="button button--quiet" href="${replyHref}">${t('admin:entry.reply')}</a>
      </div>
      <dl class="fields">
        ${field(t('admin:entry.received'), html`<time datetime="${entry.createdAt.toISOString()}">${localTime(entry.createdAt)}</time>`)}
        ${field(t('admin:entry.kind'), kind)} ${entry.name && field(t('admin:entry.name'), entry.name)}
        ${field(t('admin:entry.email'), html`<a href="mailto:${entry.email}">${entry.email}</a>`)}
        ${entry.phone && field(t('admin:entry.phone'), html`<a href="tel:${entry.phone.replace(/[^\d+]/g, '')}">${entry.phone}</a>`)}
        ${field(t('admin:entry.language'), t(`admin:languages.${entry.language}`, { defaultValue: entry.language }))}
        ${entry.source === 'enquiry' && field(t('admin:entry.page'), entry.page ? html`<a href="${entry.page}">${entry.page}</a>` : t('admin:entry.unknownPage'))}
        ${entry.requestId && field(t('admin:entry.requestId'), html`<code>${entry.requestId}</code>`)}
        ${notification && field(t('admin:entry.notification'), html`${notificationText(t, notification)}${notification.state === 'pending' && notification.lastError && html`<br /><small>${t('admin:entry.notificationLastError', { error: notification.lastError })}</small>`}`)}
      </dl>
      ${
        items.length > 0 &&
        html`<h2>${t('admin:entry.items')}</h2>
          <table class="items">
            <thead>
              <tr>
                <th scope="col">${t('admin:entry.product')}</th>
                <th scope="col" class="number">${t('admin:entry.quantity')}</th>
              </tr>
            </thead>
            <tbody>
              ${items.map((item) => html`<tr><td>${item.name}</td><td class="number">${item.qty}</td></tr>`)}
            </tbody>
          </table>`
      }
      ${
        entry.message &&
        html`<h2>${t('admin:entry.message')}</h2>
          <p class="message">${entry.message}</p>`
      }
    </article>`;
}
