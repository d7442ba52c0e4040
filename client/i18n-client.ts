import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE } from '#shared/constants.ts';
import type { IslandState } from '#shared/render-contract.ts';

// One instance for every island of the page, initialised synchronously from the inlined
// resources: no second request, and the first client render speaks the server's language.
export function createClientI18n(state: IslandState): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: state.lng,
    fallbackLng: FALLBACK_LANGUAGE,
    // An empty text is shown empty, not replaced by the other language (i18next 27 changed the default).
    returnEmptyString: true,
    resources: state.resources,
    ns: state.ns,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
