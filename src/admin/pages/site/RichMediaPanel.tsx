import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SOUND_SETTING_KINDS, SiteSummary } from '../../../../protocol/operator/calls';
import {
  RICH_MEDIA_KINDS,
  RICH_MEDIA_MODES,
  type RichMediaKind,
  type RichMediaMode,
} from '../../../../protocol/operator/roles';
import { useAdmin } from '../../AdminContext';

/** The players' sound-settings kind of each rich-media kind (a raffle's is lottorace). */
const SETTING_KIND_OF: Record<RichMediaKind, (typeof SOUND_SETTING_KINDS)[number]> = {
  lottery: 'lottery',
  raffle: 'lottorace',
  bingo: 'bingo',
  crossword: 'crossword',
  scratchcard: 'scratchcard',
  spinner: 'spinner',
};

/** A row per game kind, a select each for sound and animation; a change is saved at once. */
export const RichMediaPanel = observer(function RichMediaPanel({ site }: { site: SiteSummary }) {
  const { sites, session } = useAdmin();
  const { t } = useTranslation();
  const allowed = session.may('setRichMedia');
  const change = (kind: RichMediaKind, which: 'sound' | 'animation', mode: RichMediaMode) => {
    const rule = site.richMedia[kind] ?? { sound: 'player', animation: 'player' };
    void sites.setRichMedia(
      { siteId: site.siteId, gameKind: kind, ...rule, [which]: mode },
      t('site.done.richMedia', { kind: t(`site.kinds.${kind}`) }),
    );
  };
  // The site's default for players who have not chosen (updateSite's richSoundDefaults).
  const mayEditSite = session.may('updateSite');
  const flag = (which: 'sound' | 'animation') => (which === 'sound' ? 'richSound' : 'richAnimations');
  const defaultOn = (kind: RichMediaKind, which: 'sound' | 'animation') =>
    site.richSoundDefaults[SETTING_KIND_OF[kind]]?.[flag(which)] === true;
  const changeDefault = (kind: RichMediaKind, which: 'sound' | 'animation', on: boolean) => {
    const settingKind = SETTING_KIND_OF[kind];
    const current = site.richSoundDefaults[settingKind] ?? { richSound: false };
    void sites.updateSite(
      { siteId: site.siteId, richSoundDefaults: { [settingKind]: { ...current, [flag(which)]: on } } },
      t('site.done.richMedia', { kind: t(`site.kinds.${kind}`) }),
    );
  };
  return (
    <section className="admin-card admin-card--wide" aria-labelledby="rich-heading">
      <h2 id="rich-heading">{t('site.richMedia')}</h2>
      <p className="admin-muted">{t('site.richMediaIntro')}</p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('site.kind')}</th>
              <th scope="col">{t('site.sound')}</th>
              <th scope="col">{t('site.animation')}</th>
            </tr>
          </thead>
          <tbody>
            {RICH_MEDIA_KINDS.map((kind) => {
              const rule = site.richMedia[kind] ?? { sound: 'player', animation: 'player' };
              return (
                <tr key={kind}>
                  <th scope="row">{t(`site.kinds.${kind}`)}</th>
                  {(['sound', 'animation'] as const).map((which) => (
                    <td key={which}>
                      <select
                        aria-label={`${t(`site.kinds.${kind}`)}: ${t(`site.${which}`)}`}
                        data-testid={`rich-${kind}-${which}`}
                        value={rule[which]}
                        disabled={!allowed}
                        onChange={(e) => change(kind, which, e.target.value as RichMediaMode)}
                      >
                        {RICH_MEDIA_MODES.map((mode) => (
                          <option key={mode} value={mode}>
                            {t(`site.mode.${mode}`)}
                          </option>
                        ))}
                      </select>
                      {rule[which] === 'player' && (
                        <label className="admin-inline-check">
                          <input
                            type="checkbox"
                            data-testid={`rich-${kind}-${which}-default`}
                            checked={defaultOn(kind, which)}
                            disabled={!mayEditSite}
                            onChange={(e) => changeDefault(kind, which, e.target.checked)}
                          />
                          {t('site.defaultOn')}
                        </label>
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
});
