-- When a game instance's seed commitment was made (issue 33): the draw evidence shows it, so
-- anyone can see the commitment was public before sales closed and before the draw. NULL for
-- instances committed by an older server.
ALTER TABLE game_instances ADD COLUMN seed_committed_at bigint;
