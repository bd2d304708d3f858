/**
 * The payout-table maths shared with the server (spec section 9). It lives in server/domain/draw
 * until it moves to protocol/; it is pure, so the client imports it from there. Only this line
 * changes when it moves.
 */
export {
  GTD_SUFFIX,
  NOT_APPLICABLE,
  payoutRows,
  ranksPaid,
  sortBetTypes,
  type PayoutRow,
} from '../../../server/domain/draw/payoutTable';
