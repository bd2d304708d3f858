-- The PIN a pinRequired site asks for before money leaves an account (spec section 6): an
-- argon2id hash like the password's, one per player, in its own table so the players row and its
-- queries stay as they are. No row: the player has not set a PIN.
CREATE TABLE player_pins (
  player_id bigint PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  pin_hash text NOT NULL,
  set_at bigint NOT NULL
);
