import { useTranslation } from 'react-i18next';
import type { PlayerLogin, PlayerOverview } from '../../../../protocol/operator/calls';
import { Redacted, useDataAccess } from '../Redacted';
import { SiteName } from '../SiteSelect';
import { DataTable, type ListColumn } from '../table/DataTable';

/** The player's open sessions, then their latest sign-ins with the address each came from. */
export function SessionsTab({ overview }: { overview: PlayerOverview }) {
  const { t, i18n } = useTranslation();
  const access = useDataAccess();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  type Session = PlayerOverview['sessions'][number];
  const open: ListColumn<Session>[] = [
    { id: 'site', header: t('player.sessionCols.site'), cell: (s) => <SiteName siteId={s.siteId} /> },
    { id: 'startedAt', header: t('player.sessionCols.startedAt'), cell: (s) => when.format(s.startedAt) },
    { id: 'lastSeenAt', header: t('player.sessionCols.lastSeenAt'), cell: (s) => when.format(s.lastSeenAt) },
    { id: 'expiresAt', header: t('player.sessionCols.expiresAt'), cell: (s) => when.format(s.expiresAt) },
  ];
  const logins: ListColumn<PlayerLogin>[] = [
    { id: 'at', header: t('player.loginCols.at'), cell: (l) => when.format(l.at) },
    {
      id: 'address',
      header: t('player.loginCols.address'),
      cell: (l) => <Redacted value={l.ip} allowed={access.contact} />,
    },
    { id: 'site', header: t('player.sessionCols.site'), cell: (l) => <SiteName siteId={l.siteId} /> },
    { id: 'lastSeenAt', header: t('player.sessionCols.lastSeenAt'), cell: (l) => when.format(l.lastSeenAt) },
    { id: 'state', header: t('player.loginCols.state'), cell: (l) => t(`player.loginStates.${l.state}`) },
  ];
  return (
    <>
      {overview.sessions.length === 0 ? (
        <p>{t('player.noSessions')}</p>
      ) : (
        <DataTable
          caption={t('player.tabs.sessions')}
          testId="player-sessions"
          rows={overview.sessions}
          columns={open}
          rowKey={(s) => `${s.startedAt}-${s.expiresAt}`}
        />
      )}
      <h3>{t('player.loginsHeading')}</h3>
      {overview.logins.length === 0 ? (
        <p>{t('player.noLogins')}</p>
      ) : (
        <DataTable
          caption={t('player.loginsHeading')}
          testId="player-logins"
          rows={overview.logins}
          columns={logins}
          rowKey={(l) => `${l.at}-${l.lastSeenAt}-${l.state}`}
        />
      )}
    </>
  );
}
