import { useTranslation } from 'react-i18next';
import type { PlayerOverview } from '../../../../protocol/operator/calls';
import { formatMinor } from '../formatMinor';
import { Redacted, useDataAccess } from '../Redacted';
import { SiteName } from '../SiteSelect';

/** Who the player is, how far they are verified, and what they hold. */
export function OverviewTab({ overview }: { overview: PlayerOverview }) {
  const { t, i18n } = useTranslation();
  const access = useDataAccess();
  const { player, balances } = overview;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const yesNo = (on: boolean) => (
    <span className={`admin-chip admin-chip--${on ? 'ok' : 'warn'}`}>
      {t(on ? 'player.yes' : 'player.no')}
    </span>
  );
  return (
    <div className="admin-grid">
      <section className="admin-card" aria-labelledby="player-facts">
        <h2 id="player-facts">{t('player.facts')}</h2>
        <dl className="admin-facts">
          <dt>{t('players.name')}</dt>
          <dd>
            <Redacted value={player.name} allowed={access.names} />
          </dd>
          <dt>{t('player.screenName')}</dt>
          <dd>{player.screenName}</dd>
          <dt>{t('players.email')}</dt>
          <dd>
            <Redacted value={player.email} allowed={access.contact} />
          </dd>
          <dt>{t('player.phone')}</dt>
          <dd>
            <Redacted value={player.phone} allowed={access.contact} />
          </dd>
          <dt>{t('player.country')}</dt>
          <dd>{player.country ?? t('players.none')}</dd>
          <dt>{t('players.site')}</dt>
          <dd>
            <SiteName siteId={player.siteId} />
          </dd>
          <dt>{t('player.segment')}</dt>
          <dd>
            {player.segment}
            {player.demo && ` · ${t('player.demo')}`}
          </dd>
          <dt>{t('players.registered')}</dt>
          <dd>{date.format(player.registeredAt)}</dd>
        </dl>
      </section>
      <section className="admin-card" aria-labelledby="player-verification">
        <h2 id="player-verification">{t('player.verification')}</h2>
        <dl className="admin-facts">
          {(['email', 'phone', 'id', 'address'] as const).map((k) => (
            <div key={k} className="admin-facts__row">
              <dt>{t(`player.verified.${k}`)}</dt>
              <dd>{yesNo(player.verification[k])}</dd>
            </div>
          ))}
          <dt>{t('player.kycStatus')}</dt>
          <dd>{player.verification.status ?? t('players.none')}</dd>
        </dl>
      </section>
      <section className="admin-card" aria-labelledby="player-balances">
        <h2 id="player-balances">{t('player.balances')}</h2>
        {balances === null ? (
          <p className="admin-muted">{t('player.moneyHidden')}</p>
        ) : (
          <table className="admin-table" data-testid="player-balances">
            <caption className="visually-hidden">{t('player.balances')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('player.account')}</th>
                <th scope="col" className="admin-number">
                  {t('player.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {balances.map((b) => (
                <tr key={`${b.type}-${b.currency}`} data-account={`${b.type}-${b.currency}`}>
                  <td>{t(`player.accounts.${b.type}`, { defaultValue: b.type })}</td>
                  <td className="admin-number">{formatMinor(b.balance, b.currency, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
