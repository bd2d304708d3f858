-- Pending forms (issue 36): the creator is given a random key and only its sha256 is kept; a form
-- is resaved only with its key, so a known id and email no longer let anyone overwrite it. Older
-- rows have no key and can no longer be resaved. Forms are dropped by age (updated_at).
ALTER TABLE pending_forms ADD COLUMN key_hash text;
CREATE UNIQUE INDEX pending_forms_by_key ON pending_forms (key_hash);
CREATE INDEX pending_forms_by_age ON pending_forms (updated_at);
