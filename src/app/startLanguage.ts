import type { i18n } from 'i18next';
import { reaction, runInAction } from 'mobx';
import { switchLanguage } from '../i18n/createI18n';
import type { RootStore } from '../stores/RootStore';

const LANGUAGE_KEY = 'drawhall.language';

/** `?lang=`, else the player's last choice, else null (then the site's default decides). */
export function chosenLanguage(search: string, storage: Storage | null): string | null {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (fromQuery && /^[a-z]{2}(_[A-Z]{2})?$/.test(fromQuery)) {
    try {
      storage?.setItem(LANGUAGE_KEY, fromQuery);
    } catch {
      /* not remembered */
    }
    return fromQuery;
  }
  try {
    return storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Loads the first catalogue (the app shows 'Initializing App...' until then) and, when the player
 * chose nothing, follows the site's default language once configuration arrives.
 */
export async function startLanguage(
  root: RootStore,
  i18nInstance: i18n,
  chosen: string | null,
): Promise<void> {
  const apply = async (language: string) => {
    const used = await switchLanguage(i18nInstance, root.memberId, language);
    runInAction(() => root.ui.setLanguage(used, true));
  };
  await apply(chosen ?? root.ui.language);
  if (chosen) return;
  reaction(
    () => root.configuration.configuration?.defaultLanguage,
    (siteDefault, _previous, r) => {
      if (!siteDefault) return;
      r.dispose();
      if (siteDefault !== root.ui.language) void apply(siteDefault);
    },
    { fireImmediately: true },
  );
}
