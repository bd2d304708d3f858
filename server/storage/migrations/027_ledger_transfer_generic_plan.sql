-- Ledger speed (issue 17): ledger_transfer (020) again, with the same signature and behaviour,
-- costing about a third less server CPU per call (pgbench, 16 clients: ~900 -> ~640 us).
--
-- 1. A generic plan, planned once per connection. plpgsql kept choosing custom plans for the
--    array parameters and planned every statement on every call (about 15% of the backend's
--    time). A generic plan cannot see the arrays or how big the tables have grown, so scans are
--    pinned to indexes: no sequential scan (a plan cached while accounts was small must not scan
--    it whole later), and no bitmap scan, because only a plain index scan marks the index entries
--    of folded (deleted) house deltas dead; a bitmap scan walked every dead entry again on every
--    fold until a VACUUM, a cost that grew with each transfer (2 ms per fold after 50,000).
-- 2. One statement fewer: the player rows are locked in id order and the accounts checked in one.
-- 3. ledger_transfer_batch (025) gets the same plan settings, for the same reasons: the transfer
--    coalescer (transferCoalescer.ts) calls it for every batch, and planning each of its statements
--    on every call cost more than the rest (a batch of 4 transfers: about 260 -> 100 us of server
--    CPU per transfer; a 5,000-transfer call about 0.6 s against 0.7-1.0 s).
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_key text, p_kind text, p_meta jsonb, p_now bigint, p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (transaction_id bigint, applied boolean) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off SET enable_bitmapscan = off AS $$
DECLARE
  tx_id bigint;
  wanted integer;
  found_count integer;
  currencies integer;
  house bigint[];
  held bigint[] := '{}';
BEGIN
  INSERT INTO ledger_transactions AS t (idempotency_key, kind, meta, created_at)
  VALUES (p_key, p_kind, p_meta, p_now)
  ON CONFLICT (idempotency_key) DO NOTHING RETURNING t.id INTO tx_id;
  IF tx_id IS NULL THEN
    SELECT t.id INTO tx_id FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    RETURN QUERY SELECT tx_id, false;
    RETURN;
  END IF;

  -- NO KEY UPDATE, not UPDATE: other transactions' foreign-key checks take KEY SHARE on these rows.
  WITH players AS (
    SELECT a.id, a.currency FROM accounts a WHERE a.id = ANY(p_accounts) AND a.player_id IS NOT NULL
    ORDER BY a.id FOR NO KEY UPDATE),
  found AS (
    SELECT players.id, players.currency, false AS is_house FROM players
    UNION ALL
    SELECT a.id, a.currency, true FROM accounts a WHERE a.id = ANY(p_accounts) AND a.player_id IS NULL)
  SELECT (SELECT count(DISTINCT x) FROM unnest(p_accounts) AS x), count(*), count(DISTINCT found.currency),
         coalesce(array_agg(found.id ORDER BY found.id) FILTER (WHERE found.is_house), '{}')
    INTO wanted, found_count, currencies, house
  FROM found;
  IF found_count <> wanted THEN
    RAISE EXCEPTION 'unknown account' USING ERRCODE = 'LG001';
  END IF;
  IF currencies <> 1 THEN
    RAISE EXCEPTION 'mixed currencies' USING ERRCODE = 'LG002';
  END IF;
  -- House rows are never waited for: held here when free, else the change becomes a delta.
  IF cardinality(house) > 0 THEN
    SELECT coalesce(array_agg(h.id), '{}') INTO held FROM (
      SELECT a.id FROM accounts a WHERE a.id = ANY(house) ORDER BY a.id FOR NO KEY UPDATE SKIP LOCKED) h;
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
    SELECT d.account_id, d.delta FROM d
    WHERE d.account_id = ANY(house) AND NOT (d.account_id = ANY(held)) AND d.delta <> 0),
  changes AS (
    SELECT d.account_id, d.delta FROM d WHERE NOT (d.account_id = ANY(house)) OR d.account_id = ANY(held)
    UNION ALL SELECT folded.account_id, folded.delta_minor FROM folded)
  UPDATE accounts a SET balance_minor = a.balance_minor + c.delta, updated_at = p_now
  FROM (SELECT changes.account_id, sum(changes.delta) AS delta FROM changes GROUP BY changes.account_id) c
  WHERE a.id = c.account_id AND a.id = ANY(p_accounts);

  RETURN QUERY SELECT tx_id, true;
END
$$;

ALTER FUNCTION ledger_transfer_batch(text[], text[], jsonb[], bigint[], integer[], bigint[], bigint[])
  SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION ledger_transfer_batch(text[], text[], jsonb[], bigint[], integer[], bigint[], bigint[])
  SET enable_seqscan = off;
ALTER FUNCTION ledger_transfer_batch(text[], text[], jsonb[], bigint[], integer[], bigint[], bigint[])
  SET enable_bitmapscan = off;
