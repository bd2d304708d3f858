/** The subscriptions chunk. */
export { SubscriptionsPage, SubHistoryPage, SubDetailsPage } from './SubscriptionPages';
