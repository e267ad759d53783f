-- E-mails that thread, calendar feeds that change only what changed, and no working link at rest
-- (docs/STANDARDS.md#e-mail, docs/STANDARDS.md#icalendar, docs/DOCUMENTS.md#the-link).

-- 1. Each outgoing e-mail's Message-ID (RFC 5322, 3.6.4), as it was sent: random, made when the
-- e-mail is first composed and kept through its retries, so a later e-mail to the same person about
-- the same inquiry can name it in In-Reply-To and References. Never built from a row id: after a
-- deletion or a restore from a backup, ids are given again, and two e-mails must never share one.
ALTER TABLE contact_outbox ADD COLUMN mail_message_id TEXT;
ALTER TABLE contact_acknowledgements ADD COLUMN mail_message_id TEXT;
ALTER TABLE desk_replies ADD COLUMN mail_message_id TEXT;
ALTER TABLE desk_digests ADD COLUMN mail_message_id TEXT;
ALTER TABLE booking_emails ADD COLUMN mail_message_id TEXT;
ALTER TABLE document_emails ADD COLUMN mail_message_id TEXT;

-- 2. When a booking last changed in a way its calendar event shows (time, lawyer, status, the
-- client's details): the lawyers' feeds stamp each event with it (DTSTAMP and LAST-MODIFIED,
-- RFC 5545 3.8.7.2 and 3.8.7.3), so a refresh tells a subscriber only of events that changed.
ALTER TABLE bookings ADD COLUMN changed_at INTEGER;
UPDATE bookings SET changed_at = max(created_at, status_changed_at);

-- Kept by the database itself, whichever code changes the booking: the later of the status's own
-- time and the clock. (The trigger's UPDATE does not touch a column it watches, so it never fires
-- itself again.)
CREATE TRIGGER bookings_changed_at AFTER UPDATE OF
    starts_at, ends_at, lawyer, method, status, sequence, consultation_type,
    first_name, last_name, email, phone
  ON bookings
BEGIN
  UPDATE bookings SET changed_at = max(
      NEW.status_changed_at,
      coalesce(OLD.changed_at, 0) + 1,
      CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
  WHERE id = NEW.id;
END;

CREATE TRIGGER bookings_changed_at_insert AFTER INSERT ON bookings
  WHEN NEW.changed_at IS NULL
BEGIN
  UPDATE bookings SET changed_at = max(NEW.created_at, NEW.status_changed_at) WHERE id = NEW.id;
END;

-- 3. No working link at rest. The documents' request e-mail is stored with a placeholder where the
-- link's secret goes; the outbox makes a fresh secret for it when it sends it (only its hash is
-- kept), so neither a queued nor a sent e-mail holds a working link. E-mails stored before this
-- migration held the whole link: their secret is replaced by the same placeholder (a waiting one
-- gets a fresh link when it is sent; a sent one keeps a body that opens nothing).
UPDATE document_emails
SET body = substr(body, 1, instr(body, '/documents/') + 10)
        || '{link-made-when-sent}'
        || substr(body, instr(body, '/documents/') + 11 + 43)
WHERE instr(body, '/documents/') > 0
  AND length(substr(body, instr(body, '/documents/') + 11, 43)) = 43
  AND substr(body, instr(body, '/documents/') + 11, 43) NOT GLOB '*[^A-Za-z0-9_-]*';
