-- Replies written on the enquiry desk (the same as ../sqlite/009-enquiry-replies.sql, which says
-- what each part is for).
CREATE TABLE enquiry_replies (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enquiry_id BIGINT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  body TEXT NOT NULL,
  actor TEXT NOT NULL,
  actor_name TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL
);
CREATE INDEX enquiry_replies_enquiry ON enquiry_replies (enquiry_id, id);

ALTER TABLE outbox DROP CONSTRAINT outbox_kind_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_kind_check
  CHECK (kind IN ('staff', 'acknowledgement', 'reply'));
ALTER TABLE outbox ADD COLUMN reply_id BIGINT UNIQUE REFERENCES enquiry_replies (id) ON DELETE CASCADE;
ALTER TABLE outbox ADD CONSTRAINT outbox_reply_has_reply CHECK ((kind = 'reply') = (reply_id IS NOT NULL));
ALTER TABLE outbox DROP CONSTRAINT outbox_enquiry_kind_key;
CREATE UNIQUE INDEX outbox_one_job_per_kind ON outbox (enquiry_id, kind) WHERE reply_id IS NULL;

ALTER TABLE enquiry_history DROP CONSTRAINT enquiry_history_action_check;
ALTER TABLE enquiry_history ADD CONSTRAINT enquiry_history_action_check
  CHECK (action IN ('opened', 'status', 'assigned', 'note', 'released', 'replied'));
