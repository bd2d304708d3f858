-- Referral rewards (issue 36): a referred player's first deposit no longer pays at once. The pair
-- gets a row here: 'held' until the referred player has wagered the site's amount, then 'paid'
-- (the ledger transfer keyed referral:{referredPlayerId}, in the same transaction); 'flagged' with
-- its reasons (sameCard, sameClient, sameHousehold) when the pair looks like one person, for the
-- operator to review. Flagged rewards are never paid automatically.
CREATE TABLE referral_rewards (
  referred_player_id bigint PRIMARY KEY REFERENCES players (id),
  referrer_id bigint NOT NULL REFERENCES players (id),
  member_id integer NOT NULL,
  status text NOT NULL CHECK (status IN ('held', 'paid', 'flagged')),
  reasons text[] NOT NULL DEFAULT '{}',
  created_at bigint NOT NULL,
  paid_at bigint
);
CREATE INDEX referral_rewards_held ON referral_rewards (created_at) WHERE status = 'held';
