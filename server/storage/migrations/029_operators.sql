-- The operator's console (issue 30): operator accounts apart from players, their sessions, the
-- append-only audit log, and the rich-media rules operators set per site and game kind.

CREATE TABLE operators (
  id bigserial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL, -- argon2id
  role text NOT NULL CHECK (role IN ('owner', 'operations', 'finance', 'compliance', 'support', 'readonly')),
  sites integer[], -- member ids; null: every site
  totp_secret text, -- base32; null until enrolled (or for the demo's seeded operator, never)
  totp_pending text, -- the secret offered at first login, until its first code confirms it
  totp_required boolean NOT NULL DEFAULT true,
  must_change_password boolean NOT NULL DEFAULT false, -- a one-time password from `npm run operator`
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until bigint,
  disabled boolean NOT NULL DEFAULT false,
  created_at bigint NOT NULL
);

CREATE TABLE operator_sessions (
  token_hash text PRIMARY KEY, -- sha256 hex; the token is never stored
  operator_id bigint NOT NULL REFERENCES operators (id),
  ip text NOT NULL,
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked boolean NOT NULL DEFAULT false
);
CREATE INDEX operator_sessions_live ON operator_sessions (operator_id) WHERE NOT revoked;

-- Append-only: the server only inserts; the trigger refuses updates and deletes from anyone.
CREATE TABLE operator_audit (
  id bigserial PRIMARY KEY,
  at bigint NOT NULL,
  operator text NOT NULL, -- the username as it was (an account may be renamed or removed later)
  ip text NOT NULL,
  action text NOT NULL,
  site_id integer, -- the memberId touched; 0 every site; null not site-bound
  target text,
  before jsonb,
  after jsonb,
  reason text,
  outcome text NOT NULL CHECK (outcome IN ('done', 'refused'))
);
CREATE INDEX operator_audit_at ON operator_audit (at DESC);
CREATE INDEX operator_audit_operator ON operator_audit (operator, at DESC);

CREATE FUNCTION operator_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only';
END;
$$;
CREATE TRIGGER operator_audit_no_change BEFORE UPDATE OR DELETE ON operator_audit
  FOR EACH ROW EXECUTE FUNCTION operator_audit_append_only();

-- Rich sound and animation per site and game kind: 'player' (the player's choice, the site's
-- default until they make one), or forced 'on' / 'off'. No row: 'player' for both.
CREATE TABLE site_rich_media (
  member_id integer NOT NULL,
  game_kind text NOT NULL,
  sound text NOT NULL CHECK (sound IN ('player', 'on', 'off')),
  animation text NOT NULL CHECK (animation IN ('player', 'on', 'off')),
  updated_at bigint NOT NULL,
  PRIMARY KEY (member_id, game_kind)
);
