import { toJS } from 'mobx';
import { useMemo } from 'react';
import { useStores } from '../StoreContext';
import type { StageSoundSettings } from '../../../scenes/engine/soundSettings';
import { withSiteDefaults } from '../../stores/playout/richSoundSettings';

/** The stage's sound settings: the player's stored ones over the site's configured defaults. */
export function useStageSound(): StageSoundSettings {
  const { settings, configuration } = useStores();
  const soundEnabled = settings.soundEnabled;
  // Plain copies, so the memo changes exactly when a setting does (and the stage gets no proxies).
  const player = JSON.stringify(toJS(settings.richSoundSettings));
  const site = JSON.stringify(configuration.configuration?.richSoundDefaults ?? {});
  return useMemo(
    () => ({ soundEnabled, richSoundSettings: withSiteDefaults(JSON.parse(player), JSON.parse(site)) }),
    [soundEnabled, player, site],
  );
}
