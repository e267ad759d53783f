-- A booking's document request is due again, counted from the moment its consultation moves
-- (docs/DOCUMENTS.md#from-a-booking): in business days before the new time, never before the close
-- of the next business day, and with no date when nothing fits before it, as when it was booked
-- (app/documents/document-due.server.ts). Migration 052's trigger moved the due date by the time
-- the consultation moved, which left a consultation moved earlier with documents due in the past or
-- on a weekend. The count needs the firm's business days and holidays, so the service moving the
-- booking recounts it in the move's transaction; the trigger keeps the rest (the link's expiry, the
-- reminder that may go again).
--
-- The request keeps its checklist's `dueBeforeConsultationHours`, copied when it is made like the
-- rest of its checklist. The requests bookings made before this came from the one checklist sent
-- with bookings then, immigration-consultation: 48 hours.
ALTER TABLE document_requests ADD COLUMN due_before_hours INTEGER;
UPDATE document_requests SET due_before_hours = 48
  WHERE booking_id IS NOT NULL AND template = 'immigration-consultation';

DROP TRIGGER document_requests_follow_booking_time;
CREATE TRIGGER document_requests_follow_booking_time AFTER UPDATE OF starts_at ON bookings
  WHEN NEW.starts_at <> OLD.starts_at
BEGIN
  UPDATE document_requests SET
    expires_at = max(expires_at, expires_at + (NEW.starts_at - OLD.starts_at)),
    reminded_at = NULL
  WHERE booking_id = NEW.id AND revoked_at IS NULL;
END;
