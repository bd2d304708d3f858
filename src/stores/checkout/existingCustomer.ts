import type { RpcClient } from '../../net/RpcClient';

/** What an already registered email or username holds: a subscription, plays in running games, or nothing. */
export type ExistingHolding = 'subscription' | 'plays' | null;

/**
 * The one-click checkout makes a new account, so a visitor whose email or username is already
 * registered cannot buy through it. One who already holds a subscription or plays in running
 * games (spec section 7: checkEmailWithActiveSubscription, checkUsernameWithActiveSubscription,
 * checkEmailWithActiveJoins) is a customer who should log in to see them, and is told so. A
 * failed check says nothing: the plain "already registered" still stands.
 */
export async function existingHolding(
  transport: RpcClient,
  memberId: number,
  taken: { email?: string; username?: string },
): Promise<ExistingHolding> {
  const ask = (check: Promise<boolean>) =>
    check.catch((error: unknown) => {
      console.warn('active holdings check failed', error);
      return false;
    });
  const { email, username } = taken;
  const [emailSubscribed, usernameSubscribed, emailPlays] = await Promise.all([
    email ? ask(transport.call('checkEmailWithActiveSubscription', { email, memberId })) : false,
    username ? ask(transport.call('checkUsernameWithActiveSubscription', { username, memberId })) : false,
    email ? ask(transport.call('checkEmailWithActiveJoins', { email, memberId })) : false,
  ]);
  if (emailSubscribed || usernameSubscribed) return 'subscription';
  return emailPlays ? 'plays' : null;
}
