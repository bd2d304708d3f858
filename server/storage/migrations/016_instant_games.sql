-- Instant games (docs/instant-games.md): ticket pools committed before their first sale, the
-- purchases that sold their tickets, and each ticket's reveal progress.

-- A pool: its seed stays secret (seed_revealed false) until the pool is sold out or retired; the
-- seed hash and Merkle root are published from the moment it is created. `sold` is the next
-- position to sell: purchases take positions by a conditional UPDATE on this row.
CREATE TABLE instant_pools (
  id bigserial PRIMARY KEY,
  game_id integer NOT NULL,
  pool_no integer NOT NULL CHECK (pool_no > 0),
  pool_size integer NOT NULL CHECK (pool_size > 0),
  seed text NOT NULL,
  seed_hash text NOT NULL,
  merkle_root text NOT NULL,
  -- The prize table the pool was built from (the published rules), as JSON.
  rules jsonb NOT NULL,
  sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0 AND sold <= pool_size),
  status text NOT NULL DEFAULT 'selling' CHECK (status IN ('selling', 'soldOut', 'retired')),
  seed_revealed boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  closed_at bigint,
  UNIQUE (game_id, pool_no)
);
CREATE INDEX instant_pools_selling ON instant_pools (game_id, pool_no) WHERE status = 'selling';

-- A purchase of one ticket or a pack: price and prizes move in its own transaction, keyed by
-- idempotency_key (the client's purchaseKey scoped to the player).
CREATE TABLE instant_purchases (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  player_id bigint NOT NULL REFERENCES players (id),
  game_id integer NOT NULL,
  tickets integer NOT NULL CHECK (tickets > 0),
  price_minor bigint NOT NULL CHECK (price_minor >= 0),
  prize_minor bigint NOT NULL CHECK (prize_minor >= 0),
  currency text NOT NULL,
  result jsonb,
  created_at bigint NOT NULL
);
CREATE INDEX instant_purchases_by_player ON instant_purchases (player_id, created_at);

CREATE TABLE instant_tickets (
  id bigserial PRIMARY KEY,
  purchase_id bigint NOT NULL REFERENCES instant_purchases (id),
  player_id bigint NOT NULL REFERENCES players (id),
  game_id integer NOT NULL,
  pool_id bigint NOT NULL REFERENCES instant_pools (id),
  position integer NOT NULL,
  prize_minor bigint NOT NULL CHECK (prize_minor >= 0),
  salt text NOT NULL,
  proof jsonb NOT NULL,
  presentation jsonb NOT NULL,
  -- Reveal units done, in order; finished once the whole ticket is shown.
  revealed jsonb NOT NULL DEFAULT '[]',
  finished_at bigint,
  created_at bigint NOT NULL,
  UNIQUE (pool_id, position)
);
CREATE INDEX instant_tickets_by_player ON instant_tickets (player_id, id);
CREATE INDEX instant_tickets_unfinished ON instant_tickets (player_id, id) WHERE finished_at IS NULL;
