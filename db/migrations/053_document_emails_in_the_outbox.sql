-- The documents' e-mails join the site's outbox (app/db/outbox-table.server.ts), which sends the
-- contact form's, the desk's and the booking's e-mails: the same columns and statuses as those
-- tables, so one piece of code claims, sends, retries and drops them all
-- (docs/DOCUMENTS.md#e-mails). SQLite cannot change a CHECK in place, so the table is rebuilt.
-- What changes for a row: `claimed_at` (when a send was last started), and 'dropped' (an e-mail
-- that cannot be sent at all, e.g. its request was deleted while it waited).
CREATE TABLE document_emails_next (
  id               INTEGER PRIMARY KEY,
  request_id       INTEGER REFERENCES document_requests (id) ON DELETE CASCADE,
  kind             TEXT    NOT NULL CHECK (kind IN
                     ('request', 'receipt', 'returned', 'malware-client', 'malware-staff', 'reminder')),
  recipient        TEXT    NOT NULL,
  subject          TEXT    NOT NULL,
  body             TEXT    NOT NULL,
  status           TEXT    NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'sending', 'sent', 'interrupted', 'dropped')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_at  INTEGER NOT NULL,
  claimed_at       INTEGER,
  sent_at          INTEGER,
  last_error       TEXT,                           -- an SMTP error class, or why it was dropped; never content
  created_at       INTEGER NOT NULL
);
INSERT INTO document_emails_next
  (id, request_id, kind, recipient, subject, body, status, attempts, next_attempt_at, sent_at,
   last_error, created_at)
SELECT id, request_id, kind, recipient, subject, body, status, attempts, next_attempt_at, sent_at,
   last_error, created_at
FROM document_emails;
DROP TABLE document_emails;
ALTER TABLE document_emails_next RENAME TO document_emails;
CREATE INDEX document_emails_due ON document_emails (status, next_attempt_at);
CREATE INDEX document_emails_request ON document_emails (request_id);
