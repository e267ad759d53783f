-- The contact inbox (docs/CONTACT-INBOX.md). Never edit a landed migration: add the next number instead.

CREATE TABLE contact_messages (
  id              INTEGER PRIMARY KEY,
  received_at     INTEGER NOT NULL,          -- Unix time in milliseconds (UTC)
  first_name      TEXT    NOT NULL,
  last_name       TEXT    NOT NULL,
  email           TEXT    NOT NULL,
  phone           TEXT,
  service_type    TEXT,
  message         TEXT    NOT NULL,
  referral_source TEXT,
  referral_other  TEXT
);

CREATE INDEX contact_messages_received_at ON contact_messages (received_at);

-- One notification e-mail per message. status: pending -> sending -> sent; a send interrupted by a
-- crash is marked 'interrupted' at the next start and is not re-sent (never the same e-mail twice).
CREATE TABLE contact_outbox (
  message_id      INTEGER PRIMARY KEY REFERENCES contact_messages (id) ON DELETE CASCADE,
  status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'interrupted')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,          -- Unix ms
  claimed_at      INTEGER,
  sent_at         INTEGER,
  last_error      TEXT                       -- an SMTP error code or class, never message content
);

CREATE INDEX contact_outbox_due ON contact_outbox (status, next_attempt_at);
