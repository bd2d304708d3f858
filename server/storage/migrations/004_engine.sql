-- Game engine: joins and plays, draw state (seed commitment, seed, draws), settlement progress,
-- progressive jackpots per game type. Every step of a draw is a column written before it is
-- announced, so a restarted engine resumes from what is stored.

-- One row per accepted join; the idempotency key makes a repeated join return its first answer.
CREATE TABLE joins (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  instance_id bigint NOT NULL REFERENCES game_instances (id),
  player_id bigint NOT NULL REFERENCES players (id),
  plays integer NOT NULL CHECK (plays > 0),
  cost_minor bigint NOT NULL, -- plays * cost, into house wagers (less the jackpot contribution)
  fee_minor bigint NOT NULL, -- plays * fee, into house fees
  contribution_minor bigint NOT NULL, -- plays * progressive contribution, into the game's jackpot
  currency text NOT NULL,
  result jsonb NOT NULL,
  refunded boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL
);
CREATE INDEX joins_by_instance ON joins (instance_id, id);
CREATE INDEX joins_by_player ON joins (player_id, instance_id);

-- Plays in sale order (id): the canonical order settlement and raffle draws replay in.
CREATE TABLE plays (
  id bigserial PRIMARY KEY,
  instance_id bigint NOT NULL REFERENCES game_instances (id),
  join_id bigint NOT NULL REFERENCES joins (id),
  player_id bigint NOT NULL REFERENCES players (id),
  play text NOT NULL,
  rank_number integer, -- set at settlement for a winning play
  rank_number2nd integer,
  prize_minor bigint NOT NULL DEFAULT 0,
  paid boolean NOT NULL DEFAULT false, -- set in the same transaction as the prize credit
  created_at bigint NOT NULL
);
CREATE INDEX plays_by_instance ON plays (instance_id, id);
CREATE INDEX plays_unpaid_winners ON plays (instance_id, id) WHERE prize_minor > 0 AND NOT paid;
CREATE INDEX plays_by_player ON plays (player_id, instance_id);

-- A player's holding in an instance: the per-player limit is checked against it under the
-- instance row lock, and the lobby shows playerPlaysInGame / lastJoinTimeMs from it.
CREATE TABLE instance_players (
  instance_id bigint NOT NULL REFERENCES game_instances (id),
  player_id bigint NOT NULL REFERENCES players (id),
  plays integer NOT NULL,
  last_join_at bigint NOT NULL,
  PRIMARY KEY (instance_id, player_id)
);
CREATE INDEX instance_players_by_player ON instance_players (player_id, instance_id);

-- The carried jackpot of each progressive game type, moved only by settlement.
CREATE TABLE progressive_jackpots (
  game_id integer PRIMARY KEY REFERENCES game_types (game_id),
  currency text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  updated_at bigint NOT NULL
);

-- Draw state. seed stays secret until the draw; settle_phase: NULL (not drawn), 'drawn',
-- 'settled' (ranks and totals stored, winners being paid), 'paid'. refund_phase: NULL,
-- 'refunding', 'done'.
ALTER TABLE game_instances ADD COLUMN seed_commitment text;
ALTER TABLE game_instances ADD COLUMN seed text;
ALTER TABLE game_instances ADD COLUMN draws integer[];
ALTER TABLE game_instances ADD COLUMN draws2nd integer[];
ALTER TABLE game_instances ADD COLUMN drawn_at bigint;
ALTER TABLE game_instances ADD COLUMN settle_phase text;
ALTER TABLE game_instances ADD COLUMN settlement jsonb;
ALTER TABLE game_instances ADD COLUMN refund_phase text;
CREATE INDEX game_instances_unfinished ON game_instances (id)
  WHERE (settle_phase IN ('drawn', 'settled')) OR refund_phase = 'refunding';

-- Subscriptions: a player's plays bought for the next draws_total instances of a game type, paid
-- up front into the player's subscriptions account and spent from it one draw at a time.
CREATE TABLE subscriptions (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  member_id integer NOT NULL,
  game_id integer NOT NULL REFERENCES game_types (game_id),
  currency text NOT NULL,
  plays text[] NOT NULL,
  draws_total integer NOT NULL CHECK (draws_total > 0),
  draws_done integer NOT NULL DEFAULT 0,
  price_per_draw_minor bigint NOT NULL,
  remaining_minor bigint NOT NULL CHECK (remaining_minor >= 0),
  first_instance_id bigint NOT NULL, -- joined directly; subscription plays start after it
  status text NOT NULL CHECK (status IN ('active', 'completed', 'cancelled')),
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX subscriptions_active ON subscriptions (game_id) WHERE status = 'active';
CREATE INDEX subscriptions_by_player ON subscriptions (player_id, id);
