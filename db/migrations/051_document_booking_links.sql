-- A document request made by a booking (docs/DOCUMENTS.md#from-a-booking): which booking made it,
-- so the booking's page and its confirmation e-mail find the same request, and further links to a
-- request besides its main one (each booking e-mail carries its own). As for the main link, only
-- the SHA-256 of each token is stored; a revoked or expired request answers none of them.
ALTER TABLE document_requests ADD COLUMN booking_id INTEGER REFERENCES bookings (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX document_requests_booking ON document_requests (booking_id)
  WHERE booking_id IS NOT NULL;

CREATE TABLE document_request_links (
  token_hash  TEXT    PRIMARY KEY,
  request_id  INTEGER NOT NULL REFERENCES document_requests (id) ON DELETE CASCADE,
  created_at  INTEGER NOT NULL
);
CREATE INDEX document_request_links_request ON document_request_links (request_id);
