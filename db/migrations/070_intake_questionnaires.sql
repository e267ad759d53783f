-- Intake questionnaires (docs/INTAKE.md): one questionnaire sent to the person who wrote an
-- inquiry, from its definition in app/content/questionnaires/. Only the SHA-256 of the link's token
-- is stored. The answers are stored encrypted (AES-256-GCM) under the questionnaire's own data key,
-- which is stored only wrapped by the documents' master key (docs/DOCUMENTS.md#the-master-key).
-- Never edit a landed migration: add the next number.
CREATE TABLE intake_questionnaires (
  id             INTEGER PRIMARY KEY,
  message_id     INTEGER NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  questionnaire  TEXT    NOT NULL,            -- its file name in app/content/questionnaires/
  title          TEXT    NOT NULL,            -- as sent
  token_hash     TEXT    NOT NULL UNIQUE,
  created_at     INTEGER NOT NULL,
  created_by     INTEGER REFERENCES desk_staff (id),   -- null: offered by a booking
  expires_at     INTEGER NOT NULL,
  revoked_at     INTEGER,
  opened_at      INTEGER,                     -- the first time the link was opened
  updated_at     INTEGER,                     -- the last section saved
  completed_at   INTEGER,                     -- every section complete and submitted
  sections_done  INTEGER NOT NULL DEFAULT 0,
  wrapped_key    BLOB    NOT NULL,
  key_id         TEXT    NOT NULL,
  answers        BLOB,                        -- nonce || ciphertext || tag; null until the first save
  reminders      INTEGER NOT NULL DEFAULT 0,  -- reminders e-mailed for an unfinished questionnaire
  reminded_at    INTEGER
);
CREATE INDEX intake_questionnaires_message ON intake_questionnaires (message_id);

-- The questionnaires' e-mails, in the site's outbox (app/db/outbox-table.server.ts): the same
-- columns and statuses as its other tables.
CREATE TABLE intake_emails (
  id               INTEGER PRIMARY KEY,
  questionnaire_id INTEGER REFERENCES intake_questionnaires (id) ON DELETE CASCADE,
  kind             TEXT    NOT NULL CHECK (kind IN ('link', 'reminder', 'completed-staff')),
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
  created_at       INTEGER NOT NULL
);
CREATE INDEX intake_emails_due ON intake_emails (status, next_attempt_at);
