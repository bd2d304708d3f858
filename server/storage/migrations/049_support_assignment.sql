-- Support cases assigned to an operator (issue: "Support inbox: ... assign, reply, close"): who
-- handles a case and since when. Null: nobody yet, the whole team's. The inbox filters on it
-- ("Assigned to me", "Unassigned"), hence the index by assignee over the open cases of a site.
ALTER TABLE support_cases
  ADD COLUMN assignee_id bigint REFERENCES operators (id),
  ADD COLUMN assigned_at bigint;
CREATE INDEX support_cases_by_assignee ON support_cases (assignee_id, member_id, status, id);
