/**
 * The two public endpoints of push alerts, the only desk addresses a passenger's browser calls:
 *
 *   POST /desk/push/subscribe    { endpoint, keys: { p256dh, auth }, routes, language }
 *   POST /desk/push/unsubscribe  { endpoint }
 *
 * No session: a passenger has no account. What guards them instead: a same-origin Origin (checked
 * for every POST in desk/app.ts) and a JSON body, which another site cannot send without a CORS
 * preflight the desk never answers; at most 4 KB; a limit per address; and the endpoint allow-list
 * (./subscriptions.ts). Unsubscribing answers the same whether or not the endpoint was known.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Store } from '../store';
import { alertsOn } from './sender';
import { readEndpoint, readSubscription, removeSubscription, saveSubscription, type PushServices } from './subscriptions';

export const MAX_PUSH_BODY_BYTES = 4 * 1024;
/** Requests per address in RATE_WINDOW_MS: far more than a passenger turning routes on and off. */
export const RATE_LIMIT = 30;
export const RATE_WINDOW_MS = 10 * 60_000;

/** Requests per address, in memory: the desk is one process, and a restart forgetting them is harmless. */
class RateLimiter {
  private readonly seen = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Whether `address` may make one more request at `now` (and counts it). */
  take(address: string, now: number): boolean {
    const recent = (this.seen.get(address) ?? []).filter((at) => at > now - this.windowMs);
    if (this.seen.size > 10_000) this.prune(now);
    if (recent.length >= this.limit) {
      this.seen.set(address, recent);
      return false;
    }
    recent.push(now);
    this.seen.set(address, recent);
    return true;
  }

  private prune(now: number): void {
    for (const [address, times] of this.seen) if (!times.some((at) => at > now - this.windowMs)) this.seen.delete(address);
  }
}

/** The push endpoints, for the desk's app to mount (its middleware runs first: headers, the Origin check). */
export function pushRoutes(db: Store, services: PushServices, clock: () => number, address: (c: Context) => string): Hono {
  const app = new Hono();
  const limiter = new RateLimiter(RATE_LIMIT, RATE_WINDOW_MS);
  const guard = [
    async (c: Context, next: () => Promise<void>) => {
      if (!limiter.take(address(c), clock())) {
        console.warn(
          `desk: push requests from ${address(c)} stopped for a while (over ${RATE_LIMIT} in ${RATE_WINDOW_MS / 60_000} minutes)`,
        );
        return c.json({ error: 'Too many requests: try again in a few minutes.' }, 429, { 'Retry-After': String(RATE_WINDOW_MS / 1000) });
      }
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json'))
        return c.json({ error: 'Send JSON (Content-Type: application/json).' }, 415);
      if (!alertsOn(db)) return c.json({ error: 'Alerts are turned off.' }, 503);
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
    if (!saveSubscription(db, result.value, clock())) return c.json({ error: 'Alerts are full just now.' }, 503);
    return c.json({ routes: result.value.routes });
  });

  app.post('/desk/push/unsubscribe', ...guard, async (c) => {
    const endpoint = readEndpoint(await json(c));
    if (!endpoint) return c.json({ error: 'Send { "endpoint": "..." }.' }, 400);
    removeSubscription(db, endpoint);
    return c.body(null, 204);
  });
  return app;
}
