-- Settlement speed (issue 17), second step: winners are credited per player, not per run of plays.
--
-- Paying in play order credited a player once in every batch that held one of their winning plays
-- (a player with 15 winning lines among 1,000,000 plays was credited in most of the 8 batches): a
-- ledger entry and a new account row version each time. Batches are now runs of players, in
-- player id order, and each player is credited once per game with the sum of their prizes.
-- game_instances.paid_through_player_id is the last player credited, moved in the same transaction
-- as the credit, so a crash resumes with the next player and nobody is paid twice.
--
-- A game paid part-way under the old order keeps its paid_through_play_id: its plays up to that id
-- are paid, and the rest are paid by player. A winning play is paid when
--   play_id <= paid_through_play_id OR player_id <= paid_through_player_id (or the game is 'paid').
ALTER TABLE game_instances ADD COLUMN paid_through_player_id bigint NOT NULL DEFAULT 0;

-- The payer walks one game's winners in player order.
DROP INDEX play_wins_by_instance;
CREATE INDEX play_wins_by_instance_player ON play_wins (instance_id, player_id);

-- No per-row foreign-key check on the settlement's append (about a third of the INSERT of 151,000
-- winners). play_wins rows are written only by the code settling a game that exists (the draw
-- settlement holding the game's row lock, the bingo caller its bingo_games row), and game
-- instances are never deleted.
ALTER TABLE play_wins DROP CONSTRAINT play_wins_instance_id_fkey;
