-- Audience figures counted on the public server without cookies (server/audience/, docs/product.md
-- "Audience"). Three tables hold one day only and are emptied when the day ends:
--   audience_secrets: the day's random key; a visitor is HMAC(key, address + browser), so once the
--     key is gone a visitor of that day can never be linked to anyone or any other day;
--   audience_visits: each visitor's first page view of the day (landing page, referrer, campaign),
--     which an enquiry from the same visitor that day is joined to;
--   audience_seen: which pages, referrers and campaigns each visitor had that day, so each counts
--     a visitor once and an enquiry is counted against each of them (the landing page, its
--     language and the device are the visit's).
-- Keyed tables WITHOUT ROWID: each insert writes one B-tree, not a table and its key's index.
-- audience_counts is what stays (AUDIENCE_RETENTION_MONTHS): numbers per day and key, nothing else.
CREATE TABLE audience_secrets (
  day TEXT PRIMARY KEY,
  secret TEXT NOT NULL
);

CREATE TABLE audience_visits (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  landing TEXT NOT NULL,
  device TEXT NOT NULL,
  language TEXT NOT NULL,
  referrer TEXT,
  utm_source TEXT,
  utm_medium TEXT,
  utm_campaign TEXT,
  PRIMARY KEY (day, visitor)
) WITHOUT ROWID;

CREATE TABLE audience_seen (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  dimension TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (day, visitor, dimension, value)
) WITHOUT ROWID;

-- dimension: total (value ''), page, landing, referrer, campaign, language, device.
CREATE TABLE audience_counts (
  day TEXT NOT NULL,
  dimension TEXT NOT NULL,
  value TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  visitors INTEGER NOT NULL DEFAULT 0,
  enquiries INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, dimension, value)
) WITHOUT ROWID;
CREATE INDEX audience_counts_dimension ON audience_counts (dimension, day);

-- Where an enquiry's visitor first came from that day (null when not known).
ALTER TABLE enquiries ADD COLUMN source_landing TEXT;
ALTER TABLE enquiries ADD COLUMN source_referrer TEXT;
ALTER TABLE enquiries ADD COLUMN source_utm_source TEXT;
ALTER TABLE enquiries ADD COLUMN source_utm_medium TEXT;
ALTER TABLE enquiries ADD COLUMN source_utm_campaign TEXT;

-- A back-office account's choice of the weekly audience report by e-mail.
CREATE TABLE audience_report_subscribers (
  email TEXT PRIMARY KEY,
  subscribed_at INTEGER NOT NULL
);
