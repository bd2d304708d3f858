import { toJS } from 'mobx';
import { useMemo } from 'react';
import { useStores } from '../StoreContext';
import type { StageSoundSettings } from '../../../scenes/engine/soundSettings';
import {
  forcedByOperator,
  withOperatorRules,
  withSiteDefaults,
} from '../../stores/playout/richSoundSettings';

/** The stage's sound settings: the player's stored ones over the site's defaults, under the operators' forced values. */
export function useStageSound(): StageSoundSettings {
  const { settings, configuration } = useStores();
  const soundEnabled = settings.soundEnabled;
  // Plain copies, so the memo changes exactly when a setting does (and the stage gets no proxies).
  const player = JSON.stringify(toJS(settings.richSoundSettings));
  const site = JSON.stringify(configuration.configuration?.richSoundDefaults ?? {});
  const forced = JSON.stringify(forcedByOperator(configuration.configuration?.richMedia));
  return useMemo(
    () => ({
      soundEnabled,
      richSoundSettings: withOperatorRules(
        withSiteDefaults(JSON.parse(player), JSON.parse(site)),
        JSON.parse(forced),
      ),
    }),
    [soundEnabled, player, site, forced],
  );
}
