import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { parsePlay } from '../../stores/results/gameOverMaths';
import { Balls } from '../results/Balls';
import { LoginPrompt } from '../results/LoginPrompt';
import { LoadState, ResultsPage } from '../results/ResultsPage';
import { useIdParam } from '../results/useIdParam';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { SubscriptionCard } from './SubscriptionCard';
import { SubscriptionHistory } from './SubscriptionHistory';
import { useSubscriptions } from './useSubscriptions';

/** /subscriptions: the player's active subscriptions, each with details and cancel. */
export const SubscriptionsPage = observer(function SubscriptionsPage() {
  const { subscriptions, loggedIn } = useSubscriptions();
  const { t } = useTranslation();
  return (
    <ResultsPage titleKey="routes.subscriptions" testId="subscriptions-page">
      {!loggedIn ? (
        <LoginPrompt messageKey="subscriptions.login" />
      ) : (
        <>
          {subscriptions.canceled && (
            <p className="form__success" role="status" data-testid="subscription-canceled">
              {t('subscriptions.cancel.done')}
            </p>
          )}
          <LoadState loading={subscriptions.loading} error={subscriptions.error} />
          {subscriptions.loaded && subscriptions.active.length === 0 && (
            <p data-testid="subscriptions-empty">{t('subscriptions.empty')}</p>
          )}
          <ul className="record-list subscription-list" data-testid="subscriptions-list">
            {subscriptions.active.map((s) => (
              <SubscriptionCard key={s.id} subscription={s} />
            ))}
          </ul>
          <p>
            <Link to="/subHistory" data-testid="subscriptions-history-link">
              {t('routes.subHistory')}
            </Link>
          </p>
          <CancelSubscriptionDialog />
        </>
      )}
    </ResultsPage>
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
    <ResultsPage titleKey="routes.subHistory" testId="subhistory-page">
      {!loggedIn ? (
        <LoginPrompt messageKey="subscriptions.login" />
      ) : (
        <>
          <LoadState loading={subscriptions.loading} error={subscriptions.error} />
          {id ? (
            <>
              {subscriptions.loaded && !one && (
                <p data-testid="subdetails-missing">{t('subscriptions.missing')}</p>
              )}
              {one && (
                <ul className="record-list subscription-list">
                  <SubscriptionCard subscription={one} />
                </ul>
              )}
              <SubscriptionHistory id={id} />
            </>
          ) : (
            <>
              {subscriptions.loaded && subscriptions.past.length === 0 && (
                <p data-testid="subhistory-empty">{t('subscriptions.historyEmpty')}</p>
              )}
              <ul className="record-list subscription-list" data-testid="subhistory-list">
                {subscriptions.past.map((s) => (
                  <SubscriptionCard key={s.id} subscription={s} />
                ))}
              </ul>
            </>
          )}
          <p>
            <Link to="/subscriptions">{t('routes.subscriptions')}</Link>
          </p>
          <CancelSubscriptionDialog />
        </>
      )}
    </ResultsPage>
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
    <ResultsPage titleKey="routes.subDetails" testId="subdetails-page">
      {!loggedIn ? (
        <LoginPrompt messageKey="subscriptions.login" />
      ) : (
        <>
          <LoadState loading={subscriptions.loading} error={subscriptions.error} />
          {subscriptions.loaded && !s && <p data-testid="subdetails-missing">{t('subscriptions.missing')}</p>}
          {s && (
            <>
              <ul className="record-list subscription-list">
                <SubscriptionCard subscription={s} details={false} />
              </ul>
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
          <p>
            <Link to="/subscriptions">{t('routes.subscriptions')}</Link>
          </p>
          <CancelSubscriptionDialog />
        </>
      )}
    </ResultsPage>
  );
});
