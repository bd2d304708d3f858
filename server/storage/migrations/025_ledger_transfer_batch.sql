-- Many transfers in one call (issue 13, instant purchases set-based per batch): what
-- ledger_transfer (020) does for one transfer, done once for a whole list of them. Transfer i has
-- key p_keys[i], kind p_kinds[i], meta p_metas[i] and time p_nows[i]; its entries are the positions j where
-- p_transfer[j] = i (1-based), with account p_accounts[j] and amount p_amounts[j]. The caller has
-- checked that each transfer's amounts are non-zero and sum to zero and that the keys are distinct.
--
-- A key already used moves nothing again (applied false), as in ledger_transfer. The player
-- accounts of all applied transfers are locked once, in id order; house accounts are locked when
-- free and otherwise get their change appended to house_balance_deltas, as in ledger_transfer;
-- each account's balance is updated once with the sum of its entries. A player balance must never
-- go below zero at any point of the list, not only at its end: the running balance of each player
-- account, transfer after transfer in list order, is checked before anything is written, and a
-- negative one refuses the whole call as the accounts CHECK would (23514, naming
-- accounts_player_balance_non_negative). The caller (instant/purchaseBatch.ts) has already left
-- out what one transfer at a time would have refused; this check keeps the ledger's rule whatever
-- the caller. Unknown accounts raise LG001, a transfer mixing currencies LG002, repeated keys LG003.
CREATE FUNCTION ledger_transfer_batch(
  p_keys text[], p_kinds text[], p_metas jsonb[], p_nows bigint[],
  p_transfer integer[], p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (idempotency_key text, transaction_id bigint, applied boolean) LANGUAGE plpgsql AS $$
DECLARE
  new_ords integer[];
  new_ids bigint[];
  ids bigint[];
  found_count integer;
  mixed integer;
  held bigint[];
  busy bigint[];
  short bigint;
BEGIN
  IF (SELECT count(DISTINCT k) FROM unnest(p_keys) AS k) <> cardinality(p_keys) THEN
    RAISE EXCEPTION 'repeated transfer key' USING ERRCODE = 'LG003';
  END IF;

  -- The transactions, in list order; a key already used inserts nothing.
  WITH t AS (
    SELECT u.k, u.kind, u.meta, u.at, u.ord
    FROM unnest(p_keys, p_kinds, p_metas, p_nows) WITH ORDINALITY AS u(k, kind, meta, at, ord)),
  ins AS (
    INSERT INTO ledger_transactions (idempotency_key, kind, meta, created_at)
    SELECT t.k, t.kind, t.meta, t.at FROM t ORDER BY t.ord
    ON CONFLICT ON CONSTRAINT ledger_transactions_idempotency_key_key DO NOTHING
    RETURNING ledger_transactions.id, ledger_transactions.idempotency_key)
  SELECT coalesce(array_agg(t.ord::integer ORDER BY t.ord), '{}'), coalesce(array_agg(ins.id ORDER BY t.ord), '{}')
    INTO new_ords, new_ids
  FROM ins JOIN t ON t.k = ins.idempotency_key;

  SELECT array_agg(DISTINCT e.a ORDER BY e.a) INTO ids
  FROM unnest(p_transfer, p_accounts) AS e(tr, a) WHERE e.tr = ANY(new_ords);

  IF ids IS NOT NULL THEN
    -- NO KEY UPDATE, not UPDATE: other transactions' foreign-key checks take KEY SHARE on these rows.
    PERFORM 1 FROM accounts a WHERE a.id = ANY(ids) AND a.player_id IS NOT NULL ORDER BY a.id FOR NO KEY UPDATE;
    SELECT coalesce(array_agg(h.id), '{}') INTO held FROM (
      SELECT a.id FROM accounts a WHERE a.id = ANY(ids) AND a.player_id IS NULL
      ORDER BY a.id FOR NO KEY UPDATE SKIP LOCKED) h;
    SELECT count(*), coalesce(array_agg(a.id) FILTER (WHERE a.player_id IS NULL AND NOT (a.id = ANY(held))), '{}')
      INTO found_count, busy
    FROM accounts a WHERE a.id = ANY(ids);
    IF found_count <> cardinality(ids) THEN
      RAISE EXCEPTION 'unknown account' USING ERRCODE = 'LG001';
    END IF;
    SELECT count(*) INTO mixed FROM (
      SELECT e.tr FROM unnest(p_transfer, p_accounts) AS e(tr, a) JOIN accounts a ON a.id = e.a
      WHERE e.tr = ANY(new_ords) GROUP BY e.tr HAVING count(DISTINCT a.currency) > 1) m;
    IF mixed > 0 THEN
      RAISE EXCEPTION 'mixed currencies' USING ERRCODE = 'LG002';
    END IF;

    -- Every player account's balance after each transfer, in list order, must stay at or above zero.
    SELECT r.account_id INTO short FROM (
      SELECT d.account_id,
             a.balance_minor + sum(d.delta) OVER (PARTITION BY d.account_id ORDER BY d.tr) AS running
      FROM (SELECT e.tr, e.a AS account_id, sum(e.amount)::bigint AS delta
            FROM unnest(p_transfer, p_accounts, p_amounts) AS e(tr, a, amount)
            WHERE e.tr = ANY(new_ords) GROUP BY e.tr, e.a) d
      JOIN accounts a ON a.id = d.account_id AND a.player_id IS NOT NULL) r
    WHERE r.running < 0 LIMIT 1;
    IF short IS NOT NULL THEN
      RAISE EXCEPTION 'account % would go below zero (accounts_player_balance_non_negative)', short
        USING ERRCODE = '23514', CONSTRAINT = 'accounts_player_balance_non_negative';
    END IF;

    INSERT INTO ledger_entries (transaction_id, account_id, amount_minor)
    SELECT n.id, e.a, e.amount
    FROM unnest(p_transfer, p_accounts, p_amounts) WITH ORDINALITY AS e(tr, a, amount, ord)
    JOIN unnest(new_ords, new_ids) AS n(tr, id) ON n.tr = e.tr
    ORDER BY e.ord;

    WITH d AS (
      SELECT e.a AS account_id, sum(e.amount)::bigint AS delta
      FROM unnest(p_transfer, p_accounts, p_amounts) AS e(tr, a, amount)
      WHERE e.tr = ANY(new_ords) GROUP BY e.a),
    folded AS (
      DELETE FROM house_balance_deltas hd WHERE hd.account_id = ANY(held)
      RETURNING hd.account_id, hd.delta_minor),
    appended AS (
      INSERT INTO house_balance_deltas (account_id, delta_minor)
      SELECT d.account_id, d.delta FROM d WHERE d.account_id = ANY(busy) AND d.delta <> 0),
    changes AS (
      SELECT d.account_id, d.delta FROM d WHERE NOT (d.account_id = ANY(busy))
      UNION ALL SELECT folded.account_id, folded.delta_minor FROM folded)
    UPDATE accounts a SET balance_minor = a.balance_minor + c.delta,
      updated_at = (SELECT max(x) FROM unnest(p_nows) AS x)
    FROM (SELECT changes.account_id, sum(changes.delta) AS delta FROM changes GROUP BY changes.account_id) c
    WHERE a.id = c.account_id;
  END IF;

  -- Every transfer's transaction: the new one, or the one its key made before.
  RETURN QUERY
  SELECT u.k, coalesce(n.id, lt.id), n.id IS NOT NULL
  FROM unnest(p_keys) WITH ORDINALITY AS u(k, ord)
  LEFT JOIN unnest(new_ords, new_ids) AS n(tr, id) ON n.tr = u.ord
  LEFT JOIN ledger_transactions lt ON n.id IS NULL AND lt.idempotency_key = u.k
  ORDER BY u.ord;
END
$$;
