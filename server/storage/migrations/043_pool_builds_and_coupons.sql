-- Pool builds an operator started (buildInstantPool): hashing a pool of 20,000 tickets takes a
-- second or more, so the call answers at once and the console follows the build here, from any
-- server process. One build under way per game; a build whose process died stops being `building`
-- once it has not moved for a minute (the next build marks it failed).
CREATE TABLE instant_pool_builds (
  id bigserial PRIMARY KEY,
  game_id integer NOT NULL,
  pool_no integer NOT NULL CHECK (pool_no > 0),
  operator text NOT NULL,
  status text NOT NULL DEFAULT 'building' CHECK (status IN ('building', 'committed', 'failed')),
  -- Share of the hashing done, 0 to 1.
  progress real NOT NULL DEFAULT 0,
  error text,
  started_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  finished_at bigint
);
CREATE UNIQUE INDEX instant_pool_builds_one_at_a_time ON instant_pool_builds (game_id) WHERE status = 'building';
CREATE INDEX instant_pool_builds_by_game ON instant_pool_builds (game_id, id DESC);

-- Coupons an operator made or changed in the console (saveCoupon, setCouponActive). A row here
-- overrides the configuration's coupon of the same code; every server process reads it at each
-- use, so a change holds everywhere at once. The configuration's coupons stay as they are.
CREATE TABLE operator_coupons (
  code text PRIMARY KEY,
  coupon jsonb NOT NULL,
  created_by text NOT NULL,
  created_at bigint NOT NULL,
  updated_by text NOT NULL,
  updated_at bigint NOT NULL
);
