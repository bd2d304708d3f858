-- Bingo: per started game, the whole call order drawn from the committed seed at the start (kept
-- here, not in game_instances.draws, so nothing shows a number before it is called), how many
-- numbers have been called, the pattern in play and the prizes fixed at the start. Each call is
-- persisted with its wins and payments in one transaction before it is pushed, so a restart
-- resumes with the next call and the idempotency keys make a repeated win pay nothing.
CREATE TABLE bingo_games (
  instance_id bigint PRIMARY KEY REFERENCES game_instances (id),
  calls integer[] NOT NULL,
  called integer NOT NULL DEFAULT 0,
  pattern_index integer NOT NULL DEFAULT 0,
  prizes_minor bigint[] NOT NULL,
  jackpot_minor bigint NOT NULL DEFAULT 0,
  jackpot_won boolean NOT NULL DEFAULT false,
  finished_at bigint,
  updated_at bigint NOT NULL
);

-- Every card that won a pattern, with its share of the prize (and of the jackpot).
CREATE TABLE bingo_wins (
  instance_id bigint NOT NULL REFERENCES game_instances (id),
  pattern_index integer NOT NULL,
  play_id bigint NOT NULL REFERENCES plays (id),
  player_id bigint NOT NULL REFERENCES players (id),
  call_number integer NOT NULL,
  prize_minor bigint NOT NULL,
  jackpot_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (instance_id, pattern_index, play_id)
);
CREATE INDEX bingo_wins_by_player ON bingo_wins (player_id, instance_id);
