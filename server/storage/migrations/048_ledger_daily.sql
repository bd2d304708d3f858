-- Reports without reading the ledger (issue 31). A month's sales of one site from the ledger joins
-- every entry of the month's sales, of every site, to its account and its player to learn the
-- site: at ten million entries 3-5 s however it is indexed. So the player-account movements are
-- also summed as they are written: per UTC day, site, currency and kind of transaction, the amount
-- (entries on player accounts other than points, as server/domain/operators/reports.ts sums them)
-- and the transactions with such an entry.
--
-- Written by a statement trigger on ledger_entries, in the transaction that writes the entries.
-- Each statement appends its own rows and updates none: an upsert of one row per site and day
-- would make every wager of a site wait for the commit of the one before it (the ledger keeps its
-- hot house account free of waits for the same reason, 020 and 025). The report sums the rows of
-- its days; an index holds them in that order.
CREATE TABLE ledger_daily (
  day integer NOT NULL, -- created_at / 86400000 of the ledger transaction (UTC days since 1970)
  member_id integer NOT NULL,
  currency text NOT NULL,
  kind text NOT NULL,
  amount_minor bigint NOT NULL,
  transactions integer NOT NULL
);
CREATE INDEX ledger_daily_by_day ON ledger_daily (currency, kind, day, member_id)
  INCLUDE (amount_minor, transactions);

CREATE FUNCTION ledger_daily_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily (day, member_id, currency, kind, amount_minor, transactions)
  SELECT t.created_at / 86400000, p.member_id, a.currency, t.kind, sum(n.amount_minor),
    count(DISTINCT t.id)
  FROM new_entries n
  JOIN accounts a ON a.id = n.account_id
  JOIN players p ON p.id = a.player_id
  JOIN ledger_transactions t ON t.id = n.transaction_id
  WHERE a.type <> 'points'
  GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;

CREATE TRIGGER ledger_entries_daily
  AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_daily_add();

-- The ledger written so far, one row a day, site, currency and kind.
INSERT INTO ledger_daily (day, member_id, currency, kind, amount_minor, transactions)
SELECT t.created_at / 86400000, p.member_id, a.currency, t.kind, sum(e.amount_minor), count(DISTINCT t.id)
FROM ledger_entries e
JOIN accounts a ON a.id = e.account_id
JOIN players p ON p.id = a.player_id
JOIN ledger_transactions t ON t.id = e.transaction_id
WHERE a.type <> 'points'
GROUP BY 1, 2, 3, 4;
