-- Operators' translations of the text they show players (issue 30): a game's title or description
-- per site and language, over the configuration's own text (the fallback where none is stored).
CREATE TABLE operator_texts (
  member_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('gameTitle', 'gameDescription')),
  ref integer NOT NULL,
  language_id text NOT NULL,
  text text NOT NULL,
  updated_by text NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (member_id, kind, ref, language_id)
);
