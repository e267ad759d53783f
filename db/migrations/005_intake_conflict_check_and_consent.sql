-- Two optional answers for the firm's conflict check, and the consent given with the message
-- (docs/CONTACT-INBOX.md, docs/PRODUCT-RULES.md#contact-and-privacy). Added columns only: every
-- earlier message keeps its values and reads NULL in the new columns (no consent was recorded then).
ALTER TABLE contact_messages ADD COLUMN other_parties TEXT;           -- "Other people involved", as typed
ALTER TABLE contact_messages ADD COLUMN key_date TEXT;                -- "Any key date", as typed (free text)
ALTER TABLE contact_messages ADD COLUMN consent_text_version TEXT;    -- which consent wording was ticked (contact-schema.ts, consentWordings)
ALTER TABLE contact_messages ADD COLUMN consent_at INTEGER;           -- when the server received that consent, Unix ms (UTC)
