/**
 * The status desk's database: one SQLite file (better-sqlite3, embedded, no server), made on first
 * run in the data folder. It keeps the clerks (names and password hashes), their invitations and
 * sessions (each only as a SHA-256 of its secret, so a copy of the file signs nobody in), the
 * failed sign-ins of the last quarter hour (brute-force limits), and the history of publishes
 * with the whole status before and after each.
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
  summary TEXT NOT NULL
);
`;

/** Opens (and on first run makes) the database in `dataDir`. */
export function openStore(dataDir: string): Store {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(join(dataDir, DATABASE_FILE));
  // WAL: the desk reads while it writes, and an online backup (docs/operator-guide.md) runs beside it.
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.exec(schema);
  return db;
}

export type User = { id: number; name: string; password: string | null; disabled: number; created: number };

export function userByName(db: Store, name: string): User | undefined {
  return db.prepare('SELECT * FROM users WHERE name = ?').get(name) as User | undefined;
}

export type Publish = { id: number; at: number; who: string; before_json: string | null; after_json: string; summary: string };

export function recordPublish(db: Store, entry: Omit<Publish, 'id'>): number {
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
