-- Tickets keep their holder and can be reprinted.

-- The purchase's playerInfo (spec Purchase ticket request): who the ticket was sold to, so an
-- operator can tell the holder of a lost ticket before reprinting it. Null for tickets sold
-- before this migration.
ALTER TABLE tickets
  ADD COLUMN holder_first_name text,
  ADD COLUMN holder_last_name text,
  ADD COLUMN holder_email text,
  ADD COLUMN holder_phone text,
  ADD COLUMN holder_country text;

-- A reprint is a new ticket for the same join, so a join may now have several tickets; only one
-- of them is live (not replaced by a reprint).
ALTER TABLE tickets DROP CONSTRAINT tickets_join_id_key;
CREATE UNIQUE INDEX tickets_live_per_join ON tickets (join_id) WHERE reprinted_as IS NULL;

-- The reprint first points the old ticket at its replacement (leaving the live slot free) and then
-- writes the replacement, in one transaction: the reference is checked at commit.
ALTER TABLE tickets DROP CONSTRAINT tickets_reprinted_as_fkey;
ALTER TABLE tickets ADD CONSTRAINT tickets_reprinted_as_fkey
  FOREIGN KEY (reprinted_as) REFERENCES tickets (id) DEFERRABLE INITIALLY DEFERRED;
