import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '../constants';
import { bootMessages } from './bootMessages';
import { loadMessagesWithFallback } from './loadMessages';

/** An i18next instance that already knows the boot strings; catalogues are added per language. */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'currentOnly',
    resources: { [DEFAULT_LANGUAGE]: { translation: bootMessages } },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Fetch the site's catalogue for the language and switch to it; resolves to the language used. */
export async function switchLanguage(
  instance: i18n,
  memberId: number,
  language: string,
  fetchImpl?: typeof fetch,
): Promise<string> {
  const loaded = await loadMessagesWithFallback(memberId, language, fetchImpl);
  // deep + overwrite: the server catalogue replaces the boot strings but keeps any it lacks.
  instance.addResourceBundle(loaded.language, 'translation', loaded.messages, true, true);
  await instance.changeLanguage(loaded.language);
  return loaded.language;
}
