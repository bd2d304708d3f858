-- Players issue: account states behind the login errors, registration limits, emailed tokens,
-- the development outbox, verification requests and pending forms.

-- Login refusals (spec section 8): repeated failures lock until locked_until (106); an account
-- past expires_at is 105; a self-restriction (set by responsible gaming) is 107; a ban ends every
-- session and refuses logins like a lock.
ALTER TABLE players ADD COLUMN failed_logins integer NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN locked_until bigint;
ALTER TABLE players ADD COLUMN expires_at bigint;
ALTER TABLE players ADD COLUMN self_restricted_until bigint;
ALTER TABLE players ADD COLUMN banned boolean NOT NULL DEFAULT false;
ALTER TABLE players ADD COLUMN government_id text;
ALTER TABLE players ADD COLUMN registration_ip text;
ALTER TABLE players ADD COLUMN password_changed_at bigint;
ALTER TABLE players ADD COLUMN contact_preference jsonb NOT NULL DEFAULT '{}'::jsonb;
CREATE UNIQUE INDEX players_site_government_id ON players (member_id, lower(government_id))
  WHERE government_id IS NOT NULL;
-- Error 113 counts recent registrations from one address.
CREATE INDEX players_registration_ip ON players (registration_ip, created_at) WHERE registration_ip IS NOT NULL;

-- Why a session ended, so the transport can tell a replaced session from a logout.
ALTER TABLE sessions ADD COLUMN ended_reason text;

-- Emailed and texted secrets (email confirmation, password reset, phone code). Only the sha256
-- of the secret is kept; a token is used once (used_at) and dies at expires_at.
CREATE TABLE player_tokens (
  token_hash text PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  purpose text NOT NULL CHECK (purpose IN ('emailConfirmation', 'passwordReset', 'phoneCode')),
  target text NOT NULL, -- the address or number the secret was sent to
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX player_tokens_by_player ON player_tokens (player_id, purpose) WHERE used_at IS NULL;

-- Mail and SMS as sent; the development outbox (GET /dev/outbox) lists these.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  member_id integer NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  created_at bigint NOT NULL
);

-- Identity verification: the player's document (kept here, reviewed by the operator CLI) and
-- support's questions with the player's replies.
CREATE TABLE verification_requests (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('id', 'question')),
  status text NOT NULL CHECK (status IN ('PENDING', 'ANSWERED', 'SUBMITTED', 'VERIFIED', 'REJECTED')),
  question text NOT NULL DEFAULT '',
  reply text,
  document_type text,
  document_number text,
  document_mime text,
  document bytea,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
CREATE INDEX verification_requests_by_player ON verification_requests (player_id, id);

-- Half-filled forms (one-click checkout) keyed by site and email address.
CREATE TABLE pending_forms (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL,
  email text NOT NULL,
  form_type text NOT NULL,
  form_index integer NOT NULL,
  form_data text NOT NULL,
  form_completed boolean NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
