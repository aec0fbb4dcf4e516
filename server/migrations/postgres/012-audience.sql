-- Audience figures (the same as ../sqlite/012-audience.sql, which says what each table is for).
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
);

CREATE TABLE audience_seen (
  day TEXT NOT NULL,
  visitor TEXT NOT NULL,
  dimension TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (day, visitor, dimension, value)
);

CREATE TABLE audience_counts (
  day TEXT NOT NULL,
  dimension TEXT NOT NULL,
  value TEXT NOT NULL,
  views BIGINT NOT NULL DEFAULT 0,
  visitors BIGINT NOT NULL DEFAULT 0,
  enquiries BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (day, dimension, value)
);
CREATE INDEX audience_counts_dimension ON audience_counts (dimension, day);

ALTER TABLE enquiries
  ADD COLUMN source_landing TEXT,
  ADD COLUMN source_referrer TEXT,
  ADD COLUMN source_utm_source TEXT,
  ADD COLUMN source_utm_medium TEXT,
  ADD COLUMN source_utm_campaign TEXT;

CREATE TABLE audience_report_subscribers (
  email TEXT PRIMARY KEY,
  subscribed_at TIMESTAMPTZ NOT NULL
);
