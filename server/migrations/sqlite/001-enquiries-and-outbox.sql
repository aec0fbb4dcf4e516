-- Enquiries and their e-mail outbox. Times are milliseconds since 1970 (UTC).
-- AUTOINCREMENT: an id is never reused after a deletion, so an operator's note stays unambiguous.
CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  public_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  client_timestamp TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  spam_reason TEXT,
  content_hash TEXT NOT NULL
);
CREATE INDEX enquiries_received_at ON enquiries (received_at);
CREATE INDEX enquiries_content_hash ON enquiries (content_hash, received_at);
CREATE INDEX enquiries_email ON enquiries (lower(email));

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id INTEGER NOT NULL UNIQUE REFERENCES enquiries (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  locked_by TEXT,
  locked_until INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
