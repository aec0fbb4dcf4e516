-- Enquiry routing: the same as ../sqlite/008-enquiry-routing.sql, which says what each column holds.
CREATE TABLE enquiry_routing (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  rules TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at TIMESTAMPTZ,
  updated_by TEXT
);
INSERT INTO enquiry_routing (id, rules, version) VALUES (1, '[]', 0);

ALTER TABLE enquiries ADD COLUMN page TEXT;
ALTER TABLE enquiries ADD COLUMN route_rule TEXT;
ALTER TABLE enquiries ADD COLUMN route_recipients TEXT;
