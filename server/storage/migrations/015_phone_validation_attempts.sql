-- SMS code requests and code guesses, per player: the phone-validation limits count these rows, so
-- every server process sees the same count (an in-memory counter gave each process its own).
CREATE TABLE phone_validation_attempts (
  id bigserial PRIMARY KEY,
  player_id bigint NOT NULL REFERENCES players (id),
  kind text NOT NULL CHECK (kind IN ('request', 'submit')),
  at bigint NOT NULL
);
CREATE INDEX phone_validation_attempts_by_player ON phone_validation_attempts (player_id, kind, at);
