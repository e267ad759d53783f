-- Reminders for an unsigned engagement letter (docs/ENGAGEMENT.md#reminders): at most two e-mails
-- to the client, then the letter is flagged for staff (stalled_at) and the firm's inbox is told.
-- When each reminder went is its 'reminded' event; the flag is its 'stalled' event and stalled_at.
-- SQLite cannot change a CHECK in place, so the e-mails' and the events' tables are rebuilt with
-- their new kinds (as 053 did for the documents' e-mails); every row and trigger is kept.
-- Never edit a landed migration: add the next number.
ALTER TABLE engagement_letters ADD COLUMN stalled_at INTEGER;

CREATE TABLE engagement_emails_next (
  id               INTEGER PRIMARY KEY,
  letter_id        INTEGER REFERENCES engagement_letters (id) ON DELETE CASCADE,
  kind             TEXT    NOT NULL CHECK (kind IN ('link', 'code', 'signed-client',
                     'signed-staff', 'countersigned-client', 'countersigned-staff', 'reminder',
                     'stalled-staff')),
  recipient        TEXT    NOT NULL,
  subject          TEXT    NOT NULL,
  body             TEXT    NOT NULL,
  status           TEXT    NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'sending', 'sent', 'interrupted', 'dropped')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  INTEGER NOT NULL,
  claimed_at       INTEGER,
  sent_at          INTEGER,
  last_error       TEXT,
  mail_message_id  TEXT,
  created_at       INTEGER NOT NULL
);
INSERT INTO engagement_emails_next
  (id, letter_id, kind, recipient, subject, body, status, attempts, next_attempt_at, claimed_at,
   sent_at, last_error, mail_message_id, created_at)
SELECT id, letter_id, kind, recipient, subject, body, status, attempts, next_attempt_at, claimed_at,
   sent_at, last_error, mail_message_id, created_at
FROM engagement_emails;
DROP TABLE engagement_emails;
ALTER TABLE engagement_emails_next RENAME TO engagement_emails;
CREATE INDEX engagement_emails_due ON engagement_emails (status, next_attempt_at);

CREATE TABLE engagement_events_next (
  id          INTEGER PRIMARY KEY,
  letter_id   INTEGER NOT NULL REFERENCES engagement_letters (id) ON DELETE CASCADE,
  kind        TEXT    NOT NULL CHECK (kind IN ('prepared', 'edited', 'sent', 'opened',
                'code-sent', 'code-failed', 'code-verified', 'consented', 'signed',
                'countersigned', 'revoked', 'reminded', 'stalled')),
  at          INTEGER NOT NULL,
  staff_id    INTEGER REFERENCES desk_staff (id),
  ip          TEXT,
  user_agent  TEXT,
  detail      TEXT
);
INSERT INTO engagement_events_next (id, letter_id, kind, at, staff_id, ip, user_agent, detail)
SELECT id, letter_id, kind, at, staff_id, ip, user_agent, detail FROM engagement_events;
DROP TABLE engagement_events;
ALTER TABLE engagement_events_next RENAME TO engagement_events;
CREATE INDEX engagement_events_letter ON engagement_events (letter_id, id);

-- The audit trail stays append-only (as in 071).
CREATE TRIGGER engagement_events_are_final
BEFORE UPDATE ON engagement_events
BEGIN
  SELECT RAISE(ABORT, 'an engagement letter''s audit trail cannot change');
END;

CREATE TRIGGER engagement_signed_events_are_kept
BEFORE DELETE ON engagement_events
WHEN (SELECT signed_at FROM engagement_letters WHERE id = OLD.letter_id) IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'a signed engagement letter''s audit trail cannot be deleted');
END;
