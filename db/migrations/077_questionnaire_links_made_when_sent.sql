-- No working questionnaire link at rest, even while its e-mail waits in the outbox
-- (docs/INTAKE.md#e-mails), as for the documents' links (063): the link e-mail is stored with a
-- placeholder where the link's secret goes; the outbox makes a fresh secret as it sends the e-mail
-- and keeps only its SHA-256 here. Each such link opens the same questionnaire until it is turned
-- off or expires, like the questionnaire's own first link (intake_questionnaires.token_hash).
-- Never edit a landed migration: add the next number.
CREATE TABLE intake_questionnaire_links (
  token_hash       TEXT    PRIMARY KEY,
  questionnaire_id INTEGER NOT NULL REFERENCES intake_questionnaires (id) ON DELETE CASCADE,
  created_at       INTEGER NOT NULL
);
CREATE INDEX intake_questionnaire_links_questionnaire ON intake_questionnaire_links (questionnaire_id);

-- E-mails stored before this migration held the whole link (a sent one had it replaced by a note
-- once the SMTP server took it; a waiting one still held it): the secret is replaced by the same
-- placeholder. A waiting e-mail gets a fresh link when it is sent; a sent one opens nothing.
UPDATE intake_emails
SET body = substr(body, 1, instr(body, '/questionnaire/') + 14)
        || '{link-made-when-sent}'
        || substr(body, instr(body, '/questionnaire/') + 15 + 43)
WHERE instr(body, '/questionnaire/') > 0
  AND length(substr(body, instr(body, '/questionnaire/') + 15, 43)) = 43
  AND substr(body, instr(body, '/questionnaire/') + 15, 43) NOT GLOB '*[^A-Za-z0-9_-]*';
