import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import {
  RICH_ANIMATION_KINDS,
  SOUND_GAME_KINDS,
  withPlayerChoice,
  withSiteDefaults,
  type SoundGameKind,
} from '../../stores/playout/richSoundSettings';

/**
 * The sound settings screen (spec section 2): the global sound switch and, per game kind, rich sound
 * (and rich animations for scratchcard and spinner). Stored with the player's settings; a kind the
 * player has not touched shows the site's default. Reached from the playout and /account/settings.
 */
export const SoundSettingsScreen = observer(function SoundSettingsScreen({ backTo }: { backTo: string }) {
  const { settings, configuration } = useStores();
  const { t } = useTranslation();
  const shown = withSiteDefaults(
    settings.richSoundSettings,
    configuration.configuration?.richSoundDefaults ?? {},
  );
  const change = (kind: SoundGameKind, flag: 'richSound' | 'richAnimations', on: boolean) =>
    settings.update({ richSoundSettings: withPlayerChoice(shown, kind, { [flag]: on }) });
  return (
    <section className="section-page sound-settings" data-testid="sound-settings">
      <h1>{t('sound.title')}</h1>
      <p>{t('sound.intro')}</p>
      <div className="form">
        <label className="form__field form__field--check">
          <input
            type="checkbox"
            data-testid="sound-enabled"
            checked={settings.soundEnabled}
            onChange={(e) => settings.update({ soundEnabled: e.target.checked })}
          />
          <span>{t('sound.soundEnabled')}</span>
        </label>
        {SOUND_GAME_KINDS.map((kind) => (
          <fieldset key={kind} className="form__field" data-testid={`sound-kind-${kind}`}>
            <legend>{t(`sound.kinds.${kind}`)}</legend>
            <label className="form__field--check">
              <input
                type="checkbox"
                data-testid={`sound-${kind}-richSound`}
                checked={shown[kind].richSound}
                onChange={(e) => change(kind, 'richSound', e.target.checked)}
              />
              <span>{t('sound.richSound')}</span>
            </label>
            {RICH_ANIMATION_KINDS.includes(kind) && (
              <label className="form__field--check">
                <input
                  type="checkbox"
                  data-testid={`sound-${kind}-richAnimations`}
                  checked={shown[kind].richAnimations === true}
                  onChange={(e) => change(kind, 'richAnimations', e.target.checked)}
                />
                <span>{t('sound.richAnimations')}</span>
              </label>
            )}
          </fieldset>
        ))}
      </div>
      <Link className="button" to={backTo} data-testid="sound-back">
        {t('sound.back')}
      </Link>
    </section>
  );
});
