-- An instant ticket's prize is paid when the ticket is finished (every unit revealed, "reveal all",
-- or left unfinished past the time-out), no longer at purchase: the player finds out by playing.
-- prize_paid_at marks the payment, so a ticket is paid once whatever finishes it.
ALTER TABLE instant_tickets ADD COLUMN prize_paid_at bigint;

-- Tickets sold before this change had their prize credited with the purchase.
UPDATE instant_tickets SET prize_paid_at = created_at;

-- The time-out sweep reads unfinished tickets by age.
CREATE INDEX instant_tickets_unfinished_by_age ON instant_tickets (created_at) WHERE finished_at IS NULL;
