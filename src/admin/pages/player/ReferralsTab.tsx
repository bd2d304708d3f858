import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PlayerOverview } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';

/** The friends the player invited or referred, as their own referrals page lists them. */
export const ReferralsTab = observer(function ReferralsTab({ overview }: { overview: PlayerOverview }) {
  const { player } = useAdmin();
  const { t, i18n } = useTranslation();
  const activity = player.activity?.playerId === overview.player.playerId ? player.activity.of : null;
  if (!activity) return <p role="status">{t('player.loading')}</p>;
  if (activity.referrals.length === 0) return <p>{t('player.noReferrals')}</p>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const on = (at: number | null) => (at === null ? '—' : date.format(at));
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="player-referrals">
        <caption className="visually-hidden">{t('player.tabs.referrals')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('player.friend')}</th>
            <th scope="col">{t('player.invitedOn')}</th>
            <th scope="col">{t('player.registeredOn')}</th>
            <th scope="col">{t('player.firstDepositOn')}</th>
            <th scope="col" className="admin-number">
              {t('player.reward')}
            </th>
          </tr>
        </thead>
        <tbody>
          {activity.referrals.map((r, i) => (
            <tr key={`${r.invitedOn}-${i}`}>
              <td>{r.screenName ?? <span className="admin-muted">{t('player.hiddenInvite')}</span>}</td>
              <td>{on(r.invitedOn)}</td>
              <td>{on(r.registeredOn)}</td>
              <td>{on(r.firstDepositOn)}</td>
              <td className="admin-number">
                {new Intl.NumberFormat(i18n.language, { style: 'currency', currency: r.currencyId }).format(
                  r.reward,
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
