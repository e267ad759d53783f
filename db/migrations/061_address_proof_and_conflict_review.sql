-- An e-mail address is not an identity (docs/BOOKING.md#an-address-proves-itself): a booking from an
-- address that already has an inquiry starts its own inquiry, and this table remembers the earlier
-- one for staff ("same address as inquiry #N") until they merge the two. Deleting either inquiry
-- (a privacy request, retention) or the booking forgets the link.
CREATE TABLE booking_address_links (
  booking_id          INTEGER PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  earlier_message_id  INTEGER NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  created_at          INTEGER NOT NULL,
  merged_at           INTEGER,                                   -- staff joined the booking to the earlier inquiry
  merged_by           INTEGER REFERENCES desk_staff (id)
);
CREATE INDEX booking_address_links_earlier ON booking_address_links (earlier_message_id);

-- The proof links e-mailed to a booking's address: only a SHA-256 of each secret, single-use, with
-- an end. Following one records when the address was confirmed.
CREATE TABLE booking_address_proofs (
  token_hash  TEXT    PRIMARY KEY,
  booking_id  INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);
CREATE INDEX booking_address_proofs_booking ON booking_address_proofs (booking_id);

ALTER TABLE bookings ADD COLUMN email_confirmed_at INTEGER;

-- The conflict check is invisible to the visitor (docs/BOOKING.md#conflict-check): a booking with a
-- possible match is confirmed like any other, and staff settle the match on the desk.
ALTER TABLE bookings ADD COLUMN conflict_settled_at INTEGER;
ALTER TABLE bookings ADD COLUMN conflict_settled_by INTEGER REFERENCES desk_staff (id);
