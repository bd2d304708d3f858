-- White labels created from the back office (issue 30), beside the ones in the configuration
-- file: the whole site configuration as the config schema reads it, loaded at start by every
-- server process and announced to the running ones when made.
CREATE TABLE operator_sites (
  member_id integer PRIMARY KEY,
  config jsonb NOT NULL,
  created_by text NOT NULL,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL
);
