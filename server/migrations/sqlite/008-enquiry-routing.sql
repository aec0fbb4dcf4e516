-- Enquiry routing (server/routing/rules.ts). enquiry_routing: the ordered rules admins edit on the
-- back office's Routing page, one JSON document (one row, id 1) with a version raised by each
-- change, so that a change made from an out-of-date page is refused instead of overwriting another
-- admin's. The row is there from the start (no rules, version 0), so every change is one update.
CREATE TABLE enquiry_routing (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  rules TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at INTEGER,
  updated_by TEXT
);
INSERT INTO enquiry_routing (id, rules, version) VALUES (1, '[]', 0);

-- On each enquiry: the page its form was sent from (path and query, from the Referer), the name
-- of the rule that routed it and that rule's recipients then (a JSON array). NULL rule: no rule
-- matched, and the staff e-mail went to CONTACT_TO.
ALTER TABLE enquiries ADD COLUMN page TEXT;
ALTER TABLE enquiries ADD COLUMN route_rule TEXT;
ALTER TABLE enquiries ADD COLUMN route_recipients TEXT;
