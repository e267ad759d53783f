-- What was done about a PDF's scripts and actions on arrival (docs/DOCUMENTS.md#pdfs-without-their-scripts):
-- 'none' (nothing found, stored as sent), 'removed' (stored without them), 'unchecked' (encrypted or
-- unreadable, kept as sent and offered to staff for download only). NULL for every other type.
ALTER TABLE documents ADD COLUMN active_content TEXT
  CHECK (active_content IN ('none', 'removed', 'unchecked'));

-- PDFs received before this check was made were stored as sent, scripts included: download only.
UPDATE documents SET active_content = 'unchecked' WHERE media_type = 'application/pdf';
