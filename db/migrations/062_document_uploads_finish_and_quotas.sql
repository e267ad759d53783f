-- Uploads that finish, and storage bounded per person (docs/DOCUMENTS.md#storage-per-person).
--
-- A finished resumable upload keeps its row, pointing at the document it became, so that asking
-- for its offset (tus HEAD) answers "complete" for as long as its document is kept, and a client
-- that remembers the upload never sends the file again; the row goes with its document. The
-- metadata the client sent at creation is kept to be echoed (tus 1.0.0: Upload-Metadata).
ALTER TABLE document_uploads ADD COLUMN document_id INTEGER REFERENCES documents (id) ON DELETE CASCADE;
ALTER TABLE document_uploads ADD COLUMN metadata TEXT;
CREATE INDEX document_uploads_document ON document_uploads (document_id);

-- Which client address a file or an upload came from, as a keyed hash (HMAC with a key derived
-- from the documents' master key): enough to add up what one address holds, never the address.
ALTER TABLE document_uploads ADD COLUMN client_key TEXT;
ALTER TABLE documents ADD COLUMN client_key TEXT;
CREATE INDEX document_uploads_client ON document_uploads (client_key) WHERE client_key IS NOT NULL;
CREATE INDEX documents_client ON documents (client_key) WHERE client_key IS NOT NULL;

-- What one e-mail address holds is added up across its inquiries' requests.
CREATE INDEX contact_messages_email ON contact_messages (email COLLATE NOCASE);
