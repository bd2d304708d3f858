-- Money, part 2: prize items won at settlement, withdrawals paid out through the payment provider,
-- and house-account balance deltas (so one hot house account no longer serializes every transfer).

-- A prize item (spec section 3) won by one winning play; claimed once, as the item (collected from
-- an agent) or as its cash option (credited through the ledger in the same transaction).
CREATE TABLE prize_items (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  game_id integer NOT NULL,
  instance_id bigint NOT NULL REFERENCES game_instances (id),
  -- One award per winning play, ever: a settlement that runs again awards nothing twice.
  play_id bigint NOT NULL UNIQUE REFERENCES plays (id),
  rank_number integer NOT NULL,
  currency text NOT NULL,
  value_minor bigint NOT NULL CHECK (value_minor >= 0),
  cash_option_minor bigint CHECK (cash_option_minor IS NULL OR cash_option_minor > 0),
  -- name, description, sponsorText, detailsText, imageUrl, agentIds as configured when won.
  item jsonb NOT NULL,
  won_at bigint NOT NULL,
  claimed_as text CHECK (claimed_as IN ('item', 'cash')),
  claimed_at bigint,
  CONSTRAINT prize_items_claim_complete CHECK ((claimed_as IS NULL) = (claimed_at IS NULL)),
  CONSTRAINT prize_items_cash_needs_option CHECK (claimed_as IS DISTINCT FROM 'cash' OR cash_option_minor IS NOT NULL)
);
CREATE INDEX prize_items_by_player ON prize_items (player_id, won_at DESC);

-- Credits and debits of house accounts (which may go negative) made while another transaction
-- held the account's row: appended here instead of waiting for the lock. A house account's
-- balance is accounts.balance_minor plus its rows here; the next transfer that gets the row
-- lock (or the fold job) moves them into balance_minor. Player accounts never use this table:
-- their balance CHECK needs the row.
CREATE TABLE house_balance_deltas (
  id bigserial PRIMARY KEY,
  account_id bigint NOT NULL REFERENCES accounts (id),
  delta_minor bigint NOT NULL CHECK (delta_minor <> 0)
);
CREATE INDEX house_balance_deltas_by_account ON house_balance_deltas (account_id);

-- Balances as they stand: the row's balance plus any house deltas not yet folded in.
CREATE VIEW account_balances AS
SELECT a.id, a.player_id, a.house_code, a.currency, a.type,
       a.balance_minor + coalesce((SELECT sum(d.delta_minor) FROM house_balance_deltas d WHERE d.account_id = a.id), 0)::bigint
         AS balance_minor
FROM accounts a;
