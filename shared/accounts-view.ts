import type { Role } from './admin-roles.ts';
import type { Language } from './constants.ts';

// The office's account pages as data (docs/operations.md, "Office accounts"): the accounts page and a colleague's
// (admins), a person's own (sessions, two-factor), the pages a link opens (a new password), the forgotten password's
// and two-factor sign-in's. Times are in Ulaanbaatar, links whole; client/admin/account*-page.tsx print them.

/** A line above a form: why it is shown (a translation key of the admin namespace) and how it reads. */
interface Notice {
  key: string;
  kind: 'error' | 'info';
  /** Values the text names ({{login}}, {{count}}). */
  values?: Record<string, string | number>;
}

/** What a form's fields say is wrong: per field, a translation key. */
type FieldErrors = Record<string, string>;

export type AccountState = 'active' | 'invited' | 'disabled';

export interface AccountRow {
  login: string;
  href: string;
  email: string;
  roles: Role[];
  state: AccountState;
  /** YYYY-MM-DD HH:mm in Ulaanbaatar; '' never. */
  lastSignIn: string;
  hasTwoFactor: boolean;
  isYou: boolean;
}

/** An invitation's link, shown to be passed on by hand when no mail can be sent. */
export interface HandLink {
  login: string;
  href: string;
  expires: string;
}

export interface AccountsProps {
  rows: AccountRow[];
  roles: readonly Role[];
  inviteAction: string;
  /** The invitation form as typed (shown again when refused). */
  invite: { login: string; email: string; roles: Role[]; language: Language };
  fieldErrors?: FieldErrors;
  notice?: Notice;
  /** Whether e-mail can be sent (SMTP_URL set); without, the links are shown here. */
  isMailOn: boolean;
  handLinks: HandLink[];
  twoFactor: { action: string; roles: Role[] };
}

export interface SessionRow {
  id: string;
  device: string;
  signedIn: string;
  lastSeen: string;
  /** The session this page was asked from. */
  isThis: boolean;
}

/** A colleague's account, for an admin. */
export interface AccountProps {
  login: string;
  email: string;
  language: Language;
  roles: Role[];
  allRoles: readonly Role[];
  state: AccountState;
  created: string;
  lastSignIn: string;
  hasTwoFactor: boolean;
  isYou: boolean;
  /** Every form's address: <base>/accounts/<login>/<action>. */
  actionBase: string;
  listHref: string;
  sessions: SessionRow[];
  notice?: Notice;
  fieldErrors?: FieldErrors;
  /** Without mail: its open invitation's link. */
  handLink?: HandLink;
}

/** The signed-in person's own account: sessions and two-factor. */
export interface OwnAccountProps {
  login: string;
  sessions: SessionRow[];
  actionBase: string;
  twoFactor: { isOn: boolean; codesLeft: number; isRequired: boolean };
  /** The weekly summary e-mail: offered to an account that may see the statistics and has an address. */
  weeklySummary?: { isOn: boolean; email: string };
  notice?: Notice;
}

/** Setting up two-factor: the QR code (SVG, drawn on the server), the secret to type, the form of the first code. */
export interface TwoFactorSetupProps {
  qrSvg: string;
  secret: string;
  /** otpauth:// address the QR code holds, for a phone's app opened on the same phone. */
  uri: string;
  action: string;
  isRequired: boolean;
  fieldErrors?: FieldErrors;
}

/** The ten recovery codes, shown once. */
export interface RecoveryCodesProps {
  codes: string[];
  continueHref: string;
}

/** The second step of a sign-in: a code from the app, or a recovery code. */
export interface LoginCodeProps {
  action: string;
  notice?: Notice;
  fieldErrors?: FieldErrors;
}

/** The page a link opens: a new password for its account (an invitation's first). */
export interface PasswordProps {
  action: string;
  token: string;
  purpose: 'invite' | 'reset';
  login: string;
  /** False: the link is used, expired or not ours; the page says so and links to the forgotten password. */
  isOpen: boolean;
  forgotHref: string;
  fieldErrors?: FieldErrors;
}

export interface ForgotProps {
  action: string;
  email: string;
  notice?: Notice;
  fieldErrors?: FieldErrors;
  loginHref: string;
}

export type AccountPages =
  | { page: 'accounts'; props: AccountsProps }
  | { page: 'account'; props: AccountProps }
  | { page: 'own-account'; props: OwnAccountProps }
  | { page: 'two-factor-setup'; props: TwoFactorSetupProps }
  | { page: 'recovery-codes'; props: RecoveryCodesProps }
  | { page: 'login-code'; props: LoginCodeProps }
  | { page: 'password'; props: PasswordProps }
  | { page: 'forgot'; props: ForgotProps };
