import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';

// Identical providers around every island root, on the server and in the browser: context does not cross
// roots, so each root gets the shared i18n instance again. Islands that use the saved lists are wrapped in
// StoreProviders (client/stores/store-providers.tsx) inside this, on both sides.
export function IslandProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
