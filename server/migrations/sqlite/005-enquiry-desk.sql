-- The enquiry desk in the back office: each enquiry's work state, what was done to it, and the
-- `sales` role that works enquiries.
--
-- status: where the enquiry stands on the desk. Held spam starts as 'spam', everything else as
-- 'new' (the public server writes the same when it stores one). assignee: the e-mail address of
-- the back-office account working it, or NULL. version: raised by each change of status or
-- assignee, so that a change made from an out-of-date page is refused instead of overwriting a
-- colleague's.
ALTER TABLE enquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'open', 'answered', 'closed', 'spam'));
ALTER TABLE enquiries ADD COLUMN assignee TEXT;
ALTER TABLE enquiries ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
UPDATE enquiries SET status = 'spam' WHERE spam_reason IS NOT NULL;
CREATE INDEX enquiries_status ON enquiries (status);

-- What was done to an enquiry, by whom (an e-mail address), when (milliseconds since 1970, UTC):
-- opened, status, assigned, note. Deleted with the enquiry, as its notes may hold personal data.
CREATE TABLE enquiry_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  enquiry_id INTEGER NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('opened', 'status', 'assigned', 'note')),
  detail TEXT NOT NULL
);
CREATE INDEX enquiry_history_enquiry ON enquiry_history (enquiry_id, id);

-- The role check of 004 did not know 'sales'. SQLite cannot change a CHECK in place: the accounts
-- table is built again under another name with its two dependent tables, the rows copied, the old
-- tables dropped children first (so no ON DELETE CASCADE fires) and the new ones renamed, which
-- also renames the references to them.
CREATE TABLE admin_users_new (
  id TEXT NOT NULL PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  email_verified INTEGER NOT NULL,
  image TEXT,
  role TEXT NOT NULL CHECK (role IN ('editor', 'publisher', 'sales', 'admin')),
  created_at DATE NOT NULL,
  updated_at DATE NOT NULL
);
INSERT INTO admin_users_new (id, name, email, email_verified, image, role, created_at, updated_at)
  SELECT id, name, email, email_verified, image, role, created_at, updated_at FROM admin_users;

CREATE TABLE admin_sessions_new (
  id TEXT NOT NULL PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES admin_users_new (id) ON DELETE CASCADE,
  expires_at DATE NOT NULL,
  ip_address TEXT,
  user_agent TEXT,
  created_at DATE NOT NULL,
  updated_at DATE NOT NULL
);
INSERT INTO admin_sessions_new (id, token, user_id, expires_at, ip_address, user_agent, created_at, updated_at)
  SELECT id, token, user_id, expires_at, ip_address, user_agent, created_at, updated_at FROM admin_sessions;

CREATE TABLE admin_accounts_new (
  id TEXT NOT NULL PRIMARY KEY,
  account_id TEXT NOT NULL,
  provider_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES admin_users_new (id) ON DELETE CASCADE,
  access_token TEXT,
  refresh_token TEXT,
  id_token TEXT,
  access_token_expires_at DATE,
  refresh_token_expires_at DATE,
  scope TEXT,
  password TEXT,
  created_at DATE NOT NULL,
  updated_at DATE NOT NULL
);
INSERT INTO admin_accounts_new (id, account_id, provider_id, user_id, access_token, refresh_token,
    id_token, access_token_expires_at, refresh_token_expires_at, scope, password, created_at, updated_at)
  SELECT id, account_id, provider_id, user_id, access_token, refresh_token, id_token,
    access_token_expires_at, refresh_token_expires_at, scope, password, created_at, updated_at
  FROM admin_accounts;

DROP TABLE admin_sessions;
DROP TABLE admin_accounts;
DROP TABLE admin_users;
ALTER TABLE admin_users_new RENAME TO admin_users;
ALTER TABLE admin_sessions_new RENAME TO admin_sessions;
ALTER TABLE admin_accounts_new RENAME TO admin_accounts;
CREATE INDEX admin_sessions_user_id ON admin_sessions (user_id);
CREATE INDEX admin_accounts_user_id ON admin_accounts (user_id);
