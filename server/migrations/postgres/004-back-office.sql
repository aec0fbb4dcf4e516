-- The back office (server/admin/): its accounts, their sessions and password links, in the tables
-- and columns its authentication library (better-auth) expects under these names
-- (server/admin/auth.ts), and the audit log.
CREATE TABLE admin_users (
  id TEXT NOT NULL PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  email_verified BOOLEAN NOT NULL,
  image TEXT,
  role TEXT NOT NULL CHECK (role IN ('editor', 'publisher', 'admin')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE admin_sessions (
  id TEXT NOT NULL PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  expires_at TIMESTAMPTZ NOT NULL,
  ip_address TEXT,
  user_agent TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX admin_sessions_user_id ON admin_sessions (user_id);

-- One "credential" row per account once its password is set (the library's name for it).
CREATE TABLE admin_accounts (
  id TEXT NOT NULL PRIMARY KEY,
  account_id TEXT NOT NULL,
  provider_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  access_token TEXT,
  refresh_token TEXT,
  id_token TEXT,
  access_token_expires_at TIMESTAMPTZ,
  refresh_token_expires_at TIMESTAMPTZ,
  scope TEXT,
  password TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX admin_accounts_user_id ON admin_accounts (user_id);

-- One-time set-password links.
CREATE TABLE admin_verifications (
  id TEXT NOT NULL PRIMARY KEY,
  identifier TEXT NOT NULL,
  value TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX admin_verifications_identifier ON admin_verifications (identifier);

-- Who did what, when, from which address. actor is an e-mail address (or the command line); the
-- rows outlive the account they name.
CREATE TABLE audit_log (
  id BIGSERIAL PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL,
  actor TEXT NOT NULL,
  address TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL
);
CREATE INDEX audit_log_at ON audit_log (at);

-- Releases published from the back office: who, when, from which commit of the workspace, and the
-- files that changed since the release before. The builds themselves are in RELEASES_DIR.
CREATE TABLE releases (
  id TEXT PRIMARY KEY,
  published_at TIMESTAMPTZ NOT NULL,
  actor TEXT NOT NULL,
  commit_sha TEXT NOT NULL,
  summary TEXT NOT NULL
);
