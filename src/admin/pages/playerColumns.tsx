import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlayerListing } from '../../../protocol/operator/calls';
import type { PlayerStatus } from '../../../protocol/operator/roles';
import { useAdmin } from '../AdminContext';
import { formatMinor } from './formatMinor';
import { Redacted, useDataAccess } from './Redacted';
import { SiteName } from './SiteSelect';
import type { ListColumn } from './table/DataTable';

export const statusChip = (status: PlayerStatus) =>
  `admin-chip admin-chip--${status === 'active' ? 'ok' : status === 'banned' ? 'bad' : 'warn'}`;

/** The player list's columns: what the role may not see shows as such; three sort on the server. */
export function usePlayerColumns(): ListColumn<PlayerListing>[] {
  const { session } = useAdmin();
  const access = useDataAccess();
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return [
    { id: 'id', header: t('players.id'), cell: (p) => p.playerId, sortable: true },
    {
      id: 'username',
      header: t('players.username'),
      sortable: true,
      cell: (p) =>
        session.may('getPlayer') ? <Link to={`/players/${p.playerId}`}>{p.username}</Link> : p.username,
    },
    {
      id: 'name',
      header: t('players.name'),
      cell: (p) => <Redacted value={p.name} allowed={access.names} />,
    },
    {
      id: 'email',
      header: t('players.email'),
      cell: (p) => <Redacted value={p.email} allowed={access.contact} />,
    },
    { id: 'site', header: t('players.site'), cell: (p) => <SiteName siteId={p.siteId} /> },
    {
      id: 'status',
      header: t('players.status'),
      cell: (p) => <span className={statusChip(p.status)}>{t(`players.statuses.${p.status}`)}</span>,
    },
    {
      id: 'balance',
      header: t('players.balance'),
      numeric: true,
      cell: (p) =>
        p.balance === null ? (
          <Redacted value={null} allowed={access.money} />
        ) : (
          Object.entries(p.balance)
            .map(([currency, minor]) => formatMinor(minor, currency, i18n.language))
            .join(' · ')
        ),
    },
    {
      id: 'registeredAt',
      header: t('players.registered'),
      sortable: true,
      cell: (p) => date.format(p.registeredAt),
    },
  ];
}
