-- Per-client request counts for the rate limit, shared by every server on this database and kept
-- across restarts. One row per key and fixed window.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  resets_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX rate_limits_resets_at ON rate_limits (resets_at);
