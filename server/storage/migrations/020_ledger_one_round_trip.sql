-- Ledger speed (issue 17): one round trip per transfer and a zero-sum check per statement.
--
-- The deferred constraint trigger of 001 ran once per entry row at commit and summed the whole
-- ledger transaction each time: quadratic in the entries of a batch (a settlement credit of 1,000
-- winners ran it 1,001 times over 1,001 rows). Entries are only ever written by ledger_transfer()
-- (and transfer.ts before it), one INSERT per ledger transaction, so the check moves to the end of
-- each INSERT statement: it sums each ledger transaction the statement touched, once.
DROP TRIGGER ledger_entries_balanced ON ledger_entries;
DROP FUNCTION ledger_check_balanced();

CREATE FUNCTION ledger_check_balanced_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad bigint;
BEGIN
  SELECT t.transaction_id INTO bad
  FROM (SELECT DISTINCT transaction_id FROM new_entries) t
  WHERE (SELECT sum(e.amount_minor) FROM ledger_entries e WHERE e.transaction_id = t.transaction_id) <> 0
  LIMIT 1;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % is not balanced', bad USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_balanced_statement();

-- One transfer in one call (server/domain/ledger/transfer.ts explains the locking): the
-- idempotency key, the player rows locked in id order, the house rows locked only when free (else
-- the change is appended to house_balance_deltas), the entries, and the balances, where the
-- accounts CHECK refuses a negative player balance. The caller has checked that the amounts are
-- non-zero and sum to zero; unknown accounts raise LG001, mixed currencies LG002.
CREATE FUNCTION ledger_transfer(
  p_key text, p_kind text, p_meta jsonb, p_now bigint, p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (transaction_id bigint, applied boolean) LANGUAGE plpgsql AS $$
DECLARE
  tx_id bigint;
  ids bigint[];
  found_count integer;
  currencies integer;
  held bigint[];
  busy bigint[];
BEGIN
  INSERT INTO ledger_transactions (idempotency_key, kind, meta, created_at)
  VALUES (p_key, p_kind, p_meta, p_now)
  ON CONFLICT (idempotency_key) DO NOTHING RETURNING id INTO tx_id;
  IF tx_id IS NULL THEN
    SELECT t.id INTO tx_id FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    RETURN QUERY SELECT tx_id, false;
    RETURN;
  END IF;

  SELECT array_agg(DISTINCT x ORDER BY x) INTO ids FROM unnest(p_accounts) AS x;
  -- NO KEY UPDATE, not UPDATE: other transactions' foreign-key checks take KEY SHARE on these rows.
  PERFORM 1 FROM accounts a WHERE a.id = ANY(ids) AND a.player_id IS NOT NULL ORDER BY a.id FOR NO KEY UPDATE;
  SELECT coalesce(array_agg(h.id), '{}') INTO held FROM (
    SELECT a.id FROM accounts a WHERE a.id = ANY(ids) AND a.player_id IS NULL
    ORDER BY a.id FOR NO KEY UPDATE SKIP LOCKED) h;
  SELECT count(*), count(DISTINCT a.currency),
         coalesce(array_agg(a.id) FILTER (WHERE a.player_id IS NULL AND NOT (a.id = ANY(held))), '{}')
    INTO found_count, currencies, busy
  FROM accounts a WHERE a.id = ANY(ids);
  IF found_count <> cardinality(ids) THEN
    RAISE EXCEPTION 'unknown account' USING ERRCODE = 'LG001';
  END IF;
  IF currencies <> 1 THEN
    RAISE EXCEPTION 'mixed currencies' USING ERRCODE = 'LG002';
  END IF;

  INSERT INTO ledger_entries (transaction_id, account_id, amount_minor)
  SELECT tx_id, e.account_id, e.amount FROM unnest(p_accounts, p_amounts) AS e(account_id, amount);

  WITH d AS (
    SELECT e.account_id, sum(e.amount)::bigint AS delta
    FROM unnest(p_accounts, p_amounts) AS e(account_id, amount) GROUP BY e.account_id),
  folded AS (
    DELETE FROM house_balance_deltas hd WHERE hd.account_id = ANY(held)
    RETURNING hd.account_id, hd.delta_minor),
  appended AS (
    INSERT INTO house_balance_deltas (account_id, delta_minor)
    SELECT d.account_id, d.delta FROM d WHERE d.account_id = ANY(busy) AND d.delta <> 0),
  changes AS (
    SELECT d.account_id, d.delta FROM d WHERE NOT (d.account_id = ANY(busy))
    UNION ALL SELECT folded.account_id, folded.delta_minor FROM folded)
  UPDATE accounts a SET balance_minor = a.balance_minor + c.delta, updated_at = p_now
  FROM (SELECT changes.account_id, sum(changes.delta) AS delta FROM changes GROUP BY changes.account_id) c
  WHERE a.id = c.account_id;

  RETURN QUERY SELECT tx_id, true;
END
$$;
