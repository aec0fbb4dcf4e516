-- Per-client request counts for the rate limit, shared by every server process on this DATA_DIR and
-- kept across restarts. One row per key and fixed window; resets_at is in milliseconds since 1970.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  resets_at INTEGER NOT NULL
);
CREATE INDEX rate_limits_resets_at ON rate_limits (resets_at);
