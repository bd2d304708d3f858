-- Responsible gaming, part two (spec sections 4, 6 and 9): customer-service limits, the reality
-- check, an audit of operator and player restriction actions, and the currency values that let a
-- limit count money moved in another currency. Times are epoch milliseconds.

-- Limits customer service sets (operator CLI). They hold beside the player's own and cannot be
-- loosened by the player: the lower of the two applies, and a self limit may not exceed one.
CREATE TABLE cs_limits (
  player_id bigint NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('daily', 'weekly', 'monthly', 'weeklyBet')),
  currency text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  set_by text NOT NULL,
  reason text NOT NULL DEFAULT '',
  updated_at bigint NOT NULL,
  PRIMARY KEY (player_id, kind)
);

-- Who changed what: cs limits set and cleared, time-outs and self-exclusions taken, with their effects.
CREATE TABLE rg_actions (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  actor text NOT NULL, -- 'player' or the operator's name
  action text NOT NULL, -- 'csLimitSet', 'csLimitCleared', 'timeout', 'selfExclusion', 'realityCheck'
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at bigint NOT NULL
);
CREATE INDEX rg_actions_by_player ON rg_actions (player_id, created_at DESC);

-- Reality check: the interval the player chose (null or 0: off), and per live session when the
-- next reminder is due.
ALTER TABLE players ADD COLUMN reality_check_minutes integer CHECK (reality_check_minutes >= 0);
CREATE TABLE rg_reality_checks (
  session_id text PRIMARY KEY REFERENCES sessions (token_hash),
  player_id bigint NOT NULL REFERENCES players (id),
  next_at bigint NOT NULL,
  reminders integer NOT NULL DEFAULT 0
);
CREATE INDEX rg_reality_checks_due ON rg_reality_checks (next_at);

-- The operator's currency values (base units per unit), copied from the config at every start, so
-- the limit checks inside other domains' transactions can convert without being handed the config.
CREATE TABLE rg_currency_values (
  currency text PRIMARY KEY,
  value numeric NOT NULL CHECK (value > 0),
  decimal_places integer NOT NULL
);
