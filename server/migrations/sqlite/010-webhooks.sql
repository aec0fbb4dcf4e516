-- Signed webhooks to the group's CRM (server/webhooks/).
--
-- webhook_endpoints: where each event is posted, its signing secret (whsec_…, shown once when it
-- is added), the events it takes (a JSON array of names), and whether it is still used: an admin's
-- "Disable" or a receiver's 410 Gone turns it off and says why. Times in milliseconds since 1970.
CREATE TABLE webhook_endpoints (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  url TEXT NOT NULL,
  secret TEXT NOT NULL,
  events TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  disabled_reason TEXT,
  created_at INTEGER NOT NULL,
  created_by TEXT NOT NULL
);

-- The outbox gets a fourth kind of job, 'webhook': one per endpoint per event, so an enquiry may
-- have many. Each keeps the body it posts (payload, fixed when the event happened) and its
-- message id (message_id, the webhook-id header, the same on every attempt, so that a receiver
-- can drop a delivery it already has); last_answer is the receiver's last answer or the error.
-- Deleting an endpoint deletes its deliveries. Rebuilt as in 009: SQLite cannot change a CHECK in
-- place.
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('staff', 'acknowledgement', 'reply', 'webhook')),
  reply_id INTEGER UNIQUE REFERENCES enquiry_replies (id) ON DELETE CASCADE,
  endpoint_id INTEGER REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event TEXT,
  message_id TEXT UNIQUE,
  payload TEXT,
  last_answer TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  locked_by TEXT,
  locked_until INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  CHECK ((kind = 'reply') = (reply_id IS NOT NULL)),
  CHECK ((kind = 'webhook') = (endpoint_id IS NOT NULL AND event IS NOT NULL
    AND message_id IS NOT NULL AND payload IS NOT NULL))
);
INSERT INTO outbox_new (id, enquiry_id, kind, reply_id, status, attempts, next_attempt_at,
    locked_by, locked_until, last_error, created_at, sent_at)
  SELECT id, enquiry_id, kind, reply_id, status, attempts, next_attempt_at, locked_by,
    locked_until, last_error, created_at, sent_at
  FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_kind_created ON outbox (kind, created_at);
CREATE INDEX outbox_endpoint ON outbox (endpoint_id);
CREATE UNIQUE INDEX outbox_one_job_per_kind ON outbox (enquiry_id, kind)
  WHERE reply_id IS NULL AND endpoint_id IS NULL;
