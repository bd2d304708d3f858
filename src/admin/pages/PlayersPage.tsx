import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PLAYER_SORTS } from '../../../protocol/operator/calls';
import { PLAYER_STATUSES, type PlayerStatus } from '../../../protocol/operator/roles';
import { useAdmin } from '../AdminContext';
import { PLAYERS_PAGE_SIZE, type PlayerQuery } from '../stores/PlayersStore';
import { dayParam, filtersOf, idParam } from './filterForm';
import { Pager } from './Pager';
import { useDataAccess } from './Redacted';
import { SiteSelect } from './SiteSelect';
import { toMinor } from './toMinor';
import { DataTable } from './table/DataTable';
import { useListSort } from './table/listSort';
import { usePlayerColumns } from './playerColumns';

type PlayerSort = (typeof PLAYER_SORTS)[number];

/**
 * The URL's search params as the search: ?q=&site=&status=&verified=&segment=&country=&from=&to=
 * &currency=&min=&max=&offset= (dates as UTC days, balances in the currency's units as typed).
 */
export function playerQueryOf(params: URLSearchParams): PlayerQuery {
  const status = params.get('status');
  const verified = params.get('verified');
  const country = params.get('country')?.trim() ?? '';
  const currency = params.get('currency')?.trim().toUpperCase() || undefined;
  const amount = (name: string) => {
    const text = params.get(name);
    return text ? (toMinor(text, currency ?? '') ?? undefined) : undefined;
  };
  const minBalance = amount('min');
  const maxBalance = amount('max');
  const ranged = minBalance !== undefined || maxBalance !== undefined;
  return {
    query: params.get('q') ?? '',
    siteId: idParam(params.get('site')),
    status: PLAYER_STATUSES.includes(status as PlayerStatus) ? (status as PlayerStatus) : undefined,
    verified: verified === 'yes' ? true : verified === 'no' ? false : undefined,
    segment: params.get('segment')?.trim() || undefined,
    country: /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : undefined,
    registeredFrom: dayParam(params.get('from'), false),
    registeredTo: dayParam(params.get('to'), true),
    minBalance,
    maxBalance,
    currency: ranged ? currency : undefined,
    offset: idParam(params.get('offset')) ?? 0,
  };
}

/** Players of the operator's sites: search by part of a name, address or phone, or an exact id. */
export const PlayersPage = observer(function PlayersPage() {
  const { players } = useAdmin();
  const access = useDataAccess();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [sort, setSort] = useListSort(PLAYER_SORTS, { by: 'id', desc: false });
  const query = useMemo(
    () =>
      ({ ...playerQueryOf(params), sort: sort.by as PlayerSort, dir: sort.desc ? 'desc' : 'asc' }) as const,
    [params, sort.by, sort.desc],
  );
  useEffect(() => void players.search(query), [players, query]);
  const columns = usePlayerColumns();
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
        <label>
          <span>{t('players.segment')}</span>
          <input name="segment" maxLength={16} size={4} defaultValue={params.get('segment') ?? ''} />
        </label>
        <label>
          <span>{t('players.country')}</span>
          <input
            name="country"
            maxLength={2}
            size={3}
            pattern="[A-Za-z]{2}"
            title={t('players.countryHint')}
            defaultValue={params.get('country') ?? ''}
          />
        </label>
        <label>
          <span>{t('players.registeredFrom')}</span>
          <input name="from" type="date" defaultValue={params.get('from') ?? ''} />
        </label>
        <label>
          <span>{t('players.registeredTo')}</span>
          <input name="to" type="date" defaultValue={params.get('to') ?? ''} />
        </label>
        {access.money && (
          <>
            <label>
              <span>{t('players.currency')}</span>
              <input
                name="currency"
                maxLength={8}
                size={4}
                title={t('players.currencyHint')}
                defaultValue={params.get('currency') ?? ''}
              />
            </label>
            <label>
              <span>{t('players.minBalance')}</span>
              <input name="min" inputMode="decimal" size={8} defaultValue={params.get('min') ?? ''} />
            </label>
            <label>
              <span>{t('players.maxBalance')}</span>
              <input name="max" inputMode="decimal" size={8} defaultValue={params.get('max') ?? ''} />
            </label>
          </>
        )}
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
        {players.loading
          ? t('players.loading')
          : t(players.capped ? 'players.foundMany' : 'players.found', { count: players.total })}
      </p>
      <DataTable
        caption={t('players.heading')}
        testId="players-table"
        rows={players.players}
        columns={columns}
        rowKey={(p) => p.playerId}
        rowAttributes={(p) => ({ 'data-player': p.playerId })}
        busy={players.loading}
        sort={sort}
        onSort={setSort}
      />
      <Pager
        label={t('players.heading')}
        offset={query.offset ?? 0}
        size={PLAYERS_PAGE_SIZE}
        total={players.total}
      />
    </>
  );
});
