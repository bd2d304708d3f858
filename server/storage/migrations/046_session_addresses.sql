-- The address a player signed in from (issue 31): the back office's player page lists the last
-- sign-ins with their addresses, as regulators' "last logins" ask. Older sessions have none.
ALTER TABLE sessions ADD COLUMN ip text;
