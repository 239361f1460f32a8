/**
 * Passengers' push subscriptions: what a browser sends when a passenger taps "Alert me about ...",
 * checked to the byte, and kept in the desk's database with nothing else about them.
 *
 * The endpoint is where the desk will later send requests, so it is the dangerous field: only
 * HTTPS addresses of the browsers' own push services are taken (an allow-list, so no one can make
 * the desk call into the operator's network). The test suite adds its local push service with
 * `--push-service`, configuration rather than code.
 */
import { z } from 'zod';
import { locales } from '../../lib/i18n/locales';
import { timetable } from '../../lib/timetable/model';
import type { Store } from '../store';

/** The push services of Chrome and Android (FCM), Firefox, Safari and Edge (WNS), by host. */
export const KNOWN_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** At most this many subscriptions: the database stays small whatever is sent to it. */
export const MAX_SUBSCRIPTIONS = 50_000;

export type PushServices = { hosts: readonly string[]; origins: readonly string[] };

/** The allow-list: the known hosts on HTTPS's own port, and the exact HTTPS origins an operator adds (`--push-service`). */
export function pushServices(extraOrigins: readonly string[] = []): PushServices {
  for (const origin of extraOrigins) {
    const url = new URL(origin);
    if (url.protocol !== 'https:' || url.origin !== origin.replace(/\/$/, ''))
      throw new Error(`--push-service ${origin}: give an https:// origin, like https://push.example:8443`);
  }
  return { hosts: KNOWN_PUSH_SERVICES, origins: extraOrigins.map((origin) => origin.replace(/\/$/, '')) };
}

/** Whether the desk may send to `endpoint`. */
export function allowedEndpoint(endpoint: string, services: PushServices): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (services.origins.includes(url.origin)) return true;
  if (url.port) return false;
  return services.hosts.some((host) => (host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host));
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
      (value) => Buffer.from(value, 'base64url')[0] === 4,
      'keys.p256dh must be an uncompressed P-256 point',
    ),
    auth: base64url(16, 'keys.auth'),
  }),
  routes: z
    .array(z.string().refine((id) => routeIds().includes(id), 'routes: unknown route'))
    .min(1)
    .max(20)
    .refine((routes) => new Set(routes).size === routes.length, 'routes: a route twice'),
  language: z.enum(locales),
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
};

/** Keeps a subscription (its routes and language replace those kept before); false when the desk is full. */
export function saveSubscription(db: Store, input: SubscriptionInput, now: number): boolean {
  const known = db.prepare('SELECT id FROM push_subscriptions WHERE endpoint = ?').get(input.endpoint);
  if (!known && subscriptionCount(db) >= MAX_SUBSCRIPTIONS) return false;
  db.prepare(
    `INSERT INTO push_subscriptions (endpoint, p256dh, auth, routes, language, created) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, routes = excluded.routes, language = excluded.language`,
  ).run(input.endpoint, input.keys.p256dh, input.keys.auth, JSON.stringify(input.routes), input.language, now);
  return true;
}

export function removeSubscription(db: Store, endpoint: string): void {
  db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint);
}

export function subscriptionCount(db: Store): number {
  return (db.prepare('SELECT count(*) AS n FROM push_subscriptions').get() as { n: number }).n;
}

export function allSubscriptions(db: Store): Subscription[] {
  return db.prepare('SELECT * FROM push_subscriptions').all() as Subscription[];
}
