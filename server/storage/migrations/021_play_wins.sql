-- Settlement speed (issue 17): winners in their own table, payment progress as a cursor.
--
-- Settlement used to UPDATE each winning play's rank and prize, then UPDATE it again as paid: two
-- new versions of 151,000 rows of a 1,000,000-row table, each rewriting every index of plays
-- (the columns were indexed by plays_unpaid_winners, so no update could be HOT), and the unpaid
-- winners were paged with ORDER BY id LIMIT from the start of that index each batch. Now
-- settlement appends one play_wins row per ranked play (one INSERT ... SELECT), winners are paid
-- in play_id order, and game_instances.paid_through_play_id records the last play credited, in
-- the same transaction as the credit: a crash resumes after it, so no winner is paid twice.
CREATE TABLE play_wins (
  play_id bigint PRIMARY KEY,
  instance_id bigint NOT NULL REFERENCES game_instances (id),
  player_id bigint NOT NULL,
  rank_number integer NOT NULL,
  rank_number2nd integer,
  prize_minor bigint NOT NULL
);
CREATE INDEX play_wins_by_instance ON play_wins (instance_id, play_id);
CREATE INDEX play_wins_by_player ON play_wins (player_id, instance_id);

ALTER TABLE game_instances ADD COLUMN paid_through_play_id bigint NOT NULL DEFAULT 0;

INSERT INTO play_wins (play_id, instance_id, player_id, rank_number, rank_number2nd, prize_minor)
SELECT id, instance_id, player_id, rank_number, rank_number2nd, prize_minor FROM plays
WHERE rank_number IS NOT NULL;

-- A game part-way through its payments resumes after its last paid winner (batches paid in id order).
UPDATE game_instances i SET paid_through_play_id = p.last
FROM (SELECT instance_id, max(id) AS last FROM plays WHERE paid GROUP BY instance_id) p
WHERE i.id = p.instance_id;

DROP INDEX plays_unpaid_winners;
ALTER TABLE plays DROP COLUMN rank_number, DROP COLUMN rank_number2nd, DROP COLUMN prize_minor, DROP COLUMN paid;
