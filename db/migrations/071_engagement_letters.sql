-- Engagement letters signed online (docs/ENGAGEMENT.md): one letter prepared from a template in
-- app/content/engagement/ for an inquiry, sent to its client behind a private link (only hashes of
-- its tokens are stored), opened after a one-time code e-mailed to the same address, consented to
-- and signed by typing the client's name, countersigned by a lawyer from the desk.
-- The letter's text and the signed PDFs are stored encrypted (AES-256-GCM) under the letter's own
-- data key, stored only wrapped by the documents' master key (docs/DOCUMENTS.md#the-master-key).
-- A signed letter never changes and is never deleted (triggers below): a change is a new letter.
-- Never edit a landed migration: add the next number.
CREATE TABLE engagement_letters (
  id                    INTEGER PRIMARY KEY,
  -- Null once the inquiry is deleted: a signed letter outlives it (client identification records
  -- are kept at least six years, LSO By-Law 7.1 s. 23); unsigned ones go with it (trigger below).
  message_id            INTEGER REFERENCES contact_messages (id) ON DELETE SET NULL,
  template              TEXT    NOT NULL,             -- its file name in app/content/engagement/
  title                 TEXT    NOT NULL,
  version               INTEGER NOT NULL DEFAULT 1,   -- 2, 3 … for a letter that replaces another
  replaces_id           INTEGER REFERENCES engagement_letters (id),
  client_name           TEXT    NOT NULL,             -- the inquiry's name when prepared
  client_email          TEXT    NOT NULL,
  wrapped_key           BLOB    NOT NULL,
  key_id                TEXT    NOT NULL,
  content               BLOB    NOT NULL,             -- the letter's terms, sealed JSON
  created_at            INTEGER NOT NULL,
  created_by            INTEGER REFERENCES desk_staff (id),
  updated_at            INTEGER NOT NULL,
  sent_at               INTEGER,
  sent_by               INTEGER REFERENCES desk_staff (id),
  expires_at            INTEGER,
  revoked_at            INTEGER,
  opened_at             INTEGER,
  -- The one-time code (6 digits): only an HMAC of it under the letter's data key.
  code_hash             TEXT,
  code_expires_at       INTEGER,
  code_attempts         INTEGER NOT NULL DEFAULT 0,
  codes_sent            INTEGER NOT NULL DEFAULT 0,
  code_sent_at          INTEGER,
  verified_at           INTEGER,
  -- The browser that proved the code: only the SHA-256 of its cookie's value.
  client_session_hash   TEXT,
  client_session_until  INTEGER,
  consented_at          INTEGER,
  signed_at             INTEGER,
  signed_name           TEXT,
  signed_ip             TEXT,
  signed_user_agent     TEXT,
  text_sha256           TEXT,                         -- the letter's text as signed
  signed_pdf            BLOB,                         -- sealed
  signed_sha256         TEXT UNIQUE,                  -- the signed PDF file, byte for byte
  countersigned_at      INTEGER,
  countersigned_by      INTEGER REFERENCES desk_staff (id),
  countersigned_name    TEXT,
  countersigned_pdf     BLOB,
  countersigned_sha256  TEXT UNIQUE
);
CREATE INDEX engagement_letters_message ON engagement_letters (message_id);

-- Each link e-mailed for a letter (made as the e-mail is sent: only its hash is kept).
CREATE TABLE engagement_links (
  id          INTEGER PRIMARY KEY,
  letter_id   INTEGER NOT NULL REFERENCES engagement_letters (id) ON DELETE CASCADE,
  token_hash  TEXT    NOT NULL UNIQUE,
  created_at  INTEGER NOT NULL
);

-- The audit trail: every step, with the client's address and browser where the client acted.
CREATE TABLE engagement_events (
  id          INTEGER PRIMARY KEY,
  letter_id   INTEGER NOT NULL REFERENCES engagement_letters (id) ON DELETE CASCADE,
  kind        TEXT    NOT NULL CHECK (kind IN ('prepared', 'edited', 'sent', 'opened',
                'code-sent', 'code-failed', 'code-verified', 'consented', 'signed',
                'countersigned', 'revoked')),
  at          INTEGER NOT NULL,
  staff_id    INTEGER REFERENCES desk_staff (id),
  ip          TEXT,
  user_agent  TEXT,
  detail      TEXT
);
CREATE INDEX engagement_events_letter ON engagement_events (letter_id, id);

-- The letters' e-mails, in the site's outbox (app/db/outbox-table.server.ts). A link's secret is
-- made as the e-mail is sent, a code's too; a signed copy is attached from the sealed PDF then.
CREATE TABLE engagement_emails (
  id               INTEGER PRIMARY KEY,
  letter_id        INTEGER REFERENCES engagement_letters (id) ON DELETE CASCADE,
  kind             TEXT    NOT NULL CHECK (kind IN ('link', 'code', 'signed-client',
                     'signed-staff', 'countersigned-client', 'countersigned-staff')),
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
CREATE INDEX engagement_emails_due ON engagement_emails (status, next_attempt_at);

-- A signed letter never changes: its terms, its signature and its sealed PDF are final (the data
-- key may be re-wrapped when the master key rotates: the sealed bytes and hashes stay the same).
CREATE TRIGGER engagement_signed_letter_is_final
BEFORE UPDATE OF template, title, version, replaces_id, client_name, client_email, content,
  created_at, sent_at, consented_at, signed_at, signed_name, signed_ip, signed_user_agent,
  text_sha256, signed_pdf, signed_sha256 ON engagement_letters
WHEN OLD.signed_at IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'a signed engagement letter cannot change: prepare a new letter');
END;

-- Its inquiry may be deleted (the letter is then kept on its own), never swapped for another.
CREATE TRIGGER engagement_signed_letter_keeps_its_inquiry
BEFORE UPDATE OF message_id ON engagement_letters
WHEN OLD.signed_at IS NOT NULL AND NEW.message_id IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'a signed engagement letter cannot change: prepare a new letter');
END;

-- The countersignature, once made, is final too.
CREATE TRIGGER engagement_countersignature_is_final
BEFORE UPDATE OF countersigned_at, countersigned_by, countersigned_name, countersigned_pdf,
  countersigned_sha256 ON engagement_letters
WHEN OLD.countersigned_at IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'a countersigned engagement letter cannot change');
END;

CREATE TRIGGER engagement_signed_letter_is_kept
BEFORE DELETE ON engagement_letters
WHEN OLD.signed_at IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'a signed engagement letter cannot be deleted');
END;

-- A signed letter's audit trail is append-only.
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

-- An inquiry deleted (retention, or from the desk): its unsigned letters go with it.
CREATE TRIGGER engagement_unsigned_letters_follow_their_inquiry
BEFORE DELETE ON contact_messages
BEGIN
  DELETE FROM engagement_letters WHERE message_id = OLD.id AND signed_at IS NULL;
END;
