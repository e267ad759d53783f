-- The documents link a booking's confirmation page showed stops working
-- (docs/DOCUMENTS.md#from-a-booking). The page gave whoever booked the request's own link, before
-- the e-mail address was proven, so a booking in someone else's name handed the booker that
-- person's documents page, and with it their files' names and the quota of their address. Now only
-- the e-mails to the booking's address carry a link (each its own, in document_request_links, which
-- stay); the request's own link, the one the page showed, is replaced by a random value nobody
-- holds. Requests the desk made are untouched: their own link was never shown.
UPDATE document_requests
  SET token_hash = 'retired-' || lower(hex(randomblob(32)))
  WHERE booking_id IS NOT NULL;
