/**
 * Who may publish from the desk. There is no sign-up: the operator invites a clerk by name from the
 * server's shell (desk/user.ts), the clerk opens the one-time link within 24 hours and sets a
 * password of at least 10 visible characters, not one of the commonest (./passwords.ts). Passwords
 * are hashed with scrypt (memory-hard, in Node's own crypto) in libuv's thread pool, never on the
 * event loop, at most two at once: a crowd of sign-ins waits its turn while every other request is
 * answered. Sessions are random 256-bit ids kept server-side (as their SHA-256) and end after 30
 * days without use or at sign-out.
 *
 * Limits (issue 54): twenty failed sign-ins from one address within 15 minutes stop that address
 * for 15 minutes; five for one name stop that name, but only for addresses and devices that never
 * signed in as it. A clerk's phone carries a device cookie set at her last sign-in (OWASP's
 * "device cookies"), so a stranger trying her name cannot lock her out. A wrong name and a wrong
 * password get the same answer.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { userByName, type Store, type User } from './store';
import { passwordProblem, type PasswordProblem } from './passwords';

export { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from './passwords';
export const INVITATION_HOURS = 24;
export const SESSION_IDLE_DAYS = 30;
export const LIMIT_WINDOW_MINUTES = 15;
export const FAILURES_PER_NAME = 5;
export const FAILURES_PER_ADDRESS = 20;
/** A clerk's name: what the operator typed, plain and short. */
export const namePattern = /^[\p{L}\p{N}._-]{1,40}$/u;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** scrypt's cost: 2^15 rounds of 32 MB, about a tenth of a second here. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
/** Hashes at once: two of libuv's four threads, so files and DNS keep theirs. */
export const HASHES_AT_ONCE = 2;
/** Sign-ins waiting for a hash beyond this are told the desk is busy (at 0.1 s each, a few seconds' wait). */
export const HASHES_WAITING = 64;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const secret = () => randomBytes(32).toString('base64url');

/** The desk is too busy hashing to take another sign-in just now. */
export class HashQueueFull extends Error {}

let hashing = 0;
const waiting: (() => void)[] = [];

/** scrypt in the thread pool, HASHES_AT_ONCE at a time, the rest queued (HashQueueFull beyond HASHES_WAITING). */
async function scryptQueued(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  if (hashing >= HASHES_AT_ONCE) {
    if (waiting.length >= HASHES_WAITING) throw new HashQueueFull('too many sign-ins at once');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  hashing += 1;
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password.normalize('NFC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
    );
  } finally {
    hashing -= 1;
    waiting.shift()?.();
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptQueued(password, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptQueued(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** A hash to compare against when the name is unknown, so a wrong name costs what a wrong password costs. */
let decoy: Promise<string> | undefined;

/**
 * Invites `name` (made if new): the token of a one-time link valid 24 hours. A clerk who already
 * set a password is invited again only to reset it (`reset`): the old password stops working at
 * once and they are signed out everywhere. A disabled clerk stays disabled (enableUser undoes it).
 */
export function invite(db: Store, name: string, now: number, reset = false): string {
  if (!namePattern.test(name))
    throw new Error(`"${name}" is not a name the desk takes: letters, digits, dot, dash or underscore, at most 40`);
  let user = userByName(db, name);
  if (user?.password && !reset) throw new Error(`${name} has an account already (add --reset to let them set a new password)`);
  if (!user) {
    db.prepare('INSERT INTO users (name, created) VALUES (?, ?)').run(name, now);
    user = userByName(db, name)!;
  }
  const token = secret();
  db.transaction(() => {
    db.prepare('DELETE FROM invitations WHERE user_id = ?').run(user.id);
    db.prepare('INSERT INTO invitations (token, user_id, expires) VALUES (?, ?, ?)').run(
      sha256(token),
      user.id,
      now + INVITATION_HOURS * 60 * MINUTE,
    );
    if (reset) {
      db.prepare('UPDATE users SET password = NULL WHERE id = ?').run(user.id);
      db.prepare('DELETE FROM sessions WHERE user_id = ?').run(user.id);
    }
  })();
  return token;
}

/** Lets a disabled clerk sign in again (with the password they had, or an invitation if it was reset). */
export function enableUser(db: Store, name: string): boolean {
  return db.prepare('UPDATE users SET disabled = 0 WHERE name = ?').run(name).changes > 0;
}

/** The clerk an invitation token is for, while it is valid. */
export function invitationUser(db: Store, token: string, now: number): User | undefined {
  return db
    .prepare(
      'SELECT users.* FROM invitations JOIN users ON users.id = invitations.user_id WHERE token = ? AND expires > ? AND disabled = 0',
    )
    .get(sha256(token), now) as User | undefined;
}

/** Sets the password an invitation asks for and uses the invitation up; returns the clerk, or why not. */
export async function acceptInvitation(
  db: Store,
  token: string,
  password: string,
  now: number,
): Promise<User | { error: 'expired' | PasswordProblem }> {
  if (!invitationUser(db, token, now)) return { error: 'expired' };
  const problem = passwordProblem(password);
  if (problem) return { error: problem };
  const hash = await hashPassword(password);
  // Looked up again after the hash: the invitation may have been used or withdrawn meanwhile.
  const user = invitationUser(db, token, now);
  if (!user) return { error: 'expired' };
  db.transaction(() => {
    db.prepare('UPDATE users SET password = ? WHERE id = ?').run(hash, user.id);
    db.prepare('DELETE FROM invitations WHERE user_id = ?').run(user.id);
  })();
  return user;
}

/** Where a sign-in comes from: the address nginx saw, and the device cookie the browser sent (if any). */
export type Place = { address: string; device: string | undefined };

/** Whether `user` has signed in from this device (its cookie) or this address before. */
function knownPlace(db: Store, userId: number, kind: 'address' | 'device', value: string): boolean {
  return Boolean(db.prepare('SELECT 1 FROM sign_in_places WHERE user_id = ? AND kind = ? AND value = ?').get(userId, kind, value));
}

/** Whether sign-ins for this name from this place are stopped for now (see the limits above). */
export function signInLimited(db: Store, name: string, place: Place, now: number): boolean {
  const since = now - LIMIT_WINDOW_MINUTES * MINUTE;
  db.prepare('DELETE FROM failed_sign_ins WHERE at <= ?').run(since);
  const count = (sql: string, ...values: unknown[]) => (db.prepare(sql).get(...values) as { n: number }).n;
  const user = userByName(db, name);
  const device = place.device ? sha256(place.device) : '';
  // Her own phone: trusted while it has not itself failed as often as a name may.
  const trusted =
    Boolean(user && device && knownPlace(db, user.id, 'device', device)) &&
    count('SELECT count(*) AS n FROM failed_sign_ins WHERE device = ? AND at > ?', device, since) < FAILURES_PER_NAME;
  if (trusted) return false;
  if (count('SELECT count(*) AS n FROM failed_sign_ins WHERE address = ? AND at > ?', place.address, since) >= FAILURES_PER_ADDRESS)
    return true;
  if (user && knownPlace(db, user.id, 'address', place.address)) return false;
  // Failures for the name from strangers only: those from her own addresses and devices do not lock her.
  const strangers = count(
    `SELECT count(*) AS n FROM failed_sign_ins f WHERE f.name = ? AND f.at > ? AND NOT EXISTS (
       SELECT 1 FROM sign_in_places p WHERE p.user_id = ? AND
       ((p.kind = 'address' AND p.value = f.address) OR (p.kind = 'device' AND p.value = f.device)))`,
    name,
    since,
    user?.id ?? -1,
  );
  return strangers >= FAILURES_PER_NAME;
}

/**
 * Remembers where `user` signed in (the address, and a new device cookie for this browser, which
 * replaces the one it had) and returns the device cookie's value.
 */
export function rememberPlace(db: Store, user: User, place: Place, now: number): string {
  const device = secret();
  const remember = db.prepare(
    'INSERT INTO sign_in_places (user_id, kind, value, last) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET last = excluded.last',
  );
  db.transaction(() => {
    remember.run(user.id, 'address', place.address, now);
    remember.run(user.id, 'device', sha256(device), now);
    if (place.device)
      db.prepare("DELETE FROM sign_in_places WHERE user_id = ? AND kind = 'device' AND value = ?").run(user.id, sha256(place.device));
    // Places unused for a year are forgotten.
    db.prepare('DELETE FROM sign_in_places WHERE last < ?').run(now - 365 * DAY);
  })();
  return device;
}

/**
 * Checks a name and password; 'limited' when too many have failed lately (nothing is checked then).
 * Signed in, the clerk's place is remembered and her browser given a new device cookie.
 */
export async function signIn(
  db: Store,
  name: string,
  password: string,
  place: Place,
  now: number,
): Promise<{ user: User; device: string } | 'wrong' | 'limited'> {
  if (signInLimited(db, name, place, now)) return 'limited';
  const user = userByName(db, name);
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  const ok = (await verifyPassword(password, user?.password ?? (await decoy))) && Boolean(user?.password) && !user?.disabled;
  if (ok && user) return { user, device: rememberPlace(db, user, place, now) };
  db.prepare('INSERT INTO failed_sign_ins (name, address, device, at) VALUES (?, ?, ?, ?)').run(
    name,
    place.address,
    place.device ? sha256(place.device) : '',
    now,
  );
  return 'wrong';
}

export type Session = { id: string; csrf: string; language: 'en' | 'bn'; user: User };

/** A new session for a clerk: the cookie's value and the form token. */
export function startSession(db: Store, user: User, now: number, language: 'en' | 'bn' = 'en'): { cookie: string; csrf: string } {
  const cookie = secret();
  const csrf = secret();
  db.prepare('INSERT INTO sessions (id, user_id, csrf, language, created, last_used) VALUES (?, ?, ?, ?, ?, ?)').run(
    sha256(cookie),
    user.id,
    csrf,
    language,
    now,
    now,
  );
  return { cookie, csrf };
}

/** The session a cookie names, while it is in use and its clerk enabled; its use is noted. */
export function sessionOf(db: Store, cookie: string | undefined, now: number): Session | undefined {
  if (!cookie) return undefined;
  const row = db
    .prepare(
      `SELECT sessions.id, sessions.csrf, sessions.language, sessions.last_used, users.* FROM sessions
       JOIN users ON users.id = sessions.user_id WHERE sessions.id = ?`,
    )
    .get(sha256(cookie)) as (User & { csrf: string; language: 'en' | 'bn'; last_used: number }) | undefined;
  if (!row) return undefined;
  if (row.disabled || now - row.last_used > SESSION_IDLE_DAYS * DAY) {
    db.prepare('DELETE FROM sessions WHERE id = ?').run(sha256(cookie));
    return undefined;
  }
  db.prepare('UPDATE sessions SET last_used = ? WHERE id = ?').run(now, sha256(cookie));
  const { csrf, language, ...user } = row;
  return { id: sha256(cookie), csrf, language, user: user as User };
}

export function endSession(db: Store, sessionId: string): void {
  db.prepare('DELETE FROM sessions WHERE id = ?').run(sessionId);
}

export function setLanguage(db: Store, sessionId: string, language: 'en' | 'bn'): void {
  db.prepare('UPDATE sessions SET language = ? WHERE id = ?').run(language, sessionId);
}

/** Compares a form's token with the session's without telling how much of it matched. */
export function csrfMatches(session: Session, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const a = Buffer.from(token);
  const b = Buffer.from(session.csrf);
  return a.length === b.length && timingSafeEqual(a, b);
}
