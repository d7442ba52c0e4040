import type { Request, Response } from 'express';
import { hasRole, type Role } from '#shared/admin-roles.ts';
import {
  ADMIN_NAV_GROUPS,
  type AdminNavGroup,
  type AdminNavLink,
  type AdminPage,
  type LoginProps,
} from '#shared/admin-view.ts';
import { localizePath, otherLanguage, pagePath } from '#shared/language-link.ts';
import type { SsrRuntime } from '../render/ssr-runtime.ts';
import { requestLanguage } from '../request-language.ts';
import { signedIn, type AdminCsrf } from './admin-csrf.ts';

export type AdminPages = ReturnType<typeof adminPages>;

// The office's parts, each shown to the accounts whose roles allow it, under its section of the sidebar
// (ADMIN_NAV_GROUPS' order; within a section, in this list's).
const PARTS: ReadonlyArray<{ path: string; labelKey: string; role: Role; group: AdminNavGroup }> = [
  { path: '/desk', labelKey: 'nav.desk', role: 'editor', group: 'content' },
  { path: '/texts', labelKey: 'nav.texts', role: 'editor', group: 'content' },
  { path: '/lists', labelKey: 'nav.lists', role: 'editor', group: 'content' },
  { path: '/lists/services', labelKey: 'nav.services', role: 'editor', group: 'content' },
  { path: '/pages', labelKey: 'nav.pageSeo', role: 'editor', group: 'content' },
  { path: '/redirects', labelKey: 'nav.redirects', role: 'editor', group: 'content' },
  { path: '/schedule', labelKey: 'nav.schedule', role: 'editor', group: 'content' },
  { path: '/products', labelKey: 'nav.products', role: 'editor', group: 'catalogue' },
  { path: '/media', labelKey: 'nav.media', role: 'editor', group: 'catalogue' },
  { path: '', labelKey: 'nav.inbox', role: 'inbox', group: 'enquiries' },
  { path: '/newsletter', labelKey: 'nav.newsletter', role: 'inbox', group: 'enquiries' },
  { path: '/stats', labelKey: 'nav.stats', role: 'stats', group: 'enquiries' },
  { path: '/accounts', labelKey: 'accounts:title', role: 'admin', group: 'people' },
  { path: '/person', labelKey: 'nav.person', role: 'admin', group: 'people' },
  { path: '/audit', labelKey: 'nav.audit', role: 'admin', group: 'people' },
  { path: '/company', labelKey: 'nav.company', role: 'editor', group: 'settings' },
  { path: '/webhook', labelKey: 'nav.webhook', role: 'admin', group: 'settings' },
];

function navFor(req: Request, roles: readonly Role[]): AdminNavLink[] {
  const here = `${req.path.replace(/\/$/, '')}/`;
  // The page is the part's whose path is the longest start of its own ('' for the inbox's).
  const current = PARTS.filter((part) => here.startsWith(`${part.path}/`)).reduce(
    (longest, part) => (part.path.length > longest.length ? part.path : longest),
    '',
  );
  // Every signed-in person's own account (their sessions, their two-factor sign-in), after the parts.
  const isOwn = here.startsWith('/account/');
  const parts = ADMIN_NAV_GROUPS.flatMap((group) =>
    PARTS.filter((part) => part.group === group && hasRole(roles, part.role)).map(({ path, labelKey }) => ({
      href: `${req.baseUrl}${path}`,
      labelKey,
      current: !isOwn && path === current,
      group,
    })),
  );
  const own = {
    href: `${req.baseUrl}/account`,
    labelKey: 'accounts:own.title',
    current: isOwn,
    group: 'account' as const,
  };
  return [...parts, own];
}

/**
 * Sends the inbox's pages, rendered by the SSR entry's renderAdminPage (client/admin/) in the staff's language,
 * with the language switch and, when signed in, the signed-in bar and the session's CSRF token.
 */
export function adminPages({ ssr, csrf }: { ssr: Pick<SsrRuntime, 'loadEntry' | 'assets'>; csrf: AdminCsrf }) {
  function frame(req: Request, res: Response, title: string) {
    const lng = requestLanguage(req);
    const target = otherLanguage(lng);
    const [pathname = '/', search = ''] = req.originalUrl.split(/\?(.*)/s, 2);
    const admin = signedIn(res);
    return {
      lng,
      title,
      base: req.baseUrl,
      stylesheets: ssr.assets.adminStylesheets(),
      scripts: ssr.assets.scripts(),
      // The same page in the other language: the address alone says the language, no cookie is kept.
      languageSwitch: {
        href: localizePath(pagePath(pathname), target) + (search ? `?${search}` : ''),
        lng: target,
        label: req.i18n.getFixedT(target)(`admin:languages.${target}`),
      },
      ...(admin
        ? { session: { login: admin.login, csrfToken: csrf.token(req, res), nav: navFor(req, admin.roles) } }
        : {}),
    };
  }

  async function send(
    req: Request,
    res: Response,
    status: number,
    title: string,
    page: AdminPage,
    { refreshSeconds }: { refreshSeconds?: number } = {},
  ): Promise<void> {
    const entry = await ssr.loadEntry();
    const framed = { ...frame(req, res, title), ...(refreshSeconds ? { refreshSeconds } : {}) };
    const html = entry.renderAdminPage(req.i18n, { ...page, frame: framed });
    res.status(status).type('html').send(html);
  }

  const sendLogin = (req: Request, res: Response, status: number, props: Partial<LoginProps> = {}) =>
    send(req, res, status, req.t('admin:login.title'), { page: 'login', props: { login: '', ...props } });

  const sendError = (req: Request, res: Response, status: number, messageKey: string) =>
    send(req, res, status, req.t('admin:error.title'), {
      page: 'error',
      props: { messageKey, ...(status >= 500 ? { requestId: String(req.id) } : {}) },
    });

  return { send, sendLogin, sendError };
}
