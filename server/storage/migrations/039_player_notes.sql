-- Notes operators keep on a player (issue 31): who wrote what, when; shown on the player page and
-- never to the player. Each note is written with its audit entry in one transaction.
CREATE TABLE player_notes (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  operator text NOT NULL,
  text text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX player_notes_by_player ON player_notes (player_id, id);
