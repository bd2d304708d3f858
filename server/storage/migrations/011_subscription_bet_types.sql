-- A one-draw ExtMulti bet bought for several draws is replayed line by line with the bet type
-- each line was sold as (its odds settle it); null for games without bet types.
ALTER TABLE subscriptions ADD COLUMN bet_types text[];
