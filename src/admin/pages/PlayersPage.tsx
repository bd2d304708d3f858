import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PLAYER_STATUSES, type PlayerStatus } from '../../../protocol/operator/roles';
import { useAdmin } from '../AdminContext';
import { PLAYERS_PAGE_SIZE, type PlayerQuery } from '../stores/PlayersStore';
import { filtersOf, idParam } from './filterForm';
import { formatMinor } from './formatMinor';
import { Pager } from './Pager';
import { Redacted, useDataAccess } from './Redacted';
import { SiteName, SiteSelect } from './SiteSelect';

/** The URL's search params as the search: ?q=&site=&status=&verified=&offset=. */
function queryOf(params: URLSearchParams): PlayerQuery {
  const status = params.get('status');
  const verified = params.get('verified');
  return {
    query: params.get('q') ?? '',
    siteId: idParam(params.get('site')),
    status: PLAYER_STATUSES.includes(status as PlayerStatus) ? (status as PlayerStatus) : undefined,
    verified: verified === 'yes' ? true : verified === 'no' ? false : undefined,
    offset: idParam(params.get('offset')) ?? 0,
  };
}

export const statusChip = (status: PlayerStatus) =>
  `admin-chip admin-chip--${status === 'active' ? 'ok' : status === 'banned' ? 'bad' : 'warn'}`;

/** Players of the operator's sites: search by part of a name, address or phone, or an exact id. */
export const PlayersPage = observer(function PlayersPage() {
  const { players, session } = useAdmin();
  const access = useDataAccess();
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryOf(params), [params]);
  useEffect(() => void players.search(query), [players, query]);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <>
      <h1>{t('players.heading')}</h1>
      <form
        className="admin-filters"
        role="search"
        onSubmit={(e) => setParams(filtersOf(e))}
        key={params.toString()}
      >
        <label className="admin-filters__wide">
          <span>{t('players.query')}</span>
          <input name="q" type="search" defaultValue={query.query} />
        </label>
        <SiteSelect value={query.siteId} />
        <label>
          <span>{t('players.status')}</span>
          <select name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('players.any')}</option>
            {PLAYER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`players.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('players.verification')}</span>
          <select name="verified" defaultValue={params.get('verified') ?? ''}>
            <option value="">{t('players.any')}</option>
            <option value="yes">{t('players.verified')}</option>
            <option value="no">{t('players.unverified')}</option>
          </select>
        </label>
        <div className="admin-filters__actions">
          <button className="admin-button admin-button--primary" type="submit">
            {t('players.search')}
          </button>
          <button className="admin-button" type="button" onClick={() => setParams(new URLSearchParams())}>
            {t('audit.clear')}
          </button>
        </div>
      </form>
      {players.error && (
        <p className="admin-error" role="alert">
          {players.error}
        </p>
      )}
      <p role="status" className="admin-muted">
        {players.loading ? t('players.loading') : t('players.found', { count: players.total })}
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table" data-testid="players-table">
          <caption className="visually-hidden">{t('players.heading')}</caption>
          <thead>
            <tr>
              {(['id', 'username', 'name', 'email', 'site', 'status', 'balance', 'registered'] as const).map(
                (c) => (
                  <th scope="col" key={c}>
                    {t(`players.${c}`)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody aria-busy={players.loading}>
            {players.players.map((p) => (
              <tr key={p.playerId} data-player={p.playerId}>
                <td>{p.playerId}</td>
                <td>
                  {session.may('getPlayer') ? (
                    <Link to={`/players/${p.playerId}`}>{p.username}</Link>
                  ) : (
                    p.username
                  )}
                </td>
                <td>
                  <Redacted value={p.name} allowed={access.names} />
                </td>
                <td>
                  <Redacted value={p.email} allowed={access.contact} />
                </td>
                <td>
                  <SiteName siteId={p.siteId} />
                </td>
                <td>
                  <span className={statusChip(p.status)}>{t(`players.statuses.${p.status}`)}</span>
                </td>
                <td>
                  {p.balance === null ? (
                    <Redacted value={null} allowed={access.money} />
                  ) : (
                    Object.entries(p.balance)
                      .map(([currency, minor]) => formatMinor(minor, currency, i18n.language))
                      .join(' · ')
                  )}
                </td>
                <td>{date.format(p.registeredAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        label={t('players.heading')}
        offset={query.offset ?? 0}
        size={PLAYERS_PAGE_SIZE}
        total={players.total}
      />
    </>
  );
});
