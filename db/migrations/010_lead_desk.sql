-- The lead desk (docs/DESK.md): staff accounts with passkeys, server-side sessions, the status of
-- each inquiry, notes and an append-only audit log. Never edit a landed migration: add the next
-- number instead.

CREATE TABLE desk_staff (
  id           INTEGER PRIMARY KEY,
  email        TEXT    NOT NULL UNIQUE COLLATE NOCASE,
  name         TEXT    NOT NULL,
  user_handle  TEXT    NOT NULL UNIQUE,      -- WebAuthn user.id (random, base64url), never the e-mail
  created_at   INTEGER NOT NULL,             -- Unix ms
  disabled_at  INTEGER
);

-- One row per registered passkey (WebAuthn public-key credential).
CREATE TABLE desk_passkeys (
  id            TEXT    PRIMARY KEY,         -- credential id, base64url
  staff_id      INTEGER NOT NULL REFERENCES desk_staff (id),
  public_key    BLOB    NOT NULL,
  counter       INTEGER NOT NULL DEFAULT 0,
  transports    TEXT,                        -- JSON array
  device_type   TEXT    NOT NULL,            -- singleDevice | multiDevice
  backed_up     INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL,
  last_used_at  INTEGER
);
CREATE INDEX desk_passkeys_staff ON desk_passkeys (staff_id);

-- Single-use enrollment links: only the SHA-256 of the token is stored.
CREATE TABLE desk_enrollments (
  token_hash  TEXT    PRIMARY KEY,
  staff_id    INTEGER NOT NULL REFERENCES desk_staff (id),
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER,
  revoked_at  INTEGER
);

-- Server-side sessions: only the SHA-256 of the cookie's random id is stored.
CREATE TABLE desk_sessions (
  id_hash       TEXT    PRIMARY KEY,
  staff_id      INTEGER NOT NULL REFERENCES desk_staff (id),
  created_at    INTEGER NOT NULL,
  last_seen_at  INTEGER NOT NULL
);
CREATE INDEX desk_sessions_staff ON desk_sessions (staff_id);

-- WebAuthn challenges, each usable once and for a few minutes.
CREATE TABLE desk_challenges (
  challenge    TEXT    PRIMARY KEY,
  purpose      TEXT    NOT NULL CHECK (purpose IN ('sign-in', 'enroll', 'add-passkey')),
  staff_id     INTEGER,
  expires_at   INTEGER NOT NULL
);

-- The desk's state of each inquiry. A message without a row is New and unassigned.
CREATE TABLE desk_inquiries (
  message_id         INTEGER PRIMARY KEY REFERENCES contact_messages (id) ON DELETE CASCADE,
  status             TEXT    NOT NULL DEFAULT 'new' CHECK (status IN
                       ('new', 'contacted', 'consultation-booked', 'retained', 'not-proceeding', 'spam')),
  status_changed_at  INTEGER,
  first_reply_at     INTEGER,                -- set once, when the first reply is recorded
  assigned_to        INTEGER REFERENCES desk_staff (id)
);
CREATE INDEX desk_inquiries_status ON desk_inquiries (status);

CREATE TABLE desk_notes (
  id          INTEGER PRIMARY KEY,
  message_id  INTEGER NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  staff_id    INTEGER NOT NULL REFERENCES desk_staff (id),
  created_at  INTEGER NOT NULL,
  body        TEXT    NOT NULL
);
CREATE INDEX desk_notes_message ON desk_notes (message_id);

-- Who did what, when. No visitor's personal data is written here (only inquiry numbers, statuses
-- and counts), so deleting an inquiry leaves the record that it existed and was worked.
-- Append-only: the triggers refuse any UPDATE or DELETE.
CREATE TABLE desk_audit_log (
  id          INTEGER PRIMARY KEY,
  at          INTEGER NOT NULL,
  staff_id    INTEGER REFERENCES desk_staff (id),
  action      TEXT    NOT NULL,
  message_id  INTEGER,                       -- no foreign key: the entry outlives the inquiry
  detail      TEXT
);
CREATE INDEX desk_audit_log_at ON desk_audit_log (at);
CREATE INDEX desk_audit_log_message ON desk_audit_log (message_id);

CREATE TRIGGER desk_audit_log_no_update BEFORE UPDATE ON desk_audit_log
BEGIN
  SELECT RAISE(ABORT, 'the audit log is append-only');
END;

CREATE TRIGGER desk_audit_log_no_delete BEFORE DELETE ON desk_audit_log
BEGIN
  SELECT RAISE(ABORT, 'the audit log is append-only');
END;
