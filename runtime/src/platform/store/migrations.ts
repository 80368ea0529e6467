/**
 * The schema, written once for both dialects. Tokens are replaced per dialect:
 *   {{pk}}   -> INTEGER PRIMARY KEY AUTOINCREMENT (SQLite) | SERIAL PRIMARY KEY (Postgres)
 * Conventions that keep one code path: times are BIGINT epoch milliseconds, booleans are
 * INTEGER 0/1, JSON is TEXT. Row mappers call Number() because Postgres returns BIGINT as text.
 * Statements are separated by ";" (so none may contain one) and may start with markers:
 *   {{pg}}       the statement runs on Postgres only (skipped on SQLite)
 *   {{optional}} a failure (a missing extension or privilege) is rolled back alone (savepoint),
 *                logged, and the migration goes on without it
 */
import { access } from "./migrations/002_access"
import { workspace } from "./migrations/003_workspace"
import { cluster } from "./migrations/004_cluster"
import { outbox } from "./migrations/005_outbox"
import { search } from "./migrations/006_search"
import { secrets } from "./migrations/007_secrets"
import { accessLimits } from "./migrations/008_access_limits"

export type Migration = { readonly id: number; readonly name: string; readonly sql: string }

/** Later areas keep their schema in store/migrations/<id>_<area>.ts and are listed here in order. */
export const migrations: ReadonlyArray<Migration> = [
  {
    id: 1,
    name: "foundation",
    sql: `
CREATE TABLE tenants (
  id {{pk}},
  name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active',
  plan TEXT NOT NULL DEFAULT 'free',
  event_seq BIGINT NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL
);
CREATE TABLE users (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone_number TEXT,
  password_hash TEXT NOT NULL,
  profile TEXT NOT NULL DEFAULT 'user',
  active INTEGER NOT NULL DEFAULT 1,
  configs TEXT NOT NULL DEFAULT '{}',
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX users_email ON users (email);
CREATE UNIQUE INDEX users_phone ON users (phone_number);
CREATE INDEX users_tenant ON users (tenant_id, id);
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  tenant_id INTEGER NOT NULL,
  created_at BIGINT NOT NULL,
  ended_at BIGINT,
  ended_reason TEXT
);
CREATE INDEX sessions_user ON sessions (user_id, ended_at);
CREATE TABLE queues (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  created_at BIGINT NOT NULL
);
CREATE TABLE user_queues (
  user_id INTEGER NOT NULL REFERENCES users(id),
  queue_id INTEGER NOT NULL REFERENCES queues(id),
  PRIMARY KEY (user_id, queue_id)
);
CREATE TABLE tags (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  name TEXT NOT NULL,
  color TEXT NOT NULL DEFAULT '#888888',
  active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE channels (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  token TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'disconnected',
  is_default INTEGER NOT NULL DEFAULT 0,
  config TEXT NOT NULL DEFAULT '{}',
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX channels_token ON channels (token);
CREATE UNIQUE INDEX channels_name ON channels (name);
CREATE TABLE contacts (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  channel_id INTEGER,
  external_id TEXT,
  name TEXT NOT NULL,
  number TEXT,
  email TEXT,
  profile_pic_url TEXT,
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX contacts_external ON contacts (tenant_id, channel_id, external_id);
CREATE TABLE tickets (
  id {{pk}},
  tenant_id INTEGER NOT NULL REFERENCES tenants(id),
  contact_id INTEGER NOT NULL REFERENCES contacts(id),
  channel_id INTEGER NOT NULL REFERENCES channels(id),
  user_id INTEGER,
  queue_id INTEGER,
  status TEXT NOT NULL,
  protocol TEXT NOT NULL,
  is_group INTEGER NOT NULL DEFAULT 0,
  unread_messages INTEGER NOT NULL DEFAULT 0,
  last_message TEXT NOT NULL DEFAULT '',
  last_message_at BIGINT NOT NULL,
  deleted INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX tickets_list ON tickets (tenant_id, status, last_message_at, id);
CREATE INDEX tickets_user_list ON tickets (tenant_id, user_id, status, last_message_at, id);
CREATE INDEX tickets_contact ON tickets (tenant_id, contact_id, status);
CREATE TABLE messages (
  id {{pk}},
  tenant_id INTEGER NOT NULL,
  ticket_id INTEGER NOT NULL REFERENCES tickets(id),
  contact_id INTEGER NOT NULL,
  user_id INTEGER,
  body TEXT NOT NULL,
  from_me INTEGER NOT NULL,
  status TEXT NOT NULL,
  media_url TEXT,
  media_type TEXT,
  client_id TEXT,
  dedupe_key TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL
);
CREATE UNIQUE INDEX messages_dedupe ON messages (tenant_id, dedupe_key);
CREATE INDEX messages_ticket ON messages (ticket_id, id);
CREATE TABLE ticket_logs (
  id {{pk}},
  tenant_id INTEGER NOT NULL,
  ticket_id INTEGER NOT NULL,
  user_id INTEGER,
  type TEXT NOT NULL,
  data TEXT NOT NULL DEFAULT '{}',
  created_at BIGINT NOT NULL
);
CREATE INDEX ticket_logs_ticket ON ticket_logs (ticket_id, id);
CREATE TABLE events (
  tenant_id INTEGER NOT NULL,
  seq BIGINT NOT NULL,
  name TEXT NOT NULL,
  data TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (tenant_id, seq)
);
CREATE TABLE media (
  id TEXT PRIMARY KEY,
  tenant_id INTEGER NOT NULL,
  mime TEXT NOT NULL,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  data BYTEA NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE nodes (
  id TEXT PRIMARY KEY,
  started_at BIGINT NOT NULL,
  heartbeat_at BIGINT NOT NULL,
  info TEXT NOT NULL DEFAULT '{}'
);
CREATE TABLE secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`
  },
  access,
  workspace,
  cluster,
  outbox,
  search,
  secrets,
  accessLimits
].filter((m) => m.sql.trim() !== "")

export const renderMigration = (sql: string, dialect: "sqlite" | "pg"): string =>
  sql
    .replaceAll("{{pk}}", dialect === "sqlite" ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "SERIAL PRIMARY KEY")
    .replaceAll("BYTEA", dialect === "sqlite" ? "BLOB" : "BYTEA")

export type MigrationStatement = { readonly sql: string; readonly optional: boolean }

const MARKER = /^\{\{(pg|optional)\}\}\s*/

/** A migration's statements for a dialect, rendered, markers applied (see the top of this file). */
export const migrationStatements = (sql: string, dialect: "sqlite" | "pg"): Array<MigrationStatement> =>
  renderMigration(sql, dialect)
    .split(";")
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .flatMap((s): Array<MigrationStatement> => {
      let rest = s
      const marks = new Set<string>()
      for (let m = MARKER.exec(rest); m; m = MARKER.exec(rest)) {
        marks.add(m[1]!)
        rest = rest.slice(m[0].length)
      }
      return marks.has("pg") && dialect !== "pg" ? [] : [{ sql: rest, optional: marks.has("optional") }]
    })
