-- Game lifecycle (spec section 4): operator cancel and rescheduling, retried starts, sold-out
-- (FULL) instances, satellite seats, and subscriptions by the month or paid as they go.

-- Why an instance was refunded: 'minimum' (closed below its minimum plays or players),
-- 'operator' (cancelled by scripts/games.ts), 'failedStart' (the draw failed too often).
ALTER TABLE game_instances ADD COLUMN refund_reason text;
-- Failed draw attempts; the engine refunds the game after too many.
ALTER TABLE game_instances ADD COLUMN start_attempts integer NOT NULL DEFAULT 0;
ALTER TABLE game_instances ADD COLUMN rescheduled_count integer NOT NULL DEFAULT 0;
-- When the engine saw the instance sold out and announced it (once).
ALTER TABLE game_instances ADD COLUMN full_at bigint;

-- A seat won in a satellite: a winning play of a satellite rank entitles its player to `entries`
-- free plays in the next instance of another game. Written in the settlement transaction of the
-- source game (whose prize pool funds the seats account), placed later by the engine.
CREATE TABLE satellite_seats (
  id bigserial PRIMARY KEY,
  play_id bigint NOT NULL UNIQUE REFERENCES plays (id),
  player_id bigint NOT NULL REFERENCES players (id),
  member_id integer NOT NULL,
  source_instance_id bigint NOT NULL REFERENCES game_instances (id),
  target_game_id integer NOT NULL,
  entries integer NOT NULL CHECK (entries > 0),
  value_minor bigint NOT NULL CHECK (value_minor >= 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'placed')),
  target_instance_id bigint REFERENCES game_instances (id),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX satellite_seats_pending ON satellite_seats (target_game_id, id) WHERE status = 'pending';
CREATE INDEX satellite_seats_by_player ON satellite_seats (player_id, id);

-- Subscription kinds: 'draws' (N draws paid up front), 'monthly' (the draws of one period paid up
-- front; what is left at its end goes back to cash), 'paygo' (each draw paid from cash when its
-- plays are placed, until cancelled: no draws_total, nothing held).
ALTER TABLE subscriptions ADD COLUMN kind text NOT NULL DEFAULT 'draws'
  CHECK (kind IN ('draws', 'monthly', 'paygo'));
ALTER TABLE subscriptions ALTER COLUMN draws_total DROP NOT NULL;
ALTER TABLE subscriptions ADD COLUMN period_end_at bigint;
ALTER TABLE subscriptions ADD COLUMN discount_percent integer NOT NULL DEFAULT 0;
CREATE INDEX subscriptions_period_end ON subscriptions (period_end_at) WHERE status = 'active';
