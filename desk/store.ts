/**
 * The status desk's database: one SQLite file (better-sqlite3, embedded, no server), made on first
 * run in the data folder. It keeps the clerks (names and password hashes), their invitations and
 * sessions (each only as a SHA-256 of its secret, so a copy of the file signs nobody in), the
 * failed sign-ins of the last quarter hour (brute-force limits), the history of publishes
 * with the whole status before and after each (and how many alerts each sent), and for push
 * alerts the desk's VAPID keys, each passenger's subscription (the push service's address and
 * keys, the routes, the language and whether it asked for departures and arrivals: nothing else
 * about them) and the alerts waiting to go.
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

/**
 * Changes to the schema, in order: the database's `PRAGMA user_version` says how many it has had.
 * Version 1 is the schema above as the fifth round shipped it (a database of that release has
 * version 0 and those tables; the columns its own release added on opening are added here too).
 * Add a change at the end; never edit one that has shipped. Each runs in one transaction with the
 * version's bump, so a database is at one version or the next, never between.
 */
export const migrations: readonly ((db: Store) => void)[] = [
  // 1: the fourth round's publishes had no push counts.
  (db) => {
    for (const column of ['push_sent', 'push_failed']) {
      const columns = db.prepare('PRAGMA table_info(publishes)').all() as { name: string }[];
      if (!columns.some((entry) => entry.name === column)) db.exec(`ALTER TABLE publishes ADD COLUMN ${column} INTEGER NOT NULL DEFAULT 0`);
    }
  },
  // 2 (issue 54): a subscription counts once its push service took the welcome (those kept already
  // have taken alerts, so they count); when its sends began failing; where a clerk signed in from
  // (failed sign-ins lock a name only for addresses and devices that never did); the device of a
  // failed sign-in.
  (db) => {
    db.exec(`
      ALTER TABLE push_subscriptions ADD COLUMN confirmed INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE push_subscriptions ADD COLUMN failing_since INTEGER;
      ALTER TABLE push_subscriptions ADD COLUMN address TEXT NOT NULL DEFAULT '';
      CREATE INDEX push_unconfirmed ON push_subscriptions (confirmed, created);
      ALTER TABLE failed_sign_ins ADD COLUMN device TEXT NOT NULL DEFAULT '';
      CREATE TABLE sign_in_places (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('address', 'device')),
        value TEXT NOT NULL,
        last INTEGER NOT NULL,
        PRIMARY KEY (user_id, kind, value)
      );
    `);
  },
  // 3 (issue 57): whether a subscription asked for departures and arrivals too; off for every one
  // kept before, as the page offered no such choice then.
  (db) => {
    db.exec('ALTER TABLE push_subscriptions ADD COLUMN movements INTEGER NOT NULL DEFAULT 0');
  },
];

/** The schema version this release writes. */
export const SCHEMA_VERSION = migrations.length;

/** Opens (and on first run makes) the database in `dataDir`, brought to this release's schema. */
export function openStore(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(join(dataDir, DATABASE_FILE));
  // WAL: the desk reads while it writes, and an online backup (npm run desk:backup) runs beside it.
  db.pragma('journal_mode = WAL');
  // NORMAL, WAL's usual setting: a commit waits for no fsync (one took 9 ms here against 0.5), and
  // a power cut can lose the last commits but never corrupts the file. What the desk keeps can bear
  // that (the status itself is the site's files, written by the publisher with its own fsyncs);
  // ten thousand alerts' bookkeeping cannot bear 9 ms each on the one thread.
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Another desk process may be migrating the same file: wait for it rather than fail.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Brings `db` to SCHEMA_VERSION; refuses a database a newer release has changed. */
export function migrate(db: Store): void {
  db.exec(schema);
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION)
    throw new Error(
      `the desk's database is of a newer release (schema ${version}, this release knows ${SCHEMA_VERSION}): run that release, or restore a backup made by this one`,
    );
  for (let next = version; next < SCHEMA_VERSION; next++) {
    db.transaction(() => {
      migrations[next]!(db);
      db.pragma(`user_version = ${next + 1}`);
    })();
  }
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
