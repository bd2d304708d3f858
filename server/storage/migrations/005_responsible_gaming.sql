-- Responsible gaming (spec sections 4, 5, 9): per-player self limits, time-out, self-exclusion and
-- an audit of every refusal they cause. Times are epoch milliseconds; money is minor units of the
-- limit's currency (the site's default currency when the limit was set).

-- One row per player and limit kind: 'daily', 'weekly', 'monthly' (deposits) and 'weeklyBet'
-- (wagering). A tightening applies at once; a loosening or removal is held as pending until
-- pending_at (30 days by default), when it becomes the effective value.
CREATE TABLE player_limits (
  player_id bigint NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('daily', 'weekly', 'monthly', 'weeklyBet')),
  currency text NOT NULL,
  enabled boolean NOT NULL DEFAULT false,
  amount_minor bigint NOT NULL DEFAULT 0 CHECK (amount_minor >= 0),
  pending_enabled boolean,
  pending_amount_minor bigint CHECK (pending_amount_minor >= 0),
  pending_at bigint,
  updated_at bigint NOT NULL,
  PRIMARY KEY (player_id, kind)
);

-- The player's own restrictions; players.self_restricted_until (003) is the later of the two and
-- is what login checks (107).
ALTER TABLE players ADD COLUMN timeout_until bigint;
ALTER TABLE players ADD COLUMN self_excluded_until bigint;

-- Every refusal a responsible-gaming rule caused: who, what was refused, when, which rule.
CREATE TABLE rg_refusals (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  action text NOT NULL, -- 'join', 'deposit', 'login'
  rule text NOT NULL, -- 'weeklyBet', 'daily', 'weekly', 'monthly', 'timeout', 'selfExclusion'
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at bigint NOT NULL
);
CREATE INDEX rg_refusals_by_player ON rg_refusals (player_id, created_at DESC);
CREATE INDEX joins_by_player_time ON joins (player_id, created_at);
