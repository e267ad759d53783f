-- The automatic acknowledgement e-mailed to the visitor after a message is stored
-- (docs/CONTACT-INBOX.md#the-acknowledgement-to-the-visitor). At most one row per message; none for
-- suspected spam, none when ACK_EMAILS=off, and none when the same address was acknowledged (or
-- queued) within the previous 24 hours. The address itself is read from contact_messages at send
-- time; this table keeps only its SHA-256 hash, to apply the daily cap.
-- status: pending -> sending -> sent, like contact_outbox; 'interrupted' when a crash cut a send off
-- (never re-sent); 'dropped' when it could not be sent in time or at all (last_error says why).
CREATE TABLE contact_acknowledgements (
  message_id      INTEGER PRIMARY KEY REFERENCES contact_messages (id) ON DELETE CASCADE,
  recipient_hash  TEXT    NOT NULL,          -- hex SHA-256 of the trimmed, lower-cased address
  queued_at       INTEGER NOT NULL,          -- Unix ms
  status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'interrupted', 'dropped')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,          -- Unix ms
  claimed_at      INTEGER,
  sent_at         INTEGER,
  last_error      TEXT                       -- an SMTP error code or class, or why it was dropped; never content
);

CREATE INDEX contact_acknowledgements_due ON contact_acknowledgements (status, next_attempt_at);
CREATE INDEX contact_acknowledgements_recipient ON contact_acknowledgements (recipient_hash, queued_at);
