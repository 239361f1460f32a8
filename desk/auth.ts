/**
 * Who may publish from the desk. There is no sign-up: the operator invites a clerk by name from the
 * server's shell (desk/user.ts), the clerk opens the one-time link within 24 hours and sets a
 * password of at least 10 characters. Passwords are hashed with scrypt (memory-hard, in Node's own
 * crypto). Sessions are random 256-bit ids kept server-side (as their SHA-256) and end after 30
 * days without use or at sign-out. Five failed sign-ins for one name, or twenty from one address,
 * within 15 minutes stop further attempts for 15 minutes; a wrong name and a wrong password get
 * the same answer.
 */
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { userByName, type Store, type User } from './store';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;
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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const secret = () => randomBytes(32).toString('base64url');

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFC'), salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** A hash to compare against when the name is unknown, so a wrong name costs what a wrong password costs. */
const decoy = hashPassword(randomBytes(16).toString('hex'));

/**
 * Invites `name` (made if new): the token of a one-time link valid 24 hours. A clerk who already
 * set a password is invited again only to reset it (`reset`), which signs them out everywhere.
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
    db.prepare('UPDATE users SET disabled = 0 WHERE id = ?').run(user.id);
    if (reset) db.prepare('DELETE FROM sessions WHERE user_id = ?').run(user.id);
  })();
  return token;
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
export function acceptInvitation(db: Store, token: string, password: string, now: number): User | { error: 'expired' | 'short' | 'long' } {
  const user = invitationUser(db, token, now);
  if (!user) return { error: 'expired' };
  if ([...password].length < MIN_PASSWORD_LENGTH) return { error: 'short' };
  if ([...password].length > MAX_PASSWORD_LENGTH) return { error: 'long' };
  db.transaction(() => {
    db.prepare('UPDATE users SET password = ? WHERE id = ?').run(hashPassword(password), user.id);
    db.prepare('DELETE FROM invitations WHERE user_id = ?').run(user.id);
  })();
  return user;
}

/** Whether sign-ins for this name or from this address are stopped for now. */
export function signInLimited(db: Store, name: string, address: string, now: number): boolean {
  const since = now - LIMIT_WINDOW_MINUTES * MINUTE;
  db.prepare('DELETE FROM failed_sign_ins WHERE at <= ?').run(since);
  const byName = db.prepare('SELECT count(*) AS n FROM failed_sign_ins WHERE name = ? AND at > ?').get(name, since) as { n: number };
  const byAddress = db.prepare('SELECT count(*) AS n FROM failed_sign_ins WHERE address = ? AND at > ?').get(address, since) as {
    n: number;
  };
  return byName.n >= FAILURES_PER_NAME || byAddress.n >= FAILURES_PER_ADDRESS;
}

/** Checks a name and password; 'limited' when too many have failed lately (nothing is checked then). */
export function signIn(db: Store, name: string, password: string, address: string, now: number): User | 'wrong' | 'limited' {
  if (signInLimited(db, name, address, now)) return 'limited';
  const user = userByName(db, name);
  const ok = verifyPassword(password, user?.password ?? decoy) && Boolean(user?.password) && !user?.disabled;
  if (ok && user) return user;
  db.prepare('INSERT INTO failed_sign_ins (name, address, at) VALUES (?, ?, ?)').run(name, address, now);
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
