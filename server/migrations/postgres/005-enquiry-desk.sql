-- The enquiry desk in the back office (the same shape as ../sqlite/005-enquiry-desk.sql): each
-- enquiry's work state, what was done to it, and the `sales` role that works enquiries.
ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'open', 'answered', 'closed', 'spam'));
ALTER TABLE enquiries ADD COLUMN assignee TEXT;
ALTER TABLE enquiries ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
UPDATE enquiries SET status = 'spam' WHERE spam_reason IS NOT NULL;
CREATE INDEX enquiries_status ON enquiries (status);

-- What was done to an enquiry, by whom (an e-mail address), when. Deleted with the enquiry, as
-- its notes may hold personal data.
CREATE TABLE enquiry_history (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enquiry_id BIGINT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  at TIMESTAMPTZ NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('opened', 'status', 'assigned', 'note')),
  detail TEXT NOT NULL
);
CREATE INDEX enquiry_history_enquiry ON enquiry_history (enquiry_id, id);

ALTER TABLE admin_users DROP CONSTRAINT admin_users_role_check;
ALTER TABLE admin_users ADD CONSTRAINT admin_users_role_check
  CHECK (role IN ('editor', 'publisher', 'sales', 'admin'));
