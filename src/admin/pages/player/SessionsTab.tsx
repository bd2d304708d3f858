import { useTranslation } from 'react-i18next';
import type { PlayerOverview } from '../../../../protocol/operator/calls';
import { SiteName } from '../SiteSelect';

/** The player's sessions not ended nor expired: the "last logins" the server keeps. */
export function SessionsTab({ overview }: { overview: PlayerOverview }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  if (overview.sessions.length === 0) return <p>{t('player.noSessions')}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="player-sessions">
        <caption className="visually-hidden">{t('player.tabs.sessions')}</caption>
        <thead>
          <tr>
            {(['site', 'startedAt', 'lastSeenAt', 'expiresAt'] as const).map((c) => (
              <th scope="col" key={c}>
                {t(`player.sessionCols.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {overview.sessions.map((s) => (
            <tr key={`${s.startedAt}-${s.expiresAt}`}>
              <td>
                <SiteName siteId={s.siteId} />
              </td>
              <td>{when.format(s.startedAt)}</td>
              <td>{when.format(s.lastSeenAt)}</td>
              <td>{when.format(s.expiresAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
