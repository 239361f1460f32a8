/**
 * Passengers' push subscriptions: what a browser sends when a passenger taps "Alert me about ...",
 * checked to the byte, and kept in the desk's database with nothing else about them.
 *
 * The endpoint is where the desk will later send requests, so it is the dangerous field: only
 * HTTPS addresses of the browsers' own push services are taken (an allow-list, so no one can make
 * the desk call into the operator's network). The test suite adds its local push service with
 * `--push-service`, configuration rather than code.
 */
import { ECDH } from 'node:crypto';
import { z } from 'zod';
import { locales } from '../../lib/i18n/locales';
import { ALERT_UNUSED_DAYS, ALERT_WELCOME_MINUTES } from '../../lib/site/constants';
import { timetable } from '../../lib/timetable/model';
import type { Store } from '../store';
import { pushTarget, type PushServices } from './endpoint';

export { KNOWN_PUSH_SERVICES, pushServices, type PushServices } from './endpoint';

/** At most this many subscriptions: the database stays small whatever is sent to it. */
export const MAX_SUBSCRIPTIONS = 50_000;
/** A subscription whose push service has not taken its welcome within this long is deleted (the privacy policy says so). */
export const UNCONFIRMED_MS = ALERT_WELCOME_MINUTES * 60_000;
/** Failing this long, a subscription is the first to make room; failing UNUSED_DAYS, it is deleted (the privacy policy says so). */
export const LONG_FAILING_MS = 24 * 3_600_000;
export const UNUSED_DAYS = ALERT_UNUSED_DAYS;

/** Whether the desk may send to `endpoint` (./endpoint.ts parses it, once, for the check and the send). */
export const allowedEndpoint = (endpoint: string, services: PushServices) => Boolean(pushTarget(endpoint, services));

/** Whether 65 bytes are a point on P-256 (uncompressed): a key off the curve could never be encrypted to. */
function onCurve(key: Buffer): boolean {
  try {
    ECDH.convertKey(key, 'prime256v1', undefined, undefined, 'uncompressed');
    return key[0] === 4;
  } catch {
    return false;
  }
}

/** Base64url of exactly `bytes` bytes (the browser's encoding of the subscription's keys). */
const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `${what} must be ${bytes} bytes`);

const routeIds = () => timetable.routes.map((route) => route.id);

const subscriptionSchema = z.strictObject({
  endpoint: z.string().min(1).max(1024),
  // A browser may send expirationTime (null) with the subscription's JSON.
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: base64url(65, 'keys.p256dh').refine(
      (value) => onCurve(Buffer.from(value, 'base64url')),
      'keys.p256dh must be an uncompressed point on P-256',
    ),
    auth: base64url(16, 'keys.auth'),
  }),
  routes: z
    .array(z.string().refine((id) => routeIds().includes(id), 'routes: unknown route'))
    .min(1)
    .max(20)
    .refine((routes) => new Set(routes).size === routes.length, 'routes: a route twice'),
  language: z.enum(locales),
  // "When it leaves and arrives" (issue 57): true or false, nothing else; absent (a page of the
  // release before) leaves the subscription's choice as it was.
  movements: z.boolean({ error: 'must be true or false' }).optional(),
});

export type SubscriptionInput = z.infer<typeof subscriptionSchema>;

/** A subscription from a request body, or the first reason it is refused. */
export function readSubscription(body: unknown, services: PushServices): { value: SubscriptionInput } | { error: string } {
  const parsed = subscriptionSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { error: `${issue.path.join('.') || 'body'}: ${issue.message}` };
  }
  if (!allowedEndpoint(parsed.data.endpoint, services)) return { error: 'endpoint: not a browser push service this desk sends to' };
  return { value: parsed.data };
}

export function readEndpoint(body: unknown): string | undefined {
  const parsed = z.strictObject({ endpoint: z.string().min(1).max(1024) }).safeParse(body);
  return parsed.success ? parsed.data.endpoint : undefined;
}

export type Subscription = {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  routes: string;
  language: string;
  created: number;
  last_sent: number | null;
  attempts: number;
  next_try: number;
  /** 1 once the push service took the welcome; only then is it sent alerts and counted. */
  confirmed: number;
  failing_since: number | null;
  /** 1 when the passenger asked for departures and arrivals too (issue 57); off by default. */
  movements: number;
};

/**
 * Forgets what holds room for nothing: subscriptions whose welcome was never taken within
 * UNCONFIRMED_MS, and those whose push service has taken nothing for UNUSED_DAYS.
 */
export function sweepSubscriptions(db: Store, now: number): number {
  return (
    db.prepare('DELETE FROM push_subscriptions WHERE confirmed = 0 AND created <= ?').run(now - UNCONFIRMED_MS).changes +
    db.prepare('DELETE FROM push_subscriptions WHERE failing_since IS NOT NULL AND failing_since <= ?').run(now - UNUSED_DAYS * 86_400_000)
      .changes
  );
}

/**
 * Keeps a subscription. A browser renewing one the desk has confirmed (the same endpoint, its routes,
 * language and movements choice as chosen now) is 'renewed' and stays as it was otherwise; a new one is kept
 * unconfirmed and is 'new' (the caller sends the welcome). When the desk is full, an unconfirmed
 * one, or failing for a day or more, makes room, oldest first; 'full' only when every one held is
 * confirmed and working.
 */
export function saveSubscription(
  db: Store,
  input: SubscriptionInput,
  now: number,
  address = '',
  capacity = MAX_SUBSCRIPTIONS,
): { outcome: 'renewed' | 'new'; subscription: Subscription } | { outcome: 'full' } {
  const movementsChoice = input.movements === undefined ? null : Number(input.movements);
  return db.transaction(() => {
    sweepSubscriptions(db, now);
    const known = db.prepare('SELECT * FROM push_subscriptions WHERE endpoint = ?').get(input.endpoint) as Subscription | undefined;
    if (!known && subscriptionCount(db) >= capacity) {
      const room = db
        .prepare(
          `SELECT id FROM push_subscriptions WHERE confirmed = 0 OR failing_since <= ?
           ORDER BY confirmed, coalesce(failing_since, created) LIMIT 1`,
        )
        .get(now - LONG_FAILING_MS) as { id: number } | undefined;
      if (!room) return { outcome: 'full' as const };
      db.prepare('DELETE FROM push_subscriptions WHERE id = ?').run(room.id);
    }
    db.prepare(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, routes, language, created, confirmed, address, movements)
       VALUES (?, ?, ?, ?, ?, ?, 0, ?, coalesce(?, 0))
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, routes = excluded.routes,
         language = excluded.language, movements = coalesce(?, movements)`,
    ).run(
      input.endpoint,
      input.keys.p256dh,
      input.keys.auth,
      JSON.stringify(input.routes),
      input.language,
      now,
      address,
      movementsChoice,
      movementsChoice,
    );
    const subscription = db.prepare('SELECT * FROM push_subscriptions WHERE endpoint = ?').get(input.endpoint) as Subscription;
    return { outcome: subscription.confirmed ? ('renewed' as const) : ('new' as const), subscription };
  })();
}

/** The push service took the welcome: the subscription counts from now. */
export function confirmSubscription(db: Store, id: number, now: number): void {
  db.prepare('UPDATE push_subscriptions SET confirmed = 1, failing_since = NULL WHERE id = ? AND created <= ?').run(id, now);
}

export function removeSubscription(db: Store, endpoint: string): void {
  db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint);
}

export function subscriptionCount(db: Store): number {
  return (db.prepare('SELECT count(*) AS n FROM push_subscriptions').get() as { n: number }).n;
}

/** Every subscription, confirmed or not (the sender skips the unconfirmed). */
export function allSubscriptions(db: Store): Subscription[] {
  return db.prepare('SELECT * FROM push_subscriptions').all() as Subscription[];
}
