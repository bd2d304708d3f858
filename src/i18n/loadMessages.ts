import { DEFAULT_LANGUAGE } from '../constants';

export type Messages = Record<string, unknown>;

export interface LanguageInfo {
  languageId: string;
  name: string;
}

type Fetch = typeof fetch;

/** GET /client/i18n/locales/{siteId}/{languageCode}: the site's message catalogue. */
export async function fetchMessages(
  memberId: number,
  language: string,
  fetchImpl: Fetch = fetch,
): Promise<Messages> {
  const response = await fetchImpl(`/client/i18n/locales/${memberId}/${encodeURIComponent(language)}`, {
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`messages ${language}: HTTP ${response.status}`);
  const body = (await response.json()) as unknown;
  if (!body || typeof body !== 'object') throw new Error(`messages ${language}: not an object`);
  return body as Messages;
}

/**
 * The requested language, else English, else English with an empty catalogue (spec section 7:
 * on failure the app falls back to English with an empty translation).
 */
export async function loadMessagesWithFallback(
  memberId: number,
  language: string,
  fetchImpl: Fetch = fetch,
): Promise<{ language: string; messages: Messages }> {
  try {
    return { language, messages: await fetchMessages(memberId, language, fetchImpl) };
  } catch (error) {
    console.warn('messages failed to load', error);
  }
  if (language !== DEFAULT_LANGUAGE) {
    try {
      return {
        language: DEFAULT_LANGUAGE,
        messages: await fetchMessages(memberId, DEFAULT_LANGUAGE, fetchImpl),
      };
    } catch (error) {
      console.warn('English messages failed to load', error);
    }
  }
  return { language: DEFAULT_LANGUAGE, messages: {} };
}

/** GET /client/i18n/locales/{siteId}: the site's languages (for the language picker). */
export async function fetchLanguages(memberId: number, fetchImpl: Fetch = fetch): Promise<LanguageInfo[]> {
  try {
    const response = await fetchImpl(`/client/i18n/locales/${memberId}`, { credentials: 'include' });
    if (!response.ok) return [];
    const body = (await response.json()) as unknown;
    const list = Array.isArray(body) ? body : ((body as { languages?: unknown[] })?.languages ?? []);
    return list
      .map((item) => (typeof item === 'string' ? { languageId: item, name: item } : (item as LanguageInfo)))
      .filter((item) => item && typeof item.languageId === 'string');
  } catch {
    return [];
  }
}
