-- Each questionnaire e-mail's Message-ID (RFC 5322, 3.6.4), as it was sent, like every other table
-- of the outbox (063, 071): random (a UUID v4 on MAIL_FROM's domain), made when the e-mail is first
-- composed and kept through its retries, so later e-mails to the client about the same inquiry can
-- name it in In-Reply-To and References (docs/STANDARDS.md#e-mail).
-- Never edit a landed migration: add the next number.
ALTER TABLE intake_emails ADD COLUMN mail_message_id TEXT;
