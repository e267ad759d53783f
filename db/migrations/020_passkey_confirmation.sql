-- Adding or removing a passkey needs a fresh confirmation with an existing one (docs/DESK.md#2-lost-or-replaced-devices):
-- the session remembers when its person last confirmed, and challenges gain the purpose 'confirm'.
-- Challenges live five minutes, so the table is rebuilt empty rather than copied.
DROP TABLE desk_challenges;
CREATE TABLE desk_challenges (
  challenge    TEXT    PRIMARY KEY,
  purpose      TEXT    NOT NULL CHECK (purpose IN ('sign-in', 'enroll', 'add-passkey', 'confirm')),
  staff_id     INTEGER,
  expires_at   INTEGER NOT NULL
);

-- When this session's person last confirmed with a passkey (Unix ms); spent by the change it allows.
ALTER TABLE desk_sessions ADD COLUMN confirmed_at INTEGER;
