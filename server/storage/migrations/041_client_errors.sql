-- Uncaught errors in players' pages (reportClientError), for the operators: one row per site and
-- fingerprint (kind, message, first stack line), counted, so a loop of the same error is one row.
-- Nothing in a row names a player: no player id, address or query string, and the message and
-- stack have emails, long numbers and tokens masked before they are stored.
CREATE TABLE client_errors (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL,
  fingerprint text NOT NULL,
  kind text NOT NULL,
  message text NOT NULL,
  stack text,
  route text NOT NULL,
  release text,
  count integer NOT NULL DEFAULT 1,
  first_seen_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  UNIQUE (member_id, fingerprint)
);
CREATE INDEX client_errors_recent ON client_errors (member_id, last_seen_at DESC);
