-- The firm's own booking (docs/BOOKING.md): consultations, their e-mails, the secrets in their
-- reschedule and cancel links, time blocked by staff, and each lawyer's calendar feed.

CREATE TABLE bookings (
  id                    INTEGER PRIMARY KEY,
  uid                   TEXT    NOT NULL UNIQUE,   -- random; the invitation's UID for the booking's whole life
  -- The inquiry it joined or started: deleting the inquiry (a privacy request) deletes its
  -- bookings; retention spares an inquiry until its last consultation is as old (docs/BOOKING.md#privacy).
  message_id            INTEGER NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  consultation_type     TEXT    NOT NULL,          -- firm.booking.consultationTypes[].id
  lawyer                TEXT    NOT NULL,          -- firm.lawyers[].key
  starts_at             INTEGER NOT NULL,          -- Unix ms (UTC)
  ends_at               INTEGER NOT NULL,
  method                TEXT    NOT NULL CHECK (method IN ('phone', 'video')),
  status                TEXT    NOT NULL CHECK (status IN
                          ('held', 'confirmed', 'cancelled', 'declined', 'attended', 'no-show')),
  sequence              INTEGER NOT NULL DEFAULT 0, -- the invitation's SEQUENCE: +1 per reschedule and on cancellation
  first_name            TEXT    NOT NULL,
  last_name             TEXT    NOT NULL,
  email                 TEXT    NOT NULL,
  phone                 TEXT,
  service_type          TEXT,
  note                  TEXT,
  other_parties         TEXT,                      -- as typed, for the conflict check
  visitor_time_zone     TEXT,                      -- IANA name the visitor's times were shown in
  consent_text_version  TEXT    NOT NULL,
  consent_at            INTEGER NOT NULL,
  created_at            INTEGER NOT NULL,
  created_by            INTEGER REFERENCES desk_staff (id),  -- null: the visitor booked it
  status_changed_at     INTEGER NOT NULL,
  status_changed_by     INTEGER REFERENCES desk_staff (id),  -- null: the visitor, or the site
  CHECK (ends_at > starts_at)
);

-- Never double-booked: one live booking per lawyer and start. A cancelled or declined booking
-- leaves the index at once, so its time is free again.
CREATE UNIQUE INDEX bookings_one_per_start ON bookings (lawyer, starts_at)
  WHERE status IN ('held', 'confirmed', 'attended', 'no-show');
CREATE INDEX bookings_starts_at ON bookings (starts_at);
CREATE INDEX bookings_message ON bookings (message_id);
CREATE INDEX bookings_email ON bookings (email COLLATE NOCASE);

-- Possible conflicts found when the booking was made: which earlier inquiry or booking, and whose
-- name matched. Staff see the names by opening those records; the visitor never sees any of this.
CREATE TABLE booking_conflicts (
  id              INTEGER PRIMARY KEY,
  booking_id      INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  given_role      TEXT    NOT NULL CHECK (given_role IN ('client', 'other-party')),
  given_name      TEXT    NOT NULL,
  known_source    TEXT    NOT NULL CHECK (known_source IN ('inquiry', 'booking')),
  known_id        INTEGER NOT NULL,
  known_role      TEXT    NOT NULL CHECK (known_role IN ('client', 'other-party')),
  known_name      TEXT    NOT NULL
);
CREATE INDEX booking_conflicts_booking ON booking_conflicts (booking_id);

-- Secrets of the reschedule and cancel links: only their SHA-256. Each e-mail carries a fresh one,
-- made when it is sent; all of a booking's stop working when the consultation starts.
CREATE TABLE booking_tokens (
  token_hash  TEXT    PRIMARY KEY,
  booking_id  INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL
);
CREATE INDEX booking_tokens_booking ON booking_tokens (booking_id);

-- The booking's e-mails, queued in the same transaction as the change they tell of, and sent by
-- the outbox: claimed before sending (never twice), retried with backoff (never lost), dropped
-- when the booking no longer needs them (nothing for a cancelled booking).
CREATE TABLE booking_emails (
  id               INTEGER PRIMARY KEY,
  booking_id       INTEGER NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  kind             TEXT    NOT NULL CHECK (kind IN
                     ('received', 'confirmation', 'reminder', 'rescheduled', 'cancelled', 'declined', 'firm-notice')),
  sequence         INTEGER NOT NULL,               -- the booking's SEQUENCE it was queued for
  lead_minutes     INTEGER NOT NULL DEFAULT 0,     -- reminders: how long before the start
  queued_at        INTEGER NOT NULL,
  status           TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN
                     ('pending', 'sending', 'sent', 'interrupted', 'dropped')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  INTEGER NOT NULL,               -- Unix ms; a reminder's is its time to go
  claimed_at       INTEGER,
  sent_at          INTEGER,
  last_error       TEXT,                           -- an SMTP error code, or why it was dropped; never content
  UNIQUE (booking_id, kind, sequence, lead_minutes)
);
CREATE INDEX booking_emails_due ON booking_emails (status, next_attempt_at);

-- Time a lawyer is away: no consultation is offered in it.
CREATE TABLE booking_blocks (
  id          INTEGER PRIMARY KEY,
  lawyer      TEXT    NOT NULL,
  starts_at   INTEGER NOT NULL,
  ends_at     INTEGER NOT NULL,
  reason      TEXT,                                -- staff's own words, shown in the desk only
  created_at  INTEGER NOT NULL,
  created_by  INTEGER REFERENCES desk_staff (id),
  CHECK (ends_at > starts_at)
);
CREATE INDEX booking_blocks_lawyer ON booking_blocks (lawyer, starts_at);

-- Each lawyer's private calendar feed: only the SHA-256 of its secret address; revoking it (or
-- making a new one) stops the old address at once.
CREATE TABLE booking_feeds (
  lawyer      TEXT    PRIMARY KEY,
  token_hash  TEXT    NOT NULL UNIQUE,
  created_at  INTEGER NOT NULL,
  created_by  INTEGER REFERENCES desk_staff (id)
);
