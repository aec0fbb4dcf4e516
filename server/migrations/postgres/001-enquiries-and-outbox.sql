-- Enquiries and their e-mail outbox (the same shape as ../sqlite/001-enquiries-and-outbox.sql).
CREATE TABLE enquiries (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  public_id UUID NOT NULL UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  client_timestamp TEXT NOT NULL,
  received_at TIMESTAMPTZ NOT NULL,
  spam_reason TEXT,
  content_hash TEXT NOT NULL
);
CREATE INDEX enquiries_received_at ON enquiries (received_at);
CREATE INDEX enquiries_content_hash ON enquiries (content_hash, received_at);
CREATE INDEX enquiries_email ON enquiries (lower(email));

CREATE TABLE outbox (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enquiry_id BIGINT NOT NULL UNIQUE REFERENCES enquiries (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TIMESTAMPTZ NOT NULL,
  locked_by TEXT,
  locked_until TIMESTAMPTZ,
  last_error TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  sent_at TIMESTAMPTZ
);
-- Workers look only at jobs still to do; sent and failed rows stay out of the index.
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
