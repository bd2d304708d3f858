-- Drawhall foundation schema. Times are epoch milliseconds (bigint) taken from the server's
-- injectable clock, so tests and the scheduler agree on "now"; money is integer minor units.

CREATE TABLE players (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL,
  username text NOT NULL,
  email text,
  phone text,
  password_hash text NOT NULL,
  screen_name text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  verification jsonb NOT NULL DEFAULT '{}'::jsonb,
  segment text NOT NULL DEFAULT 'C',
  demo boolean NOT NULL DEFAULT false,
  locked boolean NOT NULL DEFAULT false,
  change_password boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
-- Login is by username, email or phone within one site, case-insensitively.
CREATE UNIQUE INDEX players_site_username ON players (member_id, lower(username));
CREATE UNIQUE INDEX players_site_email ON players (member_id, lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX players_site_phone ON players (member_id, phone) WHERE phone IS NOT NULL;

CREATE TABLE sessions (
  token_hash text PRIMARY KEY, -- sha256 hex of the opaque token; the token itself is never stored
  player_id bigint NOT NULL REFERENCES players (id),
  member_id integer NOT NULL,
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  expires_at bigint NOT NULL, -- absolute limit; the idle limit is checked against last_seen_at
  revoked boolean NOT NULL DEFAULT false
);
CREATE INDEX sessions_live_by_player ON sessions (player_id, member_id) WHERE NOT revoked;

-- Player accounts (cash, bonus, points, subscriptions) never go below zero; house accounts
-- (player_id NULL, type 'house', named by house_code) are the other side of every movement and may.
CREATE TABLE accounts (
  id bigserial PRIMARY KEY,
  player_id bigint REFERENCES players (id),
  house_code text,
  currency text NOT NULL,
  type text NOT NULL CHECK (type IN ('cash', 'bonus', 'points', 'subscriptions', 'house')),
  balance_minor bigint NOT NULL DEFAULT 0,
  updated_at bigint NOT NULL,
  CONSTRAINT accounts_owner CHECK (
    (player_id IS NOT NULL AND house_code IS NULL AND type <> 'house')
    OR (player_id IS NULL AND house_code IS NOT NULL AND type = 'house')
  ),
  CONSTRAINT accounts_player_balance_non_negative CHECK (player_id IS NULL OR balance_minor >= 0)
);
CREATE UNIQUE INDEX accounts_player_currency_type ON accounts (player_id, currency, type) WHERE player_id IS NOT NULL;
CREATE UNIQUE INDEX accounts_house_code_currency ON accounts (house_code, currency) WHERE player_id IS NULL;

CREATE TABLE ledger_transactions (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  kind text NOT NULL,
  meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at bigint NOT NULL
);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions (id),
  account_id bigint NOT NULL REFERENCES accounts (id),
  amount_minor bigint NOT NULL CHECK (amount_minor <> 0)
);
CREATE INDEX ledger_entries_by_account ON ledger_entries (account_id, transaction_id);
CREATE INDEX ledger_entries_by_transaction ON ledger_entries (transaction_id);

-- Double entry enforced by the database too: at commit, each transaction's entries sum to zero.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount_minor), 0) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % is not balanced', NEW.transaction_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- Game types mirror the operator config (synced at start); instances keep a snapshot of the
-- type's terms at creation, so a config change never alters a game players already joined.
CREATE TABLE game_types (
  game_id integer PRIMARY KEY,
  rule text NOT NULL,
  definition jsonb NOT NULL,
  active boolean NOT NULL DEFAULT true,
  updated_at bigint NOT NULL
);

CREATE TABLE game_instances (
  id bigserial PRIMARY KEY,
  game_id integer NOT NULL REFERENCES game_types (game_id),
  member_ids integer[] NOT NULL,
  status text NOT NULL,
  sequence_number integer NOT NULL,
  currency text NOT NULL,
  created_at bigint NOT NULL,
  registration_end_at bigint NOT NULL,
  ready_at bigint NOT NULL,
  start_at bigint NOT NULL,
  end_due_at bigint NOT NULL,
  ended_at bigint,
  removed_at bigint, -- set when the lobby drops the ended instance
  play_count integer NOT NULL DEFAULT 0,
  player_count integer NOT NULL DEFAULT 0,
  progressive_minor bigint NOT NULL DEFAULT 0,
  prize_pool_minor bigint NOT NULL DEFAULT 0,
  snapshot jsonb NOT NULL,
  results jsonb,
  updated_at bigint NOT NULL
);
CREATE INDEX game_instances_live ON game_instances (game_id, status) WHERE removed_at IS NULL;
CREATE UNIQUE INDEX game_instances_sequence ON game_instances (game_id, sequence_number);

CREATE TABLE favorites (
  player_id bigint NOT NULL REFERENCES players (id),
  game_id integer NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (player_id, game_id)
);

-- One engine drives the games: whoever holds the unexpired lease row.
CREATE TABLE engine_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at bigint NOT NULL
);
