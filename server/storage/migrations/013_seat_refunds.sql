-- Refunds give each part of a join back to where it came from, and a satellite seat survives the
-- refund of the game it was placed in.

-- The part of a join's cost and fee that house money paid (a satellite seat's join: all of it).
-- The weekly wagering limit counts only the rest, the money the player wagered.
ALTER TABLE joins ADD COLUMN house_paid_minor bigint NOT NULL DEFAULT 0 CHECK (house_paid_minor >= 0);
-- Existing seat joins: those whose charge (ledger key 'join:{id}') came from the seats account.
UPDATE joins j SET house_paid_minor = j.cost_minor + j.fee_minor
WHERE EXISTS (
  SELECT 1 FROM ledger_transactions t
  JOIN ledger_entries e ON e.transaction_id = t.id
  JOIN accounts a ON a.id = e.account_id
  WHERE t.idempotency_key = 'join:' || j.id AND a.house_code = 'satellite_seats' AND e.amount_minor < 0);

-- The join that placed the seat (null while pending), and how many times it was placed: a refund
-- of that join makes the seat pending again, and its next placement is a new join.
ALTER TABLE satellite_seats ADD COLUMN join_id bigint REFERENCES joins (id);
ALTER TABLE satellite_seats ADD COLUMN placements integer NOT NULL DEFAULT 0;
UPDATE satellite_seats s SET join_id = j.id, placements = 1
  FROM joins j WHERE s.status = 'placed' AND j.idempotency_key = 'join:' || s.player_id || ':seat:' || s.id;
CREATE UNIQUE INDEX satellite_seats_by_join ON satellite_seats (join_id) WHERE join_id IS NOT NULL;

-- A wager whose join was refunded no longer counts towards the wagering requirement, and the
-- bonus it released goes back to the bucket: done once, when this is set.
ALTER TABLE wagering_events ADD COLUMN refunded_at bigint;
