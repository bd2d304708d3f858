-- Operator announcements (scripts/messages.ts, a separate process) waiting for a server to push
-- them: a global or private message, a maintenance switch or a new client version. A server
-- claims each row once (published_at) and publishes it through the push hub.
CREATE TABLE operator_messages (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('global', 'private', 'maintenance', 'newVersion')),
  member_id integer, -- null: every site
  player_id bigint REFERENCES players (id),
  data jsonb NOT NULL,
  created_at bigint NOT NULL,
  published_at bigint
);
CREATE INDEX operator_messages_waiting ON operator_messages (id) WHERE published_at IS NULL;
