-- Questionnaires (docs/INTAKE.md#e-mails): the links made when an e-mail is sent. A stored e-mail
-- holds a placeholder where the link's secret goes; the outbox makes a fresh secret as it sends the
-- e-mail and keeps only its SHA-256 here, so no stored e-mail ever holds a working link. Every link
-- of a questionnaire opens it until the questionnaire is turned off or expires.
-- Never edit a landed migration: add the next number.
CREATE TABLE intake_links (
  id               INTEGER PRIMARY KEY,
  questionnaire_id INTEGER NOT NULL REFERENCES intake_questionnaires (id) ON DELETE CASCADE,
  token_hash       TEXT    NOT NULL UNIQUE,
  created_at       INTEGER NOT NULL
);
CREATE INDEX intake_links_questionnaire ON intake_links (questionnaire_id);

-- When the desk flagged a questionnaire for staff: no answer after two reminders
-- (docs/INTAKE.md#reminders). Null: not flagged.
ALTER TABLE intake_questionnaires ADD COLUMN stalled_at INTEGER;
