import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PlayerOverview } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';

/** The player's subscriptions, newest first, as their own list shows them (amounts in major units). */
export const SubscriptionsTab = observer(function SubscriptionsTab({
  overview,
}: {
  overview: PlayerOverview;
}) {
  const { player } = useAdmin();
  const { t, i18n } = useTranslation();
  const activity = player.activity?.playerId === overview.player.playerId ? player.activity.of : null;
  if (!activity) return <p role="status">{t('player.loading')}</p>;
  if (activity.subscriptions.length === 0) return <p>{t('player.noSubscriptions')}</p>;
  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount);
  const state = (s: { active: boolean; completed: boolean }) =>
    s.active ? 'active' : s.completed ? 'completed' : 'cancelled';
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="player-subscriptions">
        <caption className="visually-hidden">{t('player.tabs.subscriptions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('player.subscription')}</th>
            <th scope="col">{t('player.game')}</th>
            <th scope="col">{t('player.subscriptionState')}</th>
            <th scope="col" className="admin-number">
              {t('player.gamesJoined')}
            </th>
            <th scope="col" className="admin-number">
              {t('player.amountPaid')}
            </th>
            <th scope="col" className="admin-number">
              {t('player.remaining')}
            </th>
          </tr>
        </thead>
        <tbody>
          {activity.subscriptions.map((s) => (
            <tr key={s.id} data-state={state(s)}>
              <td>{s.id}</td>
              <td>{s.gameId}</td>
              <td>{t(`player.subscriptionStates.${state(s)}`)}</td>
              <td className="admin-number">{s.gamesJoined}</td>
              <td className="admin-number">{money(s.amountPaid, s.currencyId)}</td>
              <td className="admin-number">{money(s.remainingBalance, s.currencyId)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
