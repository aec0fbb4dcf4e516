-- A held enquiry marked "not spam" on the enquiry desk: its history says so with the action
-- 'released' (its e-mail job is made then, as `npm run enquiries -- retry` makes one). SQLite
-- cannot change a CHECK in place: the history is built again under another name, its rows copied
-- with their ids (the order of the history), the old table dropped and the new one renamed.
CREATE TABLE enquiry_history_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('opened', 'status', 'assigned', 'note', 'released')),
  detail TEXT NOT NULL
);
INSERT INTO enquiry_history_new (id, enquiry_id, at, actor, action, detail)
  SELECT id, enquiry_id, at, actor, action, detail FROM enquiry_history;
DROP TABLE enquiry_history;
ALTER TABLE enquiry_history_new RENAME TO enquiry_history;
CREATE INDEX enquiry_history_enquiry ON enquiry_history (enquiry_id, id);
