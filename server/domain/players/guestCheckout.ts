import type { Queryable } from '../../storage/db';

// Accounts the guest one-click checkout made (registerAndLoginBeforeDeposit and friends) for an
// address nobody has confirmed: anyone can type anyone's email there. Until the address is
// confirmed (its link, or a password reset mailed to it, which is how its real owner claims it),
// such an account may buy with its own card but neither withdraws nor earns rewards (issue 36).

/** Marks the account in its details at registration. */
export const GUEST_CHECKOUT_DETAIL = 'guestCheckout';

export function isUnclaimedGuest(row: {
  details: Record<string, unknown>;
  verification: Record<string, unknown>;
}): boolean {
  return row.details[GUEST_CHECKOUT_DETAIL] === true && row.verification.emailVerified !== true;
}

/** True when the site's account with this email is an unclaimed guest checkout account. */
export async function heldByUnclaimedGuest(q: Queryable, memberId: number, email: string): Promise<boolean> {
  const rows = await q.query<{ details: Record<string, unknown>; verification: Record<string, unknown> }>(
    'SELECT details, verification FROM players WHERE member_id = $1 AND lower(email) = lower($2)',
    [memberId, email],
  );
  return rows.some(isUnclaimedGuest);
}
