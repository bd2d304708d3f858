-- The back office at a million players and ten million ledger entries (issue 31; measured by
-- `npm run bench -- --only backOfficeScale`, docs/performance.md).

-- searchPlayers matches `%part%` with ILIKE on the username, the name, the email and the phone: a
-- b-tree cannot serve a pattern that starts with %, a trigram index (pg_trgm, GIN) can, one per
-- expression, combined by the planner with a BitmapOr. The name's expression is written exactly
-- as the query writes it (NAME_SQL in server/domain/operators/players.ts). Where pg_trgm is not
-- available (PGlite ships it as a module it is not opened with, or a PostgreSQL without contrib)
-- nothing is made here and the same query scans the table: the answer is the same, only slower.
-- The extension goes in a schema of its own, never in the schema being migrated: tests and
-- benches migrate throwaway schemas and drop them with CASCADE, which would take the extension,
-- and every other schema's trigram index with it. The advisory lock keeps two schemas migrating
-- at once from both creating it.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('drawhall:pg_trgm'));
  SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NULL THEN
    IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
      RAISE NOTICE 'pg_trgm is not available: player search scans the players table';
      RETURN;
    END IF;
    CREATE SCHEMA IF NOT EXISTS extensions;
    CREATE EXTENSION pg_trgm SCHEMA extensions;
    trgm_schema := 'extensions';
  END IF;
  EXECUTE format('CREATE INDEX IF NOT EXISTS players_username_trgm ON players USING gin (username %I.gin_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX IF NOT EXISTS players_email_trgm ON players USING gin (email %I.gin_trgm_ops)', trgm_schema);
  EXECUTE format('CREATE INDEX IF NOT EXISTS players_phone_trgm ON players USING gin (phone %I.gin_trgm_ops)', trgm_schema);
  EXECUTE format(
    $sql$CREATE INDEX IF NOT EXISTS players_name_trgm ON players USING gin (
      (coalesce(details->>'firstName', '') || ' ' || coalesce(details->>'lastName', '')) %I.gin_trgm_ops)$sql$,
    trgm_schema);
END
$$;

-- Reports (getReport) read the ledger by the kind of the transaction and its time: the kinds of
-- the report asked, each a range of one month, instead of every transaction ever written.
CREATE INDEX IF NOT EXISTS ledger_transactions_by_kind_time ON ledger_transactions (kind, created_at, id);
-- A registration-date filter or sort on the players.
CREATE INDEX IF NOT EXISTS players_by_created_at ON players (created_at, id);
