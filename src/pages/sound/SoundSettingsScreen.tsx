import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useStores } from '../../app/StoreContext';
import {
  RICH_ANIMATION_KINDS,
  SOUND_GAME_KINDS,
  forcedByOperator,
  withOperatorRules,
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
  const own = withSiteDefaults(
    settings.richSoundSettings,
    configuration.configuration?.richSoundDefaults ?? {},
  );
  // A value the site forces shows greyed out; the player's own choice stays stored beneath it.
  const forced = forcedByOperator(configuration.configuration?.richMedia);
  const shown = withOperatorRules(own, forced);
  const isForced = (kind: SoundGameKind, flag: 'richSound' | 'richAnimations') =>
    forced[kind]?.[flag] !== undefined;
  const change = (kind: SoundGameKind, flag: 'richSound' | 'richAnimations', on: boolean) =>
    settings.update({ richSoundSettings: withPlayerChoice(own, kind, { [flag]: on }) });
  return (
    <section className="section-page sound-settings" data-testid="sound-settings">
      <h1>{t('sound.title')}</h1>
      <p>{t('sound.intro')}</p>
      {Object.keys(forced).length > 0 && <p id="sound-forced-note">{t('sound.forcedNote')}</p>}
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
                disabled={isForced(kind, 'richSound')}
                aria-describedby={isForced(kind, 'richSound') ? 'sound-forced-note' : undefined}
                onChange={(e) => change(kind, 'richSound', e.target.checked)}
              />
              <span>{t('sound.richSound')}</span>
              {isForced(kind, 'richSound') && (
                <span className="sound-settings__forced">{t('sound.forced')}</span>
              )}
            </label>
            {RICH_ANIMATION_KINDS.includes(kind) && (
              <label className="form__field--check">
                <input
                  type="checkbox"
                  data-testid={`sound-${kind}-richAnimations`}
                  checked={shown[kind].richAnimations === true}
                  disabled={isForced(kind, 'richAnimations')}
                  aria-describedby={isForced(kind, 'richAnimations') ? 'sound-forced-note' : undefined}
                  onChange={(e) => change(kind, 'richAnimations', e.target.checked)}
                />
                <span>{t('sound.richAnimations')}</span>
                {isForced(kind, 'richAnimations') && (
                  <span className="sound-settings__forced">{t('sound.forced')}</span>
                )}
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
