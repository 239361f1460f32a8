/**
 * The status desk's database: one SQLite file (better-sqlite3, embedded, no server), made on first
 * run in the data folder. It keeps the clerks (names and password hashes), their invitations and
 * sessions (each only as a SHA-256 of its secret, so a copy of the file signs nobody in), the
 * failed sign-ins of the last quarter hour (brute-force limits), the history of publishes
 * with the whole status before and after each (and how many alerts each sent), and for push
 * alerts the desk's VAPID keys, each passenger's subscription (the push service's address and
 * keys, the routes and the language: nothing else about them) and the alerts waiting to go.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

export type Store = Database.Database;

export const DATABASE_FILE = 'desk.sqlite';

const schema = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  password TEXT,
  disabled INTEGER NOT NULL DEFAULT 0,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS invitations (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  csrf TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT 'en',
  created INTEGER NOT NULL,
  last_used INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS failed_sign_ins (
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS failed_by_time ON failed_sign_ins (at);
CREATE TABLE IF NOT EXISTS publishes (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  who TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT NOT NULL,
  summary TEXT NOT NULL,
  push_sent INTEGER NOT NULL DEFAULT 0,
  push_failed INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS push_subscriptions (
  id INTEGER PRIMARY KEY,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  routes TEXT NOT NULL,
  language TEXT NOT NULL,
  created INTEGER NOT NULL,
  last_sent INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_try INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS push_pending (
  subscription_id INTEGER NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
  alert_key TEXT NOT NULL,
  alert TEXT NOT NULL,
  publish_id INTEGER NOT NULL,
  PRIMARY KEY (subscription_id, alert_key)
);
`;

/** Columns added after a database was first made: added to an older file on opening. */
const addedColumns = [
  ['publishes', 'push_sent', 'INTEGER NOT NULL DEFAULT 0'],
  ['publishes', 'push_failed', 'INTEGER NOT NULL DEFAULT 0'],
] as const;

/** Opens (and on first run makes) the database in `dataDir`. */
export function openStore(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(join(dataDir, DATABASE_FILE));
  // WAL: the desk reads while it writes, and an online backup (docs/operator-guide.md) runs beside it.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(schema);
  for (const [table, column, type] of addedColumns) {
    const columns = db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[];
    if (!columns.some((entry) => entry.name === column)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  }
  return db;
}

export type User = { id: number; name: string; password: string | null; disabled: number; created: number };

export function userByName(db: Store, name: string): User | undefined {
  return db.prepare('SELECT * FROM users WHERE name = ?').get(name) as User | undefined;
}

export type Publish = {
  id: number;
  at: number;
  who: string;
  before_json: string | null;
  after_json: string;
  summary: string;
  push_sent: number;
  push_failed: number;
};

/** A setting kept in the database (the VAPID keys, whether alerts are on). */
export function setting(db: Store, name: string): string | undefined {
  return (db.prepare('SELECT value FROM settings WHERE name = ?').get(name) as { value: string } | undefined)?.value;
}

export function setSetting(db: Store, name: string, value: string): void {
  db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value').run(name, value);
}

export function recordPublish(db: Store, entry: Omit<Publish, 'id' | 'push_sent' | 'push_failed'>): number {
  return Number(
    db
      .prepare('INSERT INTO publishes (at, who, before_json, after_json, summary) VALUES (@at, @who, @before_json, @after_json, @summary)')
      .run(entry).lastInsertRowid,
  );
}

export function recentPublishes(db: Store, limit = 50): Publish[] {
  return db.prepare('SELECT * FROM publishes ORDER BY id DESC LIMIT ?').all(limit) as Publish[];
}

export function publishById(db: Store, id: number): Publish | undefined {
  return db.prepare('SELECT * FROM publishes WHERE id = ?').get(id) as Publish | undefined;
}

/*
 * Each clerk's home ghat (issue 57): a table of its own rather than a column of `users`, so it
 * is made by CREATE TABLE IF NOT EXISTS on any database, old or new, whatever else migrates.
 */
const clerkGhatSchema = `
CREATE TABLE IF NOT EXISTS clerk_ghat (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  stop TEXT NOT NULL
);`;

const withClerkGhat = new WeakSet<Store>();
const ensureClerkGhat = (db: Store) => {
  if (withClerkGhat.has(db)) return;
  db.exec(clerkGhatSchema);
  withClerkGhat.add(db);
};

/** The clerk's home ghat (a stop id), if chosen. */
export function clerkGhat(db: Store, userId: number): string | undefined {
  ensureClerkGhat(db);
  return (db.prepare('SELECT stop FROM clerk_ghat WHERE user_id = ?').get(userId) as { stop: string } | undefined)?.stop;
}

export function setClerkGhat(db: Store, userId: number, stop: string): void {
  ensureClerkGhat(db);
  db.prepare('INSERT INTO clerk_ghat (user_id, stop) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET stop = excluded.stop').run(
    userId,
    stop,
  );
}

/** The publishes since `at` (epoch ms), oldest first: the on-time record reads them (lib/status/on-time.ts). */
export function publishesSince(db: Store, at: number): Pick<Publish, 'at' | 'after_json'>[] {
  return db.prepare('SELECT at, after_json FROM publishes WHERE at >= ? ORDER BY id').all(at) as Pick<Publish, 'at' | 'after_json'>[];
}
