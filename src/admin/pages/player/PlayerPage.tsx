import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { PlayerOverview } from '../../../../protocol/operator/calls';
import { useAdmin } from '../../AdminContext';
import { statusChip } from '../playerColumns';
import { Tabs } from '../Tabs';
import { AdjustmentForm } from './AdjustmentForm';
import { LimitsTab } from './LimitsTab';
import { NotesTab } from './NotesTab';
import { OverviewTab } from './OverviewTab';
import { ReferralsTab } from './ReferralsTab';
import { RoundsTab } from './RoundsTab';
import { SessionsTab } from './SessionsTab';
import { StatusActions } from './StatusActions';
import { SubscriptionsTab } from './SubscriptionsTab';
import { SupportCasesTab } from './SupportCasesTab';
import { TransactionsTab } from './TransactionsTab';

const TABS = [
  'overview',
  'transactions',
  'rounds',
  'subscriptions',
  'rg',
  'sessions',
  'support',
  'referrals',
  'notes',
] as const;
type TabKey = (typeof TABS)[number];

const TAB_OF: Record<TabKey, (props: { overview: PlayerOverview }) => React.ReactNode> = {
  overview: OverviewTab,
  transactions: TransactionsTab,
  rounds: RoundsTab,
  subscriptions: SubscriptionsTab,
  rg: LimitsTab,
  sessions: SessionsTab,
  support: SupportCasesTab,
  referrals: ReferralsTab,
  notes: NotesTab,
};

/** The tabs whose data the role may read: support cases through the inbox's call, notes when sent. */
const shown = (key: TabKey, overview: PlayerOverview, may: (call: 'listSupportCases') => boolean) =>
  key === 'support' ? may('listSupportCases') : key === 'notes' ? overview.notes !== null : true;

/** One player (every view audited by the server): tabs of what getPlayer tells, and the account actions. */
export const PlayerPage = observer(function PlayerPage() {
  const { player, session, sites } = useAdmin();
  const { t, i18n } = useTranslation();
  const playerId = Number(useParams().playerId);
  useEffect(() => {
    void sites.load();
    if (Number.isSafeInteger(playerId)) void player.load(playerId);
  }, [player, sites, playerId]);
  const overview = player.overview?.player.playerId === playerId ? player.overview : null;
  const closedAt = player.activity?.playerId === playerId ? player.activity.of.closedAt : null;
  return (
    <>
      <p>
        <Link to="/players">← {t('player.back')}</Link>
      </p>
      {!overview && player.loading && <p role="status">{t('player.loading')}</p>}
      {!overview && player.error && (
        <p className="admin-error" role="alert">
          {player.error}
        </p>
      )}
      {overview && (
        <>
          <h1>
            {overview.player.username} <small className="admin-muted">#{overview.player.playerId}</small>{' '}
            <span className={statusChip(overview.player.status)} data-testid="player-status">
              {t(`players.statuses.${overview.player.status}`)}
            </span>{' '}
            {closedAt !== null && (
              <span className={statusChip('banned')} data-testid="player-closed">
                {t('player.closed', { date: new Date(closedAt).toLocaleDateString(i18n.language) })}
              </span>
            )}
          </h1>
          <p className="admin-notice" role="status" data-testid="player-notice">
            {player.notice}
          </p>
          {player.error && (
            <p className="admin-error" role="alert">
              {player.error}
            </p>
          )}
          <Tabs
            label={t('player.tabsLabel')}
            tabs={TABS.filter((key) => shown(key, overview, (call) => session.may(call))).map((key) => ({
              key,
              title: t(`player.tabs.${key}`),
            }))}
            render={(key) => {
              const Tab = TAB_OF[key];
              return <Tab overview={overview} />;
            }}
          />
          <div className="admin-grid admin-grid--spaced">
            <StatusActions overview={overview} />
            {session.may('adjustBalance') && <AdjustmentForm overview={overview} />}
          </div>
        </>
      )}
    </>
  );
});
