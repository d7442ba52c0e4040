import type { TFunction } from 'i18next';
import { html, type Markup } from './html.ts';

export interface LoginInput {
  t: TFunction;
  base: string;
  /** A translation key: why the form is shown again (failed, too many, expired, signed out). */
  notice?: { key: string; kind: 'error' | 'info' };
  login?: string;
}

export function loginView({ t, base, notice, login = '' }: LoginInput): Markup {
  return html`<section class="card card--narrow">
    <h1>${t('admin:login.title')}</h1>
    <p>${t('admin:login.intro')}</p>
    ${notice && html`<p class="notice notice--${notice.kind}" role="${notice.kind === 'error' ? 'alert' : 'status'}">${t(notice.key)}</p>`}
    <form method="post" action="${base}/login" class="stack">
      <label for="login">${t('admin:login.login')}</label>
      <input
        id="login"
        name="login"
        autocomplete="username"
        autocapitalize="none"
        spellcheck="false"
        required
        value="${login}"
      />
      <label for="password">${t('admin:login.password')}</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required />
      <button type="submit" class="button">${t('admin:login.submit')}</button>
    </form>
  </section>`;
}
