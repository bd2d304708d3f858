-- Replies to contact-form cases sent from the back office (issue 31): one row per reply, with the
-- operator who wrote it; the mail itself goes out after the row and its audit entry commit.
CREATE TABLE support_replies (
  id bigserial PRIMARY KEY,
  case_id bigint NOT NULL REFERENCES support_cases (id),
  operator text NOT NULL,
  text text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX support_replies_by_case ON support_replies (case_id, id);
CREATE INDEX support_cases_by_site ON support_cases (member_id, status, id);
