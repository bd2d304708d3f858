-- Money: cashier orders (deposits and withdrawals), coupon redemptions, bonus wagering, saved
-- payment details. Every balance change still goes through ledger_transactions; these tables say
-- why the money moved and where each order stands.

-- An order is the spec's Order event: type 1 deposit, 2 withdrawal. Status 1 pending, 2 completed,
-- 3 declined, 4 cancelled, 5 waiting for the player's second step (3-D Secure-like challenge).
CREATE TABLE cashier_orders (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  order_type smallint NOT NULL CHECK (order_type IN (1, 2)),
  method text NOT NULL,
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 5),
  currency text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  fee_minor bigint NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
  -- The client's idempotency key for the request that created the order (same key, same order).
  request_key text UNIQUE,
  provider_ref text UNIQUE,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX cashier_orders_by_player ON cashier_orders (player_id, created_at DESC);
-- Spec section 9: one pending withdrawal at most, enforced by the database, not only by code.
CREATE UNIQUE INDEX cashier_orders_one_pending_withdrawal ON cashier_orders (player_id)
  WHERE order_type = 2 AND status = 1;

-- Uses of each coupon; the row lock on coupon_counters serializes redemptions of one code.
CREATE TABLE coupon_counters (
  code text PRIMARY KEY,
  uses integer NOT NULL DEFAULT 0
);

CREATE TABLE coupon_redemptions (
  id bigserial PRIMARY KEY,
  code text NOT NULL,
  player_id bigint NOT NULL REFERENCES players (id),
  order_id bigint NOT NULL REFERENCES cashier_orders (id),
  instant boolean NOT NULL,
  currency text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  created_at bigint NOT NULL
);
CREATE INDEX coupon_redemptions_by_code_player ON coupon_redemptions (code, player_id);

-- What a player must wager before withdrawing (bonus coupons, optionally deposits) and what they
-- have wagered since; withdrawals need wagered_minor >= required_minor.
CREATE TABLE player_wagering (
  player_id bigint NOT NULL REFERENCES players (id),
  currency text NOT NULL,
  required_minor bigint NOT NULL DEFAULT 0 CHECK (required_minor >= 0),
  wagered_minor bigint NOT NULL DEFAULT 0 CHECK (wagered_minor >= 0),
  updated_at bigint NOT NULL,
  PRIMARY KEY (player_id, currency)
);

-- Saved payment details (direct-debit mandates, cards by their last digits): payoutListRecurringDetails.
CREATE TABLE payment_details (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  method text NOT NULL,
  label text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at bigint NOT NULL,
  UNIQUE (player_id, method, label)
);

-- Each wager counted once towards wagering and bonus release, keyed by the wager's ledger key.
CREATE TABLE wagering_events (
  wager_key text PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  currency text NOT NULL,
  wager_minor bigint NOT NULL CHECK (wager_minor > 0),
  released_minor bigint NOT NULL CHECK (released_minor >= 0),
  created_at bigint NOT NULL
);
