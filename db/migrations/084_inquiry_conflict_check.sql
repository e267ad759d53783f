-- The conflict check on contact inquiries (docs/DESK.md#the-conflict-check; LSO Rules of
-- Professional Conduct, r. 3.4-1). A contact inquiry's names are matched when it arrives, as a
-- booking's are, and a later inquiry or booking whose names match an inquiry's is recorded on that
-- inquiry too, so each inquiry holds every possible match that concerns it. Staff settle them on
-- the inquiry's page; an engagement letter waits until none is unsettled.
CREATE TABLE inquiry_conflicts (
  id              INTEGER PRIMARY KEY,
  message_id      INTEGER NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  given_role      TEXT    NOT NULL CHECK (given_role IN ('client', 'other-party')),
  given_name      TEXT    NOT NULL,                              -- the name as this inquiry has it
  known_source    TEXT    NOT NULL CHECK (known_source IN ('inquiry', 'booking')),
  known_id        INTEGER NOT NULL,
  known_role      TEXT    NOT NULL CHECK (known_role IN ('client', 'other-party')),
  known_name      TEXT    NOT NULL,
  found_at        INTEGER NOT NULL,
  settled_at      INTEGER,
  settled_by      INTEGER REFERENCES desk_staff (id),
  settled_as      TEXT    CHECK (settled_as IN ('kept', 'declined'))
);
-- One row per pair of names and record: a match found again is not a new one.
CREATE UNIQUE INDEX inquiry_conflicts_once
  ON inquiry_conflicts (message_id, given_role, given_name, known_source, known_id, known_role, known_name);

-- When the check ran on the inquiry's own names, and how many possible matches it found. NULL: never
-- (an inquiry from before this check, checked when its engagement letter is sent).
ALTER TABLE contact_messages ADD COLUMN conflict_checked_at INTEGER;
ALTER TABLE contact_messages ADD COLUMN conflict_check_found INTEGER;
