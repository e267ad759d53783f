-- A questionnaire a booking offered (docs/INTAKE.md#from-a-booking) ends with the booking, as its
-- document request does (052): when the consultation is cancelled or declined and the inquiry has
-- no other consultation to come, an unfinished questionnaire the booking offered (created_by is
-- null: no staff member sent it) is revoked: its link answers 404 and no reminder goes. Answers
-- already saved stay for staff; a finished questionnaire is left as it is; one staff sent is
-- staff's to revoke.
CREATE TRIGGER intake_questionnaires_follow_booking_end AFTER UPDATE OF status ON bookings
  WHEN NEW.status IN ('cancelled', 'declined') AND OLD.status NOT IN ('cancelled', 'declined')
BEGIN
  UPDATE intake_questionnaires SET revoked_at = NEW.status_changed_at
  WHERE message_id = NEW.message_id
    AND created_by IS NULL
    AND revoked_at IS NULL
    AND completed_at IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM bookings other
      WHERE other.message_id = NEW.message_id AND other.id <> NEW.id
        AND other.status IN ('held', 'confirmed')
    );
END;
