import { useTranslation } from 'react-i18next';
import type { PlayerOverview } from '../../../../protocol/operator/calls';
import { formatMinor } from '../formatMinor';

const NUMERIC: readonly string[] = ['plays', 'stake', 'prize'];

/** The player's latest game rounds: joins (draws, raffles, bingo cards) and instant tickets. */
export function RoundsTab({ overview }: { overview: PlayerOverview }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  if (overview.rounds.length === 0) return <p>{t('player.noRounds')}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="player-rounds">
        <caption className="visually-hidden">{t('player.tabs.rounds')}</caption>
        <thead>
          <tr>
            {(['at', 'game', 'instance', 'roundKind', 'plays', 'stake', 'prize'] as const).map((c) => (
              <th scope="col" key={c} className={NUMERIC.includes(c) ? 'admin-number' : undefined}>
                {t(`player.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {overview.rounds.map((round, i) => (
            <tr key={`${round.kind}-${round.at}-${i}`} data-instance={round.instanceId ?? ''}>
              <td>{when.format(round.at)}</td>
              <td>
                {round.game} <span className="admin-muted">#{round.gameId}</span>
              </td>
              <td>{round.instanceId ?? '—'}</td>
              <td>
                {t(`player.roundKinds.${round.kind}`)}
                {round.refunded && (
                  <>
                    {' '}
                    <span className="admin-chip admin-chip--warn">{t('player.refunded')}</span>
                  </>
                )}
              </td>
              <td className="admin-number">{round.plays}</td>
              <td className="admin-number">{formatMinor(round.stake, round.currency, i18n.language)}</td>
              <td className="admin-number">{formatMinor(round.prize, round.currency, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
