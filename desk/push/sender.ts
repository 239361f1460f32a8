/**
 * Sending push alerts after a publish (issue 44). A publish's alerts (lib/status/alerts.ts) are
 * queued per subscription whose routes they touch, in the database, so a restart loses nothing;
 * then every subscription that may be told is sent one notification with all of its waiting
 * alerts, most serious first. At most one notification per subscription every five minutes: what
 * comes within that window waits and goes with the next one, and a later alert about the same
 * thing (the same sailing, the signal) replaces the earlier one.
 *
 * web-push encrypts each payload for its subscription (RFC 8291) and signs the request with the
 * desk's VAPID key (RFC 8292), made on first run and kept in the database. A push service that
 * says the subscription is gone (404, 410) has it removed; other failures are tried again, a few
 * times, further apart each time. Each publish in the history counts what was sent and what failed.
 */
import { createHash } from 'node:crypto';
import { Agent } from 'node:https';
import webpush from 'web-push';
import { alertMessage, type Alert } from '../../lib/status/alerts';
import { localePath, type Locale } from '../../lib/i18n/locales';
import { pages } from '../../lib/site/pages';
import { brand } from '../../lib/site/brand';
import { setting, setSetting, type Store } from '../store';
import { allSubscriptions, type Subscription } from './subscriptions';

/** One notification per subscription in this long; later alerts wait and are merged into the next. */
export const PUSH_WINDOW_MS = 5 * 60_000;
/** A failed send is tried this many times in all, waiting RETRY_BASE_MS, then twice that, and so on. */
export const MAX_ATTEMPTS = 4;
export const RETRY_BASE_MS = 15_000;
/** Push services keep a message at most four weeks. */
const MAX_TTL_SECONDS = 28 * 24 * 3600;
/** Sends in flight at once: a storm evening's thousand subscriptions in a few seconds, without a thousand sockets. */
const CONCURRENCY = 64;

export type VapidKeys = { publicKey: string; privateKey: string };

/** The desk's VAPID keys, made on first run and kept with the database. */
export function vapidKeys(db: Store): VapidKeys {
  const publicKey = setting(db, 'vapid_public_key');
  const privateKey = setting(db, 'vapid_private_key');
  if (publicKey && privateKey) return { publicKey, privateKey };
  const made = webpush.generateVAPIDKeys();
  setSetting(db, 'vapid_public_key', made.publicKey);
  setSetting(db, 'vapid_private_key', made.privateKey);
  return made;
}

/** Whether the operator has alerts on (`npm run desk:alerts -- on|off`); on unless turned off. */
export const alertsOn = (db: Store) => setting(db, 'alerts') !== 'off';

type Pending = { subscription_id: number; alert_key: string; alert: string; publish_id: number };

export type SendReport = { sent: number; failed: number; removed: number };

export class Pusher {
  private readonly keys: VapidKeys;
  private readonly agent: Agent;
  private running: Promise<SendReport> | undefined;
  /** A VAPID token per push service, signed once and used until an hour before it expires (signing is a third of a push's time). */
  private readonly tokens = new Map<string, { authorization: string; expires: number }>();
  private again = false;

  /** `ca`: certificates to trust besides the system's, for a push service of one's own (the tests'). */
  /** The statements each send runs, prepared once. */
  private readonly sql;

  constructor(
    private readonly db: Store,
    private readonly clock: () => number = Date.now,
    { ca }: { ca?: Buffer } = {},
  ) {
    this.keys = vapidKeys(db);
    this.sql = {
      pending: db.prepare('SELECT * FROM push_pending WHERE subscription_id = ?'),
      drop: db.prepare('DELETE FROM push_pending WHERE subscription_id = ? AND alert_key = ? AND alert = ?'),
      dropAll: db.prepare('DELETE FROM push_pending WHERE subscription_id = ?'),
      remove: db.prepare('DELETE FROM push_subscriptions WHERE id = ?'),
      sent: db.prepare('UPDATE push_subscriptions SET last_sent = ?, attempts = 0, next_try = 0 WHERE id = ?'),
      retry: db.prepare('UPDATE push_subscriptions SET attempts = ?, next_try = ? WHERE id = ?'),
      sentCount: db.prepare('UPDATE publishes SET push_sent = push_sent + 1 WHERE id = ?'),
      failedCount: db.prepare('UPDATE publishes SET push_failed = push_failed + 1 WHERE id = ?'),
    };
    this.agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY, ...(ca ? { ca } : {}) });
  }

  get publicKey(): string {
    return this.keys.publicKey;
  }

  /** Queues a publish's alerts for every subscription whose routes they touch, and starts sending. */
  queue(publishId: number, alerts: readonly Alert[]): void {
    if (!alerts.length || !alertsOn(this.db)) return;
    const insert = this.db.prepare(
      'INSERT OR REPLACE INTO push_pending (subscription_id, alert_key, alert, publish_id) VALUES (?, ?, ?, ?)',
    );
    this.db.transaction(() => {
      for (const subscription of allSubscriptions(this.db)) {
        const routes = JSON.parse(subscription.routes) as string[];
        for (const alert of alerts) {
          if (alert.routes.some((route) => routes.includes(route)))
            insert.run(subscription.id, alert.key, JSON.stringify(alert), publishId);
        }
      }
    })();
    void this.run();
  }

  /**
   * Sends everything due now; a call while sending runs once more after. Resolves with what this
   * pass did. Never rejects: an error (a locked database) is logged, and what was waiting stays
   * queued for the next pass, so the desk keeps serving.
   */
  run(): Promise<SendReport> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const failed = (error: unknown): SendReport => {
      console.error(`desk: sending alerts stopped for now: ${describe(error)}`);
      return { sent: 0, failed: 0, removed: 0 };
    };
    this.running = this.pass()
      .catch(failed)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          void this.run();
        }
      });
    return this.running;
  }

  /** Waits for any pass under way (tests and the benchmark). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  close(): void {
    this.agent.destroy();
  }

  private async pass(): Promise<SendReport> {
    const report: SendReport = { sent: 0, failed: 0, removed: 0 };
    if (!alertsOn(this.db)) return report;
    const now = this.clock();
    const due = this.db
      .prepare(
        `SELECT s.* FROM push_subscriptions s
         WHERE s.next_try <= ? AND (s.last_sent IS NULL OR s.last_sent + ? <= ?)
         AND EXISTS (SELECT 1 FROM push_pending p WHERE p.subscription_id = s.id)`,
      )
      .all(now, PUSH_WINDOW_MS, now) as Subscription[];
    const queue = [...due];
    const worker = async () => {
      for (let subscription = queue.shift(); subscription; subscription = queue.shift()) {
        const outcome = await this.send(subscription, now);
        if (outcome) report[outcome] += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
    return report;
  }

  /** One notification to one subscription with all its waiting alerts still worth telling. */
  private async send(subscription: Subscription, now: number): Promise<keyof SendReport | undefined> {
    const pending = this.sql.pending.all(subscription.id) as Pending[];
    const live = pending.filter((row) => (JSON.parse(row.alert) as Alert).expiresAt > now);
    for (const row of pending) if (!live.includes(row)) this.sql.drop.run(subscription.id, row.alert_key, row.alert);
    if (!live.length) return undefined;
    const alerts = live.map((row) => JSON.parse(row.alert) as Alert);
    const routes = JSON.parse(subscription.routes) as string[];
    const locale = subscription.language as Locale;
    const touched = routes.filter((route) => alerts.some((alert) => alert.routes.includes(route)));
    const message = alertMessage(alerts, touched, locale, localePath(locale, pages.status.path));
    const publishId = Math.max(...live.map((row) => row.publish_id));
    const payload = JSON.stringify({ title: message.title, body: message.body, lang: message.lang, url: message.url, tag: message.tag });
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          vapidDetails: { subject: `mailto:${brand.email}`, publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
          TTL: Math.max(0, Math.min(MAX_TTL_SECONDS, Math.ceil((message.expiresAt - now) / 1000))),
          urgency: message.urgent ? 'high' : 'normal',
          // A push service holding an undelivered message with the same topic replaces it with this one.
          topic: createHash('sha256').update(message.tag).digest('base64url').slice(0, 32),
          agent: this.agent,
          timeout: 10_000,
        },
      );
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        this.sql.remove.run(subscription.id);
        this.count(publishId, 'push_failed');
        return 'removed';
      }
      const attempts = subscription.attempts + 1;
      if (attempts >= MAX_ATTEMPTS) {
        this.sql.dropAll.run(subscription.id);
        this.sql.retry.run(0, 0, subscription.id);
        this.count(publishId, 'push_failed');
        console.warn(`desk: an alert could not be sent after ${MAX_ATTEMPTS} tries (${describe(error)}); dropped`);
        return 'failed';
      }
      this.sql.retry.run(attempts, now + RETRY_BASE_MS * 2 ** (attempts - 1), subscription.id);
      return undefined;
    }
    this.db.transaction(() => {
      for (const row of live) this.sql.drop.run(subscription.id, row.alert_key, row.alert);
      this.sql.sent.run(now, subscription.id);
      this.count(publishId, 'push_sent');
    })();
    return 'sent';
  }

  /** The VAPID Authorization header for an endpoint's push service (RFC 8292: a token per origin, at most 24 hours). */
  private authorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const kept = this.tokens.get(audience);
    if (kept && kept.expires - 3600 > Date.now() / 1000) return kept.authorization;
    // Expiry by the machine's clock, not the desk's (a test's clock may be set elsewhere): push services check it.
    const expires = Math.floor(Date.now() / 1000) + 12 * 3600;
    const headers = webpush.getVapidHeaders(
      audience,
      `mailto:${brand.email}`,
      this.keys.publicKey,
      this.keys.privateKey,
      'aes128gcm',
      expires,
    );
    this.tokens.set(audience, { authorization: headers.Authorization, expires });
    return headers.Authorization;
  }

  private count(publishId: number, column: 'push_sent' | 'push_failed'): void {
    (column === 'push_sent' ? this.sql.sentCount : this.sql.failedCount).run(publishId);
  }
}

/** A failure in a line, without the endpoint (it is a secret of the passenger's browser). */
function describe(error: unknown): string {
  const status = (error as { statusCode?: number }).statusCode;
  if (status) return `push service answered ${status}`;
  return error instanceof Error ? error.message.slice(0, 200) : 'unknown error';
}
