/**
 * The two public endpoints of push alerts, the only desk addresses a passenger's browser calls:
 *
 *   POST /desk/push/subscribe    { endpoint, keys: { p256dh, auth }, routes, language, movements? }
 *   POST /desk/push/unsubscribe  { endpoint }
 *
 * No session: a passenger has no account. What guards them instead: a same-origin Origin (checked
 * for every POST in desk/app.ts) and a JSON body, which another site cannot send without a CORS
 * preflight the desk never answers; at most 4 KB; limits per address and per network (an IPv6 /64
 * is one household's, an IPv4 /24 a street's); and the endpoint allow-list (./endpoint.ts). A new
 * subscription counts only once its push service has taken the welcome notification
 * (./sender.ts); one it never takes is gone within the hour, and fakes never hold the room a
 * passenger needs (./subscriptions.ts). Unsubscribing answers the same whether or not the endpoint
 * was known.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isIP } from 'node:net';
import type { Store } from '../store';
import { alertsOn, type Pusher } from './sender';
import { readEndpoint, readSubscription, removeSubscription, saveSubscription, type PushServices } from './subscriptions';

export const MAX_PUSH_BODY_BYTES = 4 * 1024;
/** Requests per address, and per IPv6 /64, in RATE_WINDOW_MS: far more than a passenger turning routes on and off. */
export const RATE_LIMIT = 30;
/** Requests per IPv4 /24 in RATE_WINDOW_MS: a mobile operator's NAT puts many passengers behind few addresses. */
export const NETWORK_RATE_LIMIT = 120;
export const RATE_WINDOW_MS = 10 * 60_000;

/**
 * The limits an address counts against: itself, and its network (an IPv4 /24, an IPv6 /64), so
 * rotating through the addresses of one network gets no further than one address.
 */
export function rateKeys(address: string): { key: string; limit: number }[] {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  const plain = mapped ?? address;
  if (isIP(plain) === 4)
    return [
      { key: plain, limit: RATE_LIMIT },
      { key: `${plain.split('.').slice(0, 3).join('.')}.0/24`, limit: NETWORK_RATE_LIMIT },
    ];
  if (isIP(plain) === 6)
    return [
      { key: plain.toLowerCase(), limit: RATE_LIMIT },
      { key: `${ipv6Prefix64(plain)}::/64`, limit: RATE_LIMIT },
    ];
  return [{ key: address, limit: RATE_LIMIT }];
}

/** The first four groups of an IPv6 address, written out (`2001:db8::1` is `2001:db8:0:0`). */
function ipv6Prefix64(address: string): string {
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':');
}

/** Requests per address, in memory: the desk is one process, and a restart forgetting them is harmless. */
class RateLimiter {
  private readonly seen = new Map<string, number[]>();
  /** When each key was last stopped: a flood is logged once a window, not once a request. */
  private readonly stopped = new Map<string, number>();

  constructor(private readonly windowMs: number) {}

  /**
   * Whether one more request may be counted against each of `keys` at `now` (counted when it may):
   * 'ok', or 'stopped' the first time a key is over its limit (the moment to log), then 'refused'.
   */
  take(keys: { key: string; limit: number }[], now: number): 'ok' | 'stopped' | 'refused' {
    if (this.seen.size > 10_000) this.prune(now);
    const recent = keys.map(({ key }) => (this.seen.get(key) ?? []).filter((at) => at > now - this.windowMs));
    keys.forEach(({ key }, index) => this.seen.set(key, recent[index]!));
    const over = keys.findIndex(({ limit }, index) => recent[index]!.length >= limit);
    if (over >= 0) {
      const first = !this.stopped.has(keys[over]!.key) || this.stopped.get(keys[over]!.key)! <= now - this.windowMs;
      if (first) this.stopped.set(keys[over]!.key, now);
      return first ? 'stopped' : 'refused';
    }
    for (const times of recent) times.push(now);
    return 'ok';
  }

  private prune(now: number): void {
    for (const [address, times] of this.seen) if (!times.some((at) => at > now - this.windowMs)) this.seen.delete(address);
    for (const [key, at] of this.stopped) if (at <= now - this.windowMs) this.stopped.delete(key);
  }
}

/** The push endpoints, for the desk's app to mount (its middleware runs first: headers, the Origin check). */
export function pushRoutes(
  db: Store,
  services: PushServices,
  clock: () => number,
  address: (c: Context) => string,
  pusher: Pusher | undefined,
): Hono {
  const app = new Hono();
  const limiter = new RateLimiter(RATE_WINDOW_MS);
  const guard = [
    async (c: Context, next: () => Promise<void>) => {
      const taken = limiter.take(rateKeys(address(c)), clock());
      if (taken !== 'ok') {
        if (taken === 'stopped')
          console.warn(
            `desk: push requests from ${address(c)} stopped for a while (over the limit for it or its network in ${RATE_WINDOW_MS / 60_000} minutes)`,
          );
        return c.json({ error: 'Too many requests: try again in a few minutes.' }, 429, { 'Retry-After': String(RATE_WINDOW_MS / 1000) });
      }
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json'))
        return c.json({ error: 'Send JSON (Content-Type: application/json).' }, 415);
      if (!alertsOn(db) || !pusher) return c.json({ error: 'Alerts are turned off.' }, 503);
      return next();
    },
    bodyLimit({ maxSize: MAX_PUSH_BODY_BYTES, onError: (c) => c.json({ error: 'Request body too large (at most 4 KB).' }, 413) }),
  ] as const;

  const json = async (c: Context): Promise<unknown> => {
    try {
      return await c.req.json();
    } catch {
      return undefined;
    }
  };

  app.post('/desk/push/subscribe', ...guard, async (c) => {
    const body = await json(c);
    if (body === undefined) return c.json({ error: 'The body is not JSON.' }, 400);
    const result = readSubscription(body, services);
    if ('error' in result) return c.json({ error: result.error }, 400);
    const saved = saveSubscription(db, result.value, clock(), address(c));
    if (saved.outcome === 'full') return c.json({ error: 'Alerts are full just now.' }, 503);
    if (saved.outcome === 'new') {
      const welcome = await pusher!.welcome(saved.subscription);
      if (welcome === 'gone') {
        removeSubscription(db, saved.subscription.endpoint);
        return c.json({ error: 'Your browser’s push service says this subscription has ended: turn alerts on again.' }, 400);
      }
      // Kept unconfirmed for the hour: a browser asking again soon is sent the welcome again.
      if (welcome === 'failed')
        return c.json({ error: 'Your browser’s push service did not take the first alert: try again in a minute.' }, 502);
    }
    return c.json({ routes: result.value.routes, movements: saved.subscription.movements === 1 });
  });

  app.post('/desk/push/unsubscribe', ...guard, async (c) => {
    const endpoint = readEndpoint(await json(c));
    if (!endpoint) return c.json({ error: 'Send { "endpoint": "..." }.' }, 400);
    removeSubscription(db, endpoint);
    return c.body(null, 204);
  });
  return app;
}
