-- Replies written on the enquiry desk and e-mailed to the visitor through the outbox.
--
-- enquiry_replies: each reply's words, who wrote it (e-mail address and name then) and when
-- (milliseconds since 1970, UTC); erased with its enquiry.
CREATE TABLE enquiry_replies (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  actor TEXT NOT NULL,
  actor_name TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX enquiry_replies_enquiry ON enquiry_replies (enquiry_id, id);

-- The outbox gets a third kind of job, 'reply', one per reply (reply_id), so an enquiry may have
-- several; the staff e-mail and the acknowledgement stay one each (the partial unique index).
-- SQLite cannot change a CHECK or a UNIQUE in place: the outbox is built again under another name,
-- its rows copied with their ids, the old table dropped and the new one renamed (as in 007).
CREATE TABLE outbox_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('staff', 'acknowledgement', 'reply')),
  reply_id INTEGER UNIQUE REFERENCES enquiry_replies (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  locked_by TEXT,
  locked_until INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  CHECK ((kind = 'reply') = (reply_id IS NOT NULL))
);
INSERT INTO outbox_new (id, enquiry_id, kind, status, attempts, next_attempt_at, locked_by,
    locked_until, last_error, created_at, sent_at)
  SELECT id, enquiry_id, kind, status, attempts, next_attempt_at, locked_by, locked_until,
    last_error, created_at, sent_at
  FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_kind_created ON outbox (kind, created_at);
CREATE UNIQUE INDEX outbox_one_job_per_kind ON outbox (enquiry_id, kind) WHERE reply_id IS NULL;

-- The history says "replied" (its detail the reply's words); rebuilt as in 006.
CREATE TABLE enquiry_history_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL
    CHECK (action IN ('opened', 'status', 'assigned', 'note', 'released', 'replied')),
  detail TEXT NOT NULL
);
INSERT INTO enquiry_history_new (id, enquiry_id, at, actor, action, detail)
  SELECT id, enquiry_id, at, actor, action, detail FROM enquiry_history;
DROP TABLE enquiry_history;
ALTER TABLE enquiry_history_new RENAME TO enquiry_history;
CREATE INDEX enquiry_history_enquiry ON enquiry_history (enquiry_id, id);
