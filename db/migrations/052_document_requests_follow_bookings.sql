-- A document request made by a booking follows it (docs/DOCUMENTS.md#requests): when the
-- consultation moves, the request's due date and expiry move by the same time and its reminder
-- may go again before the new due date; when the consultation is cancelled or declined, the
-- request is revoked (its link answers 404, no reminder goes; what was sent stays for staff).
CREATE TRIGGER document_requests_follow_booking_time AFTER UPDATE OF starts_at ON bookings
  WHEN NEW.starts_at <> OLD.starts_at
BEGIN
  UPDATE document_requests SET
    due_at = due_at + (NEW.starts_at - OLD.starts_at),
    expires_at = max(expires_at, expires_at + (NEW.starts_at - OLD.starts_at)),
    reminded_at = NULL
  WHERE booking_id = NEW.id AND revoked_at IS NULL;
END;

CREATE TRIGGER document_requests_follow_booking_end AFTER UPDATE OF status ON bookings
  WHEN NEW.status IN ('cancelled', 'declined') AND OLD.status NOT IN ('cancelled', 'declined')
BEGIN
  UPDATE document_requests SET revoked_at = NEW.status_changed_at
  WHERE booking_id = NEW.id AND revoked_at IS NULL;
END;
