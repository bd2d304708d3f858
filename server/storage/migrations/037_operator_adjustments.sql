-- Balance adjustments made in the back office (issue 31). One row per request, keyed by the
-- operator's request key (a repeated request finds its row and moves nothing again). Up to the
-- site's operatorAdjustmentApprovalMinor the money moves at once ('done', in the same transaction,
-- ledger key adjustment:{id}); above it the row waits 'pending' until a different operator
-- approves it, which the CHECK below also holds to.
CREATE TABLE operator_adjustments (
  id bigserial PRIMARY KEY,
  request_key text NOT NULL UNIQUE,
  player_id bigint NOT NULL REFERENCES players (id),
  member_id integer NOT NULL,
  account text NOT NULL CHECK (account IN ('cash', 'bonus')),
  currency text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
  reason text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'done')),
  requested_by text NOT NULL,
  requested_at bigint NOT NULL,
  approved_by text,
  approved_at bigint,
  transaction_id bigint REFERENCES ledger_transactions (id),
  CONSTRAINT operator_adjustments_four_eyes CHECK (approved_by IS NULL OR lower(approved_by) <> lower(requested_by)),
  CONSTRAINT operator_adjustments_done CHECK ((status = 'done') = (transaction_id IS NOT NULL))
);
CREATE INDEX operator_adjustments_pending ON operator_adjustments (member_id, id) WHERE status = 'pending';
CREATE INDEX operator_adjustments_by_player ON operator_adjustments (player_id, id);
