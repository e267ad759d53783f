-- Documents before the consultation (docs/DOCUMENTS.md): requests sent from the desk with a
-- checklist, the files clients upload against each item (stored encrypted outside the database:
-- only their wrapped keys are here), uploads still arriving, the e-mails about them, and the
-- objects waiting to be removed from storage. Never edit a landed migration: add the next number.

-- Which master key wraps the data keys: a fixed value wrapped by it proves the configured key is
-- the right one at start-up (docs/DOCUMENTS.md#the-master-key).
CREATE TABLE document_master_key (
  id          INTEGER PRIMARY KEY CHECK (id = 1),
  key_id      TEXT    NOT NULL,
  key_check   BLOB    NOT NULL,
  created_at  INTEGER NOT NULL
);

-- One request for documents, sent to the person who wrote an inquiry. Only the SHA-256 of the
-- link's token is stored.
CREATE TABLE document_requests (
  id            INTEGER PRIMARY KEY,
  message_id    INTEGER NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  template      TEXT    NOT NULL,            -- the checklist it was built from (its file name)
  title         TEXT    NOT NULL,
  intro         TEXT,                        -- the checklist's opening words, as sent
  token_hash    TEXT    NOT NULL UNIQUE,
  created_at    INTEGER NOT NULL,
  created_by    INTEGER REFERENCES desk_staff (id),   -- null: made by a booking
  due_at        INTEGER,                     -- Unix ms
  expires_at    INTEGER NOT NULL,
  revoked_at    INTEGER,
  reminded_at   INTEGER
);
CREATE INDEX document_requests_message ON document_requests (message_id);

CREATE TABLE document_request_items (
  id                INTEGER PRIMARY KEY,
  request_id        INTEGER NOT NULL REFERENCES document_requests (id) ON DELETE CASCADE,
  position          INTEGER NOT NULL,
  label             TEXT    NOT NULL,
  hint              TEXT,
  optional          INTEGER NOT NULL DEFAULT 0,
  state             TEXT    NOT NULL DEFAULT 'missing'
                      CHECK (state IN ('missing', 'received', 'accepted', 'returned')),
  return_reason     TEXT,
  state_changed_at  INTEGER,
  state_changed_by  INTEGER REFERENCES desk_staff (id)
);
CREATE INDEX document_request_items_request ON document_request_items (request_id);

-- One file received for an item. object_key names the encrypted object in storage (random, never
-- the client's file name); it is cleared when the object is removed (malware found).
CREATE TABLE documents (
  id              INTEGER PRIMARY KEY,
  item_id         INTEGER NOT NULL REFERENCES document_request_items (id) ON DELETE CASCADE,
  object_key      TEXT    UNIQUE,
  wrapped_key     BLOB    NOT NULL,
  key_id          TEXT    NOT NULL,
  file_name       TEXT    NOT NULL,          -- as the client named it: shown, never used as a path
  media_type      TEXT    NOT NULL,
  bytes           INTEGER NOT NULL,
  original_bytes  INTEGER NOT NULL,
  received_at     INTEGER NOT NULL,
  scan            TEXT    NOT NULL CHECK (scan IN ('pending', 'clean', 'infected', 'unscanned')),
  scanned_at      INTEGER,
  scan_attempts   INTEGER NOT NULL DEFAULT 0,
  next_scan_at    INTEGER,
  signature       TEXT                       -- the scanner's name for what it found
);
CREATE INDEX documents_item ON documents (item_id);
CREATE INDEX documents_scan ON documents (scan, next_scan_at);

-- A resumable upload still arriving (tus): its bytes are an encrypted append log on local disk.
CREATE TABLE document_uploads (
  id              TEXT    PRIMARY KEY,        -- random, the upload's URL
  item_id         INTEGER NOT NULL REFERENCES document_request_items (id) ON DELETE CASCADE,
  file_name       TEXT    NOT NULL,
  declared_bytes  INTEGER NOT NULL,
  received_bytes  INTEGER NOT NULL DEFAULT 0,
  log_bytes       INTEGER NOT NULL DEFAULT 0,
  records         INTEGER NOT NULL DEFAULT 0,
  header          BLOB,
  wrapped_key     BLOB    NOT NULL,
  key_id          TEXT    NOT NULL,
  created_at      INTEGER NOT NULL
);

-- Objects to remove from storage. Filled by triggers, so that however a row goes (staff delete an
-- inquiry, retention, an access-request deletion, a cascade), its encrypted file follows.
CREATE TABLE document_object_removals (
  object_key  TEXT    PRIMARY KEY,            -- a storage key, or incoming/<upload id>
  queued_at   INTEGER NOT NULL
);

CREATE TRIGGER documents_removed AFTER DELETE ON documents
WHEN OLD.object_key IS NOT NULL
BEGIN
  INSERT OR IGNORE INTO document_object_removals (object_key, queued_at)
  VALUES (OLD.object_key, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

CREATE TRIGGER documents_object_cleared AFTER UPDATE OF object_key ON documents
WHEN OLD.object_key IS NOT NULL AND NEW.object_key IS NULL
BEGIN
  INSERT OR IGNORE INTO document_object_removals (object_key, queued_at)
  VALUES (OLD.object_key, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

CREATE TRIGGER document_uploads_removed AFTER DELETE ON document_uploads
BEGIN
  INSERT OR IGNORE INTO document_object_removals (object_key, queued_at)
  VALUES ('incoming/' || OLD.id, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;

-- E-mails about documents (the link, the receipt, an item sent back, malware found, a reminder),
-- stored before they are sent and claimed before each attempt, so none is lost or sent twice.
CREATE TABLE document_emails (
  id               INTEGER PRIMARY KEY,
  request_id       INTEGER REFERENCES document_requests (id) ON DELETE CASCADE,
  kind             TEXT    NOT NULL CHECK (kind IN
                     ('request', 'receipt', 'returned', 'malware-client', 'malware-staff', 'reminder')),
  recipient        TEXT    NOT NULL,
  subject          TEXT    NOT NULL,
  body             TEXT    NOT NULL,
  status           TEXT    NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'sending', 'sent', 'interrupted')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  INTEGER NOT NULL,
  sent_at          INTEGER,
  last_error       TEXT,
  created_at       INTEGER NOT NULL
);
CREATE INDEX document_emails_due ON document_emails (status, next_attempt_at);
