-- A booking is made once per form (docs/BOOKING.md#the-same-booking-sent-twice): the booking form
-- carries a key made for that form (the /book page's loader, or the dialog in the browser); a
-- post that books records the digest of (key, fields) here with the booking it made, so the same
-- post sent again (a retry after a dropped connection, a double click, a reload of the answer)
-- is answered with that booking instead of booking or e-mailing again. Only the digest and the
-- booking's id are kept: no answer, no link (the answer is made again from the booking).
-- Never edit a landed migration: add the next number instead.
CREATE TABLE booking_form_submissions (
  -- SHA-256 (hex) of the form's key and every field posted.
  digest TEXT PRIMARY KEY,
  booking_id INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  submitted_at INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX booking_form_submissions_by_time ON booking_form_submissions (submitted_at);
CREATE INDEX booking_form_submissions_by_booking ON booking_form_submissions (booking_id);
