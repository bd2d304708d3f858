-- Proof of address (issue 16): a player's utility bill, bank statement or tax letter is a
-- verification request of its own kind, reviewed by the operator (scripts/operator.ts
-- verify-address), which sets addressVerified, the flag withdrawals need beside idVerified.
ALTER TABLE verification_requests DROP CONSTRAINT verification_requests_kind_check;
ALTER TABLE verification_requests ADD CONSTRAINT verification_requests_kind_check
  CHECK (kind IN ('id', 'address', 'question'));
