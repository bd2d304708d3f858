import { observer } from 'mobx-react-lite';
import { runInAction } from 'mobx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import { switchLanguage } from '../../i18n/createI18n';
import { writeConnectionType } from '../../net/createRpcClient';
import type { ConnectionType } from '../../net/RpcClient';
import { SectionPage } from './AccountLayout';
import { PinSettings } from './PinSettings';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * /account/settings: language, sound and connection type (websocket or HTTP; applies on reload);
 * the PIN where the site requires one.
 */
export const AccountSettingsPage = observer(function AccountSettingsPage() {
  const root = useStores();
  const { settings, ui, configuration, session, account, transport } = root;
  const { t, i18n } = useTranslation();
  const languages = configuration.configuration?.languagesServed ?? [];
  const changeLanguage = async (language: string) => {
    settings.update({ language });
    const used = await switchLanguage(i18n, root.memberId, language);
    runInAction(() => ui.setLanguage(used, true));
    if (session.loggedIn) await account.updateLocale(used);
  };
  const changeConnection = (type: ConnectionType) => {
    if (type === transport.kind) return;
    writeConnectionType(localStorageOrNull(), type);
    window.location.reload();
  };
  return (
    <SectionPage titleKey="routes.accountSettings" testId="account-settings-page">
      <div className="form">
        <label className="form__field">
          <span>{t('settings.language')}</span>
          <select
            data-testid="settings-language"
            value={ui.language}
            onChange={(e) => void changeLanguage(e.target.value)}
          >
            {(languages.length ? languages : [{ languageId: ui.language, name: ui.language }]).map((l) => (
              <option key={l.languageId} value={l.languageId}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label className="form__field form__field--check">
          <input
            type="checkbox"
            data-testid="settings-sound"
            checked={settings.soundEnabled}
            onChange={(e) => settings.update({ soundEnabled: e.target.checked })}
          />
          <span>{t('settings.sound')}</span>
        </label>
        <Link to="/playout?sound=1" data-testid="settings-sound-link">
          {t('sound.title')}
        </Link>
        <fieldset className="form__field">
          <legend>{t('settings.connection')}</legend>
          {(['websocket', 'http'] as const).map((type) => (
            <label key={type} className="form__field--check">
              <input
                type="radio"
                name="connection"
                data-testid={`settings-connection-${type}`}
                checked={transport.kind === type}
                onChange={() => changeConnection(type)}
              />
              <span>{t(`settings.connectionType.${type}`)}</span>
            </label>
          ))}
        </fieldset>
      </div>
      {session.loggedIn && <PinSettings />}
    </SectionPage>
  );
});
