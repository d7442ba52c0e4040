import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { RootStore } from '../stores/root-store.ts';
import { StoresContext } from '../stores/stores-context.ts';

// Identical providers around every island root, on the server and in the browser:
// context does not cross roots, so each root gets the shared i18n instance and stores again.
export function IslandProviders({ i18n, stores, children }: { i18n: I18n; stores: RootStore; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>
    </I18nextProvider>
  );
}
