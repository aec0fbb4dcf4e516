-- A held enquiry marked "not spam" on the enquiry desk (the same as ../sqlite/006-released-spam.sql):
-- its history says so with the action 'released'.
ALTER TABLE enquiry_history DROP CONSTRAINT enquiry_history_action_check;
ALTER TABLE enquiry_history ADD CONSTRAINT enquiry_history_action_check
  CHECK (action IN ('opened', 'status', 'assigned', 'note', 'released'));
