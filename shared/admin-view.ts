import type { Language } from './constants.ts';

// The office inbox's pages as data: what the server decides (texts already in the staff's language where they
// depend on stored values, times in Ulaanbaatar, every link) and the React components under client/admin/
// print. Plain JSON, so server and client share it without sharing code.

/** The form field that carries a signed-in session's CSRF token (a script would send the header instead). */
export const CSRF_FIELD = '_csrf';

/** A line above a form: why it is shown again (a translation key) and how it reads. */
export interface AdminNotice {
  key: string;
  kind: 'error' | 'info';
}

/** Around every page: the title, the staff's language, the other language's address, who is signed in. */
export interface AdminFrame {
  lng: Language;
  title: string;
  /** The admin's base path: /admin, or /en/admin in English. */
  base: string;
  stylesheets: readonly string[];
  /** The page loader (client/entry-client.ts), linked by a page with an island. */
  scripts: readonly string[];
  languageSwitch: { href: string; lng: string; label: string };
  /** Who is signed in, with the token their forms carry; absent on the sign-in page. */
  session?: { login: string; csrfToken: string };
}

export interface LoginProps {
  login: string;
  notice?: AdminNotice;
  /** Per field, a translation key: what is wrong with what was typed. */
  fieldErrors?: Record<string, string>;
}

/** The filter form's fields as the staff typed them (shown back as they were). */
export interface FilterFields {
  kind: string;
  status: string;
  from: string;
  to: string;
  q: string;
}

export type EntryStatus = 'new' | 'handled';

export interface InboxRow {
  key: string;
  id: number;
  kind: string;
  href: string;
  createdAt: string;
  /** Date and time in Ulaanbaatar, YYYY-MM-DD HH:mm. */
  localTime: string;
  /** The name, or the e-mail when there is none. */
  label: string;
  email: string;
  phone: string;
  firstLine: string;
  status: EntryStatus;
}

export interface InboxProps {
  kinds: readonly string[];
  statuses: readonly EntryStatus[];
  minSearch: number;
  fields: FilterFields;
  /** A translation key when a field could not be read (the list is then unfiltered by it). */
  fieldError?: string;
  rows: InboxRow[];
  /** How many match, counted up to a limit; undefined when not counted. */
  total?: { count: number; more: boolean };
  exports: { csv: string; json: string };
  pager: { newer?: string; newest?: string; older?: string };
}

export type NotificationView =
  | { state: 'none' }
  | { state: 'sent'; time: string }
  | { state: 'pending'; attempts: number; time: string; lastError?: string };

export interface EntryProps {
  kind: string;
  id: number;
  status: EntryStatus;
  handled?: { login: string; time: string };
  /** The form that marks it handled, or new again. */
  statusAction: string;
  replyHref: string;
  createdAt: string;
  localTime: string;
  name: string;
  email: string;
  phone: string;
  /** The phone as a tel: address (digits and +). */
  phoneHref: string;
  language: string;
  /** Enquiries only: the page it was sent from ('' when unknown). */
  page?: string;
  requestId: string;
  notification?: NotificationView;
  items: ReadonlyArray<{ name: string; qty: number }>;
  message: string;
}

export interface AdminErrorProps {
  messageKey: string;
  requestId?: string;
}

/** One page of the inbox: which, and its props. */
export type AdminPage =
  | { page: 'login'; props: LoginProps }
  | { page: 'inbox'; props: InboxProps }
  | { page: 'entry'; props: EntryProps }
  | { page: 'error'; props: AdminErrorProps };

/** A page with its frame: what client/admin/render-admin.tsx prints. */
export type AdminView = AdminPage & { frame: AdminFrame };
