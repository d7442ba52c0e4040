import type { AccountPages } from '#shared/accounts-view.ts';
import { AccountPage } from './account-page.tsx';
import { AccountsPage } from './accounts-page.tsx';
import { OwnAccountPage } from './own-account-page.tsx';
import { ForgotPage, PasswordPage } from './password-pages.tsx';
import { LoginCodePage, RecoveryCodesPage, TwoFactorSetupPage } from './two-factor-pages.tsx';

/** The office's account pages (render-admin.tsx hands each of them here). */
export function AccountArea({ view, csrfToken }: { view: AccountPages; csrfToken: string }) {
  switch (view.page) {
    case 'accounts':
      return <AccountsPage csrfToken={csrfToken} props={view.props} />;
    case 'account':
      return <AccountPage csrfToken={csrfToken} props={view.props} />;
    case 'own-account':
      return <OwnAccountPage csrfToken={csrfToken} props={view.props} />;
    case 'two-factor-setup':
      return <TwoFactorSetupPage csrfToken={csrfToken} props={view.props} />;
    case 'recovery-codes':
      return <RecoveryCodesPage props={view.props} />;
    case 'login-code':
      return <LoginCodePage props={view.props} />;
    case 'password':
      return <PasswordPage props={view.props} />;
    case 'forgot':
      return <ForgotPage props={view.props} />;
  }
}
