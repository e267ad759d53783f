-- The desk as a triage inbox (docs/DESK.md): the inbox's order kept in an index, a search index,
-- follow-up dates on notes, replies e-mailed from the desk, and the daily digest. Never edit a
-- landed migration: add the next number instead.

-- 1. Every message has its desk row from the moment it is stored (a trigger below), carrying what
-- the inbox sorts and counts by, so a page of the inbox is read from one index instead of sorting
-- every message. `received_at`, `suspected` and `service_type` are copies of the message's own
-- (they never change).
ALTER TABLE desk_inquiries ADD COLUMN received_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE desk_inquiries ADD COLUMN suspected INTEGER NOT NULL DEFAULT 0;
ALTER TABLE desk_inquiries ADD COLUMN service_type TEXT;

-- The inbox's order as one number: first New messages from people, then New suspected spam, then
-- the other open statuses, then the closed ones; newest first within each (2^42 ms reaches 2109).
-- Ordering by (inbox_key, message_id) is "unanswered first, newest first" (docs/DESK.md#the-inbox).
ALTER TABLE desk_inquiries ADD COLUMN inbox_key INTEGER GENERATED ALWAYS AS (
  (CASE
     WHEN status = 'new' THEN (CASE WHEN suspected = 0 THEN 0 ELSE 1 END)
     WHEN status IN ('contacted', 'consultation-booked') THEN 2
     ELSE 3
   END) * 4398046511104 + (4398046511103 - received_at)
) VIRTUAL;

INSERT INTO desk_inquiries (message_id) SELECT id FROM contact_messages
  WHERE id NOT IN (SELECT message_id FROM desk_inquiries);
UPDATE desk_inquiries SET
  received_at = (SELECT m.received_at FROM contact_messages m WHERE m.id = desk_inquiries.message_id),
  suspected = (SELECT m.suspected_spam IS NOT NULL FROM contact_messages m WHERE m.id = desk_inquiries.message_id),
  service_type = (SELECT m.service_type FROM contact_messages m WHERE m.id = desk_inquiries.message_id);

DROP INDEX desk_inquiries_status;
-- The whole inbox, and the open ones (inbox_key below 3 * 2^42).
CREATE INDEX desk_inquiries_inbox ON desk_inquiries (inbox_key, message_id);
-- One status's tab.
CREATE INDEX desk_inquiries_status_inbox ON desk_inquiries (status, inbox_key, message_id);
-- "Mine" and "Unassigned".
CREATE INDEX desk_inquiries_assignee_inbox ON desk_inquiries (assigned_to, inbox_key, message_id);
-- Received between two dates.
CREATE INDEX desk_inquiries_received ON desk_inquiries (received_at);

-- How many inquiries there are of each status, by assignee (0: no one), suspected spam and
-- practice area ('' when not given): the inbox's tab counts, kept by the triggers below, so they
-- cost the same with 100 inquiries or 100,000.
CREATE TABLE desk_inquiry_counts (
  status        TEXT    NOT NULL,
  suspected     INTEGER NOT NULL,
  assigned_to   INTEGER NOT NULL,
  service_type  TEXT    NOT NULL,
  n             INTEGER NOT NULL,
  PRIMARY KEY (status, suspected, assigned_to, service_type)
) WITHOUT ROWID;

INSERT INTO desk_inquiry_counts (status, suspected, assigned_to, service_type, n)
  SELECT status, suspected, COALESCE(assigned_to, 0), COALESCE(service_type, ''), COUNT(*)
    FROM desk_inquiries GROUP BY 1, 2, 3, 4;

CREATE TRIGGER desk_inquiries_count_insert AFTER INSERT ON desk_inquiries
BEGIN
  INSERT INTO desk_inquiry_counts (status, suspected, assigned_to, service_type, n)
    VALUES (new.status, new.suspected, COALESCE(new.assigned_to, 0), COALESCE(new.service_type, ''), 1)
    ON CONFLICT (status, suspected, assigned_to, service_type) DO UPDATE SET n = n + 1;
END;

CREATE TRIGGER desk_inquiries_count_delete AFTER DELETE ON desk_inquiries
BEGIN
  UPDATE desk_inquiry_counts SET n = n - 1
   WHERE status = old.status AND suspected = old.suspected
     AND assigned_to = COALESCE(old.assigned_to, 0) AND service_type = COALESCE(old.service_type, '');
END;

CREATE TRIGGER desk_inquiries_count_update AFTER UPDATE OF status, suspected, assigned_to, service_type ON desk_inquiries
BEGIN
  UPDATE desk_inquiry_counts SET n = n - 1
   WHERE status = old.status AND suspected = old.suspected
     AND assigned_to = COALESCE(old.assigned_to, 0) AND service_type = COALESCE(old.service_type, '');
  INSERT INTO desk_inquiry_counts (status, suspected, assigned_to, service_type, n)
    VALUES (new.status, new.suspected, COALESCE(new.assigned_to, 0), COALESCE(new.service_type, ''), 1)
    ON CONFLICT (status, suspected, assigned_to, service_type) DO UPDATE SET n = n + 1;
END;

-- 2. The search index: names, e-mail, the phone number's digits and the message, for search as you
-- type (SQLite FTS5, https://www.sqlite.org/fts5.html). Contentless: it holds the index only, never
-- a second copy of the text; its rowid is the message's id. Two- and three-letter prefixes are
-- indexed too, for the first letters typed.
CREATE VIRTUAL TABLE inquiry_search USING fts5(
  name, email, phone, message,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

-- The phone number as digits only ("(416) 555-0142" -> 4165550142), and without a leading 1.
CREATE VIEW inquiry_search_source AS
  SELECT id, first_name || ' ' || last_name AS name, email,
         CASE WHEN length(digits) = 11 AND substr(digits, 1, 1) = '1' THEN digits || ' ' || substr(digits, 2) ELSE digits END AS phone,
         message
    FROM (SELECT *, replace(replace(replace(replace(replace(replace(replace(COALESCE(phone, ''), '-', ''), ' ', ''), '(', ''), ')', ''), '.', ''), '+', ''), '/', '') AS digits
            FROM contact_messages);

INSERT INTO inquiry_search (rowid, name, email, phone, message)
  SELECT id, name, email, phone, message FROM inquiry_search_source;

CREATE TRIGGER contact_messages_desk_row AFTER INSERT ON contact_messages
BEGIN
  INSERT INTO desk_inquiries (message_id, received_at, suspected, service_type)
    VALUES (new.id, new.received_at, new.suspected_spam IS NOT NULL, new.service_type)
    ON CONFLICT (message_id) DO UPDATE SET received_at = excluded.received_at,
      suspected = excluded.suspected, service_type = excluded.service_type;
  INSERT INTO inquiry_search (rowid, name, email, phone, message)
    SELECT id, name, email, phone, message FROM inquiry_search_source WHERE id = new.id;
END;

CREATE TRIGGER contact_messages_search_update AFTER UPDATE OF first_name, last_name, email, phone, message ON contact_messages
BEGIN
  DELETE FROM inquiry_search WHERE rowid = old.id;
  INSERT INTO inquiry_search (rowid, name, email, phone, message)
    SELECT id, name, email, phone, message FROM inquiry_search_source WHERE id = new.id;
END;

-- A deleted message leaves the search at once (retention, privacy requests, the desk).
CREATE TRIGGER contact_messages_search_delete AFTER DELETE ON contact_messages
BEGIN
  DELETE FROM inquiry_search WHERE rowid = old.id;
END;

-- 3. Follow-ups: a note may carry a date (Toronto) by which someone follows up; done once someone
-- marks it so. A note without a date is a plain note.
ALTER TABLE desk_notes ADD COLUMN follow_up_on TEXT;          -- YYYY-MM-DD, Toronto
ALTER TABLE desk_notes ADD COLUMN follow_up_done_at INTEGER;  -- Unix ms
ALTER TABLE desk_notes ADD COLUMN follow_up_done_by INTEGER REFERENCES desk_staff (id);
CREATE INDEX desk_notes_open_follow_ups ON desk_notes (follow_up_on, message_id)
  WHERE follow_up_on IS NOT NULL AND follow_up_done_at IS NULL;

-- 4. Replies e-mailed to the visitor from the desk, sent by the site's outbox like its other
-- e-mails (stored first, claimed before sending, never sent twice): pending -> sending -> sent;
-- 'interrupted' when a crash cut a send off (never re-sent on its own); 'dropped' when it cannot be
-- sent at all (the visitor's address is not usable; last_error says why).
CREATE TABLE desk_replies (
  id              INTEGER PRIMARY KEY,
  message_id      INTEGER NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  staff_id        INTEGER NOT NULL REFERENCES desk_staff (id),
  created_at      INTEGER NOT NULL,          -- Unix ms
  template        TEXT,                      -- the template it started from, if any
  from_address    TEXT    NOT NULL,          -- the firm's (or the practice area's) address
  subject         TEXT    NOT NULL,
  body            TEXT    NOT NULL,
  status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'interrupted', 'dropped')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  claimed_at      INTEGER,
  sent_at         INTEGER,
  last_error      TEXT                       -- an SMTP error code or class, never content
);
CREATE INDEX desk_replies_message ON desk_replies (message_id, id);
CREATE INDEX desk_replies_due ON desk_replies (status, next_attempt_at);

-- 5. The daily digest: each person may turn it off; each day's digests are queued once (the day's
-- row is the proof, whatever restarts happen), then sent by the outbox, each at most once.
ALTER TABLE desk_staff ADD COLUMN daily_digest INTEGER NOT NULL DEFAULT 1;

CREATE TABLE desk_digest_days (
  day        TEXT    PRIMARY KEY,            -- YYYY-MM-DD, Toronto
  queued_at  INTEGER NOT NULL
);

CREATE TABLE desk_digests (
  id              INTEGER PRIMARY KEY,
  day             TEXT    NOT NULL REFERENCES desk_digest_days (day),
  staff_id        INTEGER NOT NULL REFERENCES desk_staff (id),
  status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'interrupted', 'dropped')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  claimed_at      INTEGER,
  sent_at         INTEGER,
  last_error      TEXT,
  UNIQUE (day, staff_id)
);
CREATE INDEX desk_digests_due ON desk_digests (status, next_attempt_at);
