-- Subscription promotions are charged (discount_percent, from 010, was stored but never applied).
-- paid_minor: what the player paid for the subscription (draws and monthly: up front into the
-- subscriptions account; pay-as-you-go: the sum of its placed draws' cash legs); discount_minor:
-- what the promotion took off, paid by the house promotions account draw by draw. remaining_minor
-- is now the part of paid_minor not yet spent, so a refund never pays back more than was paid.
ALTER TABLE subscriptions ADD COLUMN promotion_id integer;
ALTER TABLE subscriptions ADD COLUMN paid_minor bigint NOT NULL DEFAULT 0 CHECK (paid_minor >= 0);
ALTER TABLE subscriptions ADD COLUMN discount_minor bigint NOT NULL DEFAULT 0 CHECK (discount_minor >= 0);
-- Subscriptions bought before this migration paid full price.
UPDATE subscriptions SET paid_minor = CASE WHEN kind = 'paygo' THEN draws_done * price_per_draw_minor
  ELSE coalesce(draws_total, 0) * price_per_draw_minor END;
