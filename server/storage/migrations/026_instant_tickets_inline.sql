-- Instant tickets stay in their heap row (issue 13, instant purchases). A ticket row is about
-- 2,060 bytes, most of it the Merkle proof (17 hashes in hex for a pool of 100,000), just over
-- the 2,032 bytes past which PostgreSQL first tries to compress the row's largest value (pglz
-- finds nothing to gain in random hex) and then moves it out of line into the TOAST table: a
-- failed compression, a second heap row and an index entry for every ticket sold, about 100 us a
-- ticket, most of the time of a batch's tickets INSERT. Rows up to 4,080 bytes (a proof grows
-- by about 100 bytes each time a pool doubles) now stay whole in the table; larger ones are
-- handled as before, and rows already stored stay as they are.
ALTER TABLE instant_tickets SET (toast_tuple_target = 4080);
