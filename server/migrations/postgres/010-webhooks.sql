-- Signed webhooks to the group's CRM (the same as ../sqlite/010-webhooks.sql, which says what each
-- part is for).
CREATE TABLE webhook_endpoints (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  url TEXT NOT NULL,
  secret TEXT NOT NULL,
  events TEXT NOT NULL,
  enabled BOOLEAN NOT NULL DEFAULT true,
  disabled_reason TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  created_by TEXT NOT NULL
);

ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('staff', 'acknowledgement', 'reply', 'webhook'));
ALTER TABLE outbox
  ADD COLUMN endpoint_id BIGINT REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  ADD COLUMN event TEXT,
  ADD COLUMN message_id TEXT UNIQUE,
  ADD COLUMN payload TEXT,
  ADD COLUMN last_answer TEXT;
ALTER TABLE outbox ADD CONSTRAINT outbox_webhook_has_endpoint
  CHECK ((kind = 'webhook') = (endpoint_id IS NOT NULL AND event IS NOT NULL
    AND message_id IS NOT NULL AND payload IS NOT NULL));
CREATE INDEX outbox_endpoint ON outbox (endpoint_id);
DROP INDEX outbox_one_job_per_kind;
CREATE UNIQUE INDEX outbox_one_job_per_kind ON outbox (enquiry_id, kind)
  WHERE reply_id IS NULL AND endpoint_id IS NULL;
