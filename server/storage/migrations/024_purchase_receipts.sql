-- One purchase receipt email per join (the one-click checkout's single draw): a join's row is
-- claimed before its email goes out, so a retried join (same joinKey) mails nothing more.
CREATE TABLE purchase_receipts (
  join_id bigint PRIMARY KEY REFERENCES joins (id),
  sent_at bigint NOT NULL
);
