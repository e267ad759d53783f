-- One row that /healthz rewrites to prove the database accepts writes (docs/OPERATIONS.md#health-check).
-- It holds only the time of the last check.
CREATE TABLE health_probe (
  id         INTEGER PRIMARY KEY CHECK (id = 1),
  checked_at INTEGER NOT NULL          -- Unix ms
);
