import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { adminEn } from './en';

/** The console's i18next instance; operator-facing text is English for now, keyed for translation. */
export function createAdminI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: adminEn } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
