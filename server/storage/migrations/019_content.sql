-- Site content and growth: referral codes and invitations, support cases, ad counters and the
-- events a player missed while offline. Times are epoch milliseconds from the server's clock.

-- One code per player, made on first use; visits counts arrivals through the link (refStr).
CREATE TABLE referral_codes (
  player_id bigint PRIMARY KEY REFERENCES players (id),
  member_id integer NOT NULL,
  code text NOT NULL UNIQUE,
  visits integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL
);

CREATE TABLE referral_invites (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  email text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX referral_invites_by_player ON referral_invites (player_id, created_at);

-- The contact form. The spam limit counts rows per address, so it holds across server processes.
CREATE TABLE support_cases (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL,
  player_id bigint REFERENCES players (id),
  name text NOT NULL,
  email text NOT NULL,
  category text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at bigint NOT NULL
);
CREATE INDEX support_cases_by_email ON support_cases (lower(email), created_at);

CREATE TABLE ad_counters (
  member_id integer NOT NULL,
  ad_id integer NOT NULL,
  impressions bigint NOT NULL DEFAULT 0,
  clicks bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, ad_id)
);

-- Private messages and other events for a player, delivered at the next login (getOfflineEvents).
CREATE TABLE offline_events (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  event text NOT NULL,
  data jsonb NOT NULL,
  created_at bigint NOT NULL,
  delivered_at bigint
);
CREATE INDEX offline_events_waiting ON offline_events (player_id, id) WHERE delivered_at IS NULL;
