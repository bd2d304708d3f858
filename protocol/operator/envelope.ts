/** POST /rpc/operator: the player API's MessagePack envelope, with the operator's own token header. */
export const OPERATOR_RPC_PATH = '/rpc/operator';
export const OPERATOR_TOKEN_HEADER = 'x-operator-token';

/** Faults of the operator API beyond the shared ones (protocol/faults.ts). */
export const OperatorFault = {
  /** Password right, but the account has no second factor yet: detail carries the secret to enrol. */
  SetupRequired: 'Operator.SetupRequired',
  /** Password right; a TOTP code is needed (or the one given was wrong). */
  TotpRequired: 'Operator.TotpRequired',
  /** The role or the site scope does not allow this call; nothing changed. */
  Forbidden: 'Operator.Forbidden',
  /** The thing named does not exist (site, player, ...). */
  NotFound: 'Operator.NotFound',
  /** Already done by someone else (a withdrawal decided, an adjustment approved); nothing changed. */
  Conflict: 'Operator.Conflict',
  /**
   * The rules refuse it as things stand, with the reason: a game already drawn, an approval of
   * one's own adjustment, a balance that would go negative.
   */
  Refused: 'Operator.Refused',
} as const;

/** Detail of `Operator.SetupRequired`: the TOTP secret to enrol and a new password to choose. */
export interface SetupDetail {
  totpSecret: string;
  otpauthUri: string;
  /** The one-time password must be replaced in the same call that confirms the first code. */
  newPasswordRequired: boolean;
}
