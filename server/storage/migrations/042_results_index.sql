-- The console's results (listResults): finished games newest first, by the moment they were drawn
-- (or, cancelled, ended). Partial, so the lobby's live instances stay out of it.
CREATE INDEX game_instances_finished ON game_instances ((coalesce(drawn_at, ended_at)) DESC, id DESC)
  WHERE status IN ('STARTED', 'ENDED', 'REFUNDED');
