-- Maintenance windows operators schedule in the back office (issue 30): the server switches the
-- site's maintenance on at starts_at and off at ends_at, through operator_messages as a switch by
-- hand does. Each step is a conditional UPDATE of the row's status, so of several server processes
-- sweeping at once exactly one takes it; players are told of the next window in advance.
CREATE TABLE maintenance_windows (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL,
  starts_at bigint NOT NULL,
  ends_at bigint NOT NULL,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'active', 'done', 'cancelled')),
  created_by text NOT NULL,
  created_at bigint NOT NULL,
  started_at bigint,
  ended_at bigint,
  CHECK (ends_at > starts_at)
);
CREATE INDEX maintenance_windows_open ON maintenance_windows (member_id, starts_at)
  WHERE status IN ('scheduled', 'active');
