import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Subscription } from '../../../protocol/types';
import { parsePlay } from '../../stores/results/gameOverMaths';
import { Balls } from '../results/Balls';
import { LoginPrompt } from '../results/LoginPrompt';
import { LoadState, ResultsPage } from '../results/ResultsPage';
import { useIdParam } from '../results/useIdParam';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { MonthlyOffers } from './MonthlyOffers';
import { SubscriptionCard } from './SubscriptionCard';
import { SubscriptionHistory } from './SubscriptionHistory';
import { useSubscriptions } from './useSubscriptions';

/** /subscriptions: the player's active subscriptions, each with details and cancel. */
export const SubscriptionsPage = observer(function SubscriptionsPage() {
  const { subscriptions, loggedIn } = useSubscriptions();
  const { t } = useTranslation();
  return (
    <SubscriptionsFrame titleKey="routes.subscriptions" testId="subscriptions-page" loggedIn={loggedIn}>
      {subscriptions.canceled && (
        <p className="form__success" role="status" data-testid="subscription-canceled">
          {t('subscriptions.cancel.done')}
        </p>
      )}
      <LoadState loading={subscriptions.loading} error={subscriptions.error} />
      {subscriptions.loaded && subscriptions.active.length === 0 && (
        <p data-testid="subscriptions-empty">{t('subscriptions.empty')}</p>
      )}
      <CardList items={subscriptions.active} testId="subscriptions-list" />
      {subscriptions.loaded && <MonthlyOffers />}
      <p>
        <Link to="/subHistory" data-testid="subscriptions-history-link">
          {t('routes.subHistory')}
        </Link>
      </p>
    </SubscriptionsFrame>
  );
});

/**
 * /subHistory: completed and cancelled subscriptions; with ?id=, what that subscription did
 * (games joined, payments), for any of the player's subscriptions.
 */
export const SubHistoryPage = observer(function SubHistoryPage() {
  const { subscriptions, loggedIn } = useSubscriptions();
  const { t } = useTranslation();
  const id = useIdParam();
  const one = id ? subscriptions.byId(id) : null;
  return (
    <SubscriptionsFrame titleKey="routes.subHistory" testId="subhistory-page" loggedIn={loggedIn}>
      <LoadState loading={subscriptions.loading} error={subscriptions.error} />
      {id ? (
        <>
          {subscriptions.loaded && !one && (
            <p data-testid="subdetails-missing">{t('subscriptions.missing')}</p>
          )}
          {one && <CardList items={[one]} />}
          <SubscriptionHistory id={id} />
        </>
      ) : (
        <>
          {subscriptions.loaded && subscriptions.past.length === 0 && (
            <p data-testid="subhistory-empty">{t('subscriptions.historyEmpty')}</p>
          )}
          <CardList items={subscriptions.past} testId="subhistory-list" />
        </>
      )}
      <BackToSubscriptions />
    </SubscriptionsFrame>
  );
});

/** /subDetails?id=: one subscription with the plays it buys in every draw, and cancel. */
export const SubDetailsPage = observer(function SubDetailsPage() {
  const { subscriptions, loggedIn } = useSubscriptions();
  const { t } = useTranslation();
  const id = useIdParam();
  useEffect(() => {
    if (id && loggedIn) void subscriptions.showDetails(id);
  }, [subscriptions, id, loggedIn]);
  const s = subscriptions.detail;
  return (
    <SubscriptionsFrame titleKey="routes.subDetails" testId="subdetails-page" loggedIn={loggedIn}>
      <LoadState loading={subscriptions.loading} error={subscriptions.error} />
      {subscriptions.loaded && !s && <p data-testid="subdetails-missing">{t('subscriptions.missing')}</p>}
      {s && (
        <>
          <CardList items={[s]} details={false} />
          <h2>{t('subscriptions.playsEachDraw')}</h2>
          <ul className="record-list" data-testid="subdetails-plays">
            {subscriptions.detailPlays.map((play, i) => {
              const { main, second } = parsePlay(play);
              return (
                <li key={`${play}-${i}`} data-testid="subdetails-play">
                  <Balls numbers={main} label={t('results.gameOver.playBalls')} />
                  {second.length > 0 && <Balls numbers={second} bonus label={t('results.bonusBalls')} />}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <BackToSubscriptions />
    </SubscriptionsFrame>
  );
});

/** Every subscriptions page: the login prompt when logged out, else the page and the cancel dialog. */
function SubscriptionsFrame({
  titleKey,
  testId,
  loggedIn,
  children,
}: {
  titleKey: string;
  testId: string;
  loggedIn: boolean;
  children: ReactNode;
}) {
  return (
    <ResultsPage titleKey={titleKey} testId={testId}>
      {!loggedIn ? (
        <LoginPrompt messageKey="subscriptions.login" />
      ) : (
        <>
          {children}
          <CancelSubscriptionDialog />
        </>
      )}
    </ResultsPage>
  );
}

/** An observer, so a list that changes in place (a live update) renders again. */
const CardList = observer(function CardList({
  items,
  testId,
  details,
}: {
  items: Subscription[];
  testId?: string;
  details?: boolean;
}) {
  return (
    <ul className="record-list subscription-list" data-testid={testId}>
      {items.map((s) => (
        <SubscriptionCard key={s.id} subscription={s} details={details} />
      ))}
    </ul>
  );
});

function BackToSubscriptions() {
  const { t } = useTranslation();
  return (
    <p>
      <Link to="/subscriptions">{t('routes.subscriptions')}</Link>
    </p>
  );
}
