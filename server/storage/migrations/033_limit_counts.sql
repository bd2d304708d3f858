-- Abuse limits (server/domain/limits): attempts counted per limit and key (a normalised email
-- address or phone number, a client address, a site) in fixed windows. Kept in the database so
-- every server process on it shares one count; a row is dropped once its window has passed.
CREATE TABLE limit_counts (
  limit_name text NOT NULL,
  key text NOT NULL,
  window_start bigint NOT NULL,
  expires_at bigint NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (limit_name, key, window_start)
);
CREATE INDEX limit_counts_by_expiry ON limit_counts (expires_at);
