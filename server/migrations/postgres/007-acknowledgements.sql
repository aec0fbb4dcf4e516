-- Each outbox job now has a kind (the same as ../sqlite/007-acknowledgements.sql): 'staff' (the
-- enquiry e-mailed to CONTACT_TO, every job so far) or 'acknowledgement' (the visitor's "we have
-- received it"). An enquiry has at most one job of each kind, each with its own delivery state.
ALTER TABLE outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'staff'
  CHECK (kind IN ('staff', 'acknowledgement'));
ALTER TABLE outbox ALTER COLUMN kind DROP DEFAULT;
ALTER TABLE outbox DROP CONSTRAINT outbox_enquiry_id_key;
ALTER TABLE outbox ADD CONSTRAINT outbox_enquiry_kind_key UNIQUE (enquiry_id, kind);
-- The "one acknowledgement per address per 24 hours" rule looks for recent acknowledgements.
CREATE INDEX outbox_kind_created ON outbox (kind, created_at);
