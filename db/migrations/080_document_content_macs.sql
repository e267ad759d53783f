-- The same file sent twice for one item is kept once (docs/DOCUMENTS.md#the-same-file-twice).
--
-- Each document records a keyed hash of the bytes the client sent (HMAC-SHA-256 under a key derived
-- from the documents' master key, so the database cannot be asked whether it holds a known file),
-- and when staff sent its item back: a file sent back is no longer one the firm holds for the item,
-- so the same file sent again afterwards is stored again, for staff to decide once more.
ALTER TABLE documents ADD COLUMN content_mac TEXT;
ALTER TABLE documents ADD COLUMN returned_at INTEGER;
CREATE INDEX documents_item_content ON documents (item_id, content_mac) WHERE content_mac IS NOT NULL;
