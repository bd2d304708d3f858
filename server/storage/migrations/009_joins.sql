-- Join variants: bet types of one-draw games, printed tickets, and joins remembered for later.

-- The bet type a one-draw play (one line of a bet) was sold as; null for plays of ranked games.
-- Settlement pays the line by its bet type's odds.
ALTER TABLE plays ADD COLUMN bet_type text;

-- A purchased ticket: the printed id and a secure key, kept only as its sha256 so a leaked table
-- cannot be used to check (or claim) someone else's ticket. One ticket per join.
CREATE TABLE tickets (
  id text PRIMARY KEY,
  secure_key_hash text NOT NULL,
  join_id bigint NOT NULL UNIQUE REFERENCES joins (id),
  instance_id bigint NOT NULL REFERENCES game_instances (id),
  player_id bigint NOT NULL REFERENCES players (id),
  -- A reprint replaces the ticket: the old one then checks as 'reprinted'.
  reprinted_as text REFERENCES tickets (id),
  created_at bigint NOT NULL
);
CREATE INDEX tickets_by_player ON tickets (player_id, created_at);

-- A join a guest asked for before they could pay (one-click checkout): placed once the player
-- exists and can pay it, then marked placed or failed with the join's answer.
CREATE TABLE pending_joins (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  game_id integer NOT NULL,
  request jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'placed', 'failed')),
  result jsonb,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX pending_joins_waiting ON pending_joins (player_id, id) WHERE status = 'pending';
