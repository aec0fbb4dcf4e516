-- Each outbox job now has a kind: 'staff' (the enquiry e-mailed to CONTACT_TO, every job so far)
-- or 'acknowledgement' (the visitor's "we have received it"). An enquiry has at most one job of
-- each kind, each with its own delivery state. SQLite cannot change a UNIQUE constraint in place:
-- the outbox is built again under another name, its rows copied with their ids as staff jobs, the
-- old table dropped and the new one renamed (nothing refers to the outbox).
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('staff', 'acknowledgement')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  locked_by TEXT,
  locked_until INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  UNIQUE (enquiry_id, kind)
);
INSERT INTO outbox_new (id, enquiry_id, kind, status, attempts, next_attempt_at, locked_by,
    locked_until, last_error, created_at, sent_at)
  SELECT id, enquiry_id, 'staff', status, attempts, next_attempt_at, locked_by, locked_until,
    last_error, created_at, sent_at
  FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
-- The "one acknowledgement per address per 24 hours" rule looks for recent acknowledgements.
CREATE INDEX outbox_kind_created ON outbox (kind, created_at);
