import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/StoreContext';
import { displayMoney } from '../../format/money';
import type { PreShow } from '../../stores/playout/PlayoutStore';
import { useNow } from '../results/useNow';
import { preShowClock } from './preShowClock';

/**
 * Beside the stage until the draw starts: the time to the draw in mm:ss, the jackpot and who is
 * playing, so the minutes before a draw are a build-up rather than "waiting".
 */
export const PreShowCard = observer(function PreShowCard({ preShow }: { preShow: PreShow }) {
  const root = useStores();
  const { t } = useTranslation();
  // useNow re-renders each second; the time itself is the server's.
  useNow(true);
  const clock = preShowClock(preShow.startsAt, root.serverNow());
  const jackpot = displayMoney(
    preShow.jackpot,
    preShow.currencyId,
    root.configuration.currency(preShow.currencyId),
  );
  return (
    <section className="pre-show" data-testid="pre-show" aria-label={t('playout.preShow.title')}>
      <p className="pre-show__caption">{t('playout.preShow.startsIn')}</p>
      <p className="pre-show__clock" data-testid="playout-countdown" role="timer" aria-live="off">
        {clock ?? t('playout.preShow.starting')}
      </p>
      <dl className="pre-show__facts">
        <div>
          <dt>{preShow.progressive ? t('playout.preShow.jackpot') : t('playout.preShow.prizePool')}</dt>
          <dd data-testid="pre-show-jackpot">{jackpot}</dd>
        </div>
        <div>
          <dt>{t('playout.preShow.playersLabel')}</dt>
          <dd data-testid="pre-show-players">{t('playout.preShow.players', { count: preShow.players })}</dd>
        </div>
      </dl>
    </section>
  );
});
