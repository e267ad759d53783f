-- Two live consultations of one lawyer never overlap, whatever the code above the database does
-- (docs/decisions/040-a-second-database-engine.md). The unique index of 040 stops two bookings
-- at the same start; these triggers stop any overlap of [starts_at, ends_at), so a booking of a
-- longer consultation type, a move from the desk or a concurrent writer can never double-book a
-- lawyer. PostgreSQL says the same with an exclusion constraint (btree_gist, tstzrange &&).

CREATE TRIGGER bookings_never_overlap_on_insert
BEFORE INSERT ON bookings
WHEN NEW.status IN ('held', 'confirmed', 'attended', 'no-show')
  AND EXISTS (
    SELECT 1 FROM bookings b
     WHERE b.lawyer = NEW.lawyer
       AND b.status IN ('held', 'confirmed', 'attended', 'no-show')
       AND b.starts_at < NEW.ends_at AND NEW.starts_at < b.ends_at)
BEGIN
  SELECT RAISE(ABORT, 'bookings_overlap');
END;

CREATE TRIGGER bookings_never_overlap_on_update
BEFORE UPDATE OF lawyer, starts_at, ends_at, status ON bookings
WHEN NEW.status IN ('held', 'confirmed', 'attended', 'no-show')
  AND EXISTS (
    SELECT 1 FROM bookings b
     WHERE b.id <> NEW.id
       AND b.lawyer = NEW.lawyer
       AND b.status IN ('held', 'confirmed', 'attended', 'no-show')
       AND b.starts_at < NEW.ends_at AND NEW.starts_at < b.ends_at)
BEGIN
  SELECT RAISE(ABORT, 'bookings_overlap');
END;
