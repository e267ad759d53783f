-- Every desk action acts once (docs/DESK.md#every-action-once): a form rendered by the desk carries a
-- key minted for that rendering; a post of it claims (key, person, page, fields) here before acting,
-- so the same post sent twice (a double click, a retry, the back button) finds its claim and is
-- answered with the first answer instead of acting again. Never edit a landed migration: add the
-- next number instead.
CREATE TABLE desk_form_submissions (
  -- SHA-256 (hex) of the form's key, the staff member, the page's path and the fields posted.
  digest TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL,
  submitted_at INTEGER NOT NULL,
  -- The first answer (JSON), once it is known; NULL while the first post is being acted on.
  answer TEXT
) WITHOUT ROWID;

CREATE INDEX desk_form_submissions_by_time ON desk_form_submissions (submitted_at);
