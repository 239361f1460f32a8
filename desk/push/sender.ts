/**
 * Sending push alerts after a publish (issue 44). A publish's alerts (lib/status/alerts.ts) are
 * queued per subscription whose routes they touch, in the database, so a restart loses nothing;
 * then every subscription that may be told is sent one notification with all of its waiting
 * alerts, most serious first. At most one notification per subscription every five minutes: what
 * comes within that window waits and goes with the next one, and a later alert about the same
 * thing (the same sailing, the signal) replaces the earlier one.
 *
 * web-push's encryption (RFC 8291) encrypts each payload for its subscription; the desk sends it
 * itself (issue 54), to the host, port and path of the endpoint's one parse (./endpoint.ts), through
 * a resolver that refuses private addresses, over HTTP/2 where the push service speaks it (one
 * connection for a storm's thousands of pushes) and HTTP/1.1 where not, with a VAPID token
 * (RFC 8292) signed once per push service with the desk's key and reused for 11 of its 12 hours. The Topic is keyed with a secret
 * of the desk's, so it tells the push service nothing; the TTL ends when the headline ends. A push
 * service that says the subscription is gone (404, 410) has it removed; other failures are tried
 * again, a few times, further apart each time. Each publish in the history counts what was sent
 * and what failed.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { Agent, request } from 'node:https';
import { connect as http2Connect, constants as http2, type ClientHttp2Session } from 'node:http2';
import { isIP } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import webpush from 'web-push';
import { alertMessage, type Alert, type AlertMessage } from '../../lib/status/alerts';
import { dictionary, fillCopy } from '../../lib/words/copy';
import { routeName } from '../../lib/timetable/view';
import { timetable } from '../../lib/timetable/model';
import { localePath, type Locale } from '../../lib/i18n/locales';
import { pages } from '../../lib/site/pages';
import { brand } from '../../lib/site/brand';
import { setting, setSetting, type Store } from '../store';
import { literalAllowed, publicLookup, pushServices, pushTarget, type PushServices, type PushTarget, type Resolver } from './endpoint';
import type { LookupFunction } from 'node:net';
import { allSubscriptions, confirmSubscription, sweepSubscriptions, type Subscription } from './subscriptions';

/** One notification per subscription in this long; later alerts wait and are merged into the next. */
export const PUSH_WINDOW_MS = 5 * 60_000;
/** A failed send is tried this many times in all, waiting RETRY_BASE_MS, then twice that, and so on. */
export const MAX_ATTEMPTS = 4;
export const RETRY_BASE_MS = 15_000;
/** Push services keep a message at most four weeks. */
const MAX_TTL_SECONDS = 28 * 24 * 3600;
/** Delivered pushes recorded in one transaction. */
const BOOKKEEPING_BATCH = 200;
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

/** What the sends of one pass share: each waiting alert parsed once, each different message made once. */
type PassShared = {
  alerts: Map<string, { alert: Alert; id: number }>;
  messages: Map<string, { message: AlertMessage; payload: string }>;
};

export type SendReport = { sent: number; failed: number; removed: number };

/** What a push service answered: accepted, gone (the browser unsubscribed), or failed (try again later). */
export type Delivery = 'accepted' | 'gone' | 'failed';

/** A VAPID token is good for 12 hours and signed again in the last of them (RFC 8292 allows 24). */
const TOKEN_HOURS = 12;
const TOKEN_RENEW_SECONDS = 3600;

export class Pusher {
  private readonly keys: VapidKeys;
  private readonly agent: Agent;
  /**
   * One HTTP/2 connection per push service that speaks it (FCM, Mozilla's, Apple's do): every push
   * a stream on it, framed by nghttp2; measured, about half the CPU of a request through the
   * HTTP/1.1 agent (10,000 POSTs: 1.0 to 1.8 s against 2.0 to 2.7 s).
   * `undefined`: that service chose HTTP/1.1 when asked, and is sent to through the agent.
   */
  private readonly sessions = new Map<string, Promise<ClientHttp2Session | undefined>>();
  private readonly ca: Buffer | undefined;
  /** Connections that have carried an answer: one dropped after that was closed by the service, not refused. */
  private readonly answered = new WeakSet<ClientHttp2Session>();
  private readonly services: PushServices;
  private readonly topicKey: Buffer;
  private readonly lookup: LookupFunction;
  private running: Promise<SendReport> | undefined;
  /** A VAPID token per push service, signed once and reused until an hour before it expires (signing is a third of a push's time). */
  private readonly tokens = new Map<string, { authorization: string; expires: number }>();
  private again = false;
  private swept = 0;
  /** Pushes delivered and not yet recorded (settle). */
  private readonly delivered: { subscription: number; rows: Pending[]; publishId: number; at: number }[] = [];
  /** What this desk has done since it started: tokens signed and pushes sent (the benchmark and the tests read them). */
  readonly counts = { signed: 0, pushes: 0 };

  /** The statements each send runs, prepared once. */
  private readonly sql;

  /**
   * `services`: the push services subscriptions may name, as the desk's app takes them.
   * `ca`: certificates to trust besides the system's, for a push service of one's own (the tests').
   * `resolve`: a resolver instead of the system's (the tests', to point a push host at an address).
   */
  constructor(
    private readonly db: Store,
    private readonly clock: () => number = Date.now,
    { ca, services, resolve }: { ca?: Buffer; services?: PushServices; resolve?: Resolver } = {},
  ) {
    this.keys = vapidKeys(db);
    this.services = services ?? pushServices();
    this.topicKey = topicKey(db);
    this.lookup = publicLookup(resolve);
    this.sql = {
      pending: db.prepare('SELECT * FROM push_pending WHERE subscription_id = ?'),
      drop: db.prepare('DELETE FROM push_pending WHERE subscription_id = ? AND alert_key = ? AND alert = ?'),
      dropAll: db.prepare('DELETE FROM push_pending WHERE subscription_id = ?'),
      remove: db.prepare('DELETE FROM push_subscriptions WHERE id = ?'),
      sent: db.prepare('UPDATE push_subscriptions SET last_sent = ?, attempts = 0, next_try = 0, failing_since = NULL WHERE id = ?'),
      retry: db.prepare(
        'UPDATE push_subscriptions SET attempts = ?, next_try = ?, failing_since = coalesce(failing_since, ?) WHERE id = ?',
      ),
      sentCount: db.prepare('UPDATE publishes SET push_sent = push_sent + ? WHERE id = ?'),
      failedCount: db.prepare('UPDATE publishes SET push_failed = push_failed + 1 WHERE id = ?'),
    };
    this.ca = ca;
    this.agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY, ...(ca ? { ca } : {}) });
  }

  get publicKey(): string {
    return this.keys.publicKey;
  }

  /** Queues a publish's alerts for every confirmed subscription whose routes they touch, and starts sending. */
  queue(publishId: number, alerts: readonly Alert[]): void {
    if (!alerts.length || !alertsOn(this.db)) return;
    const insert = this.db.prepare(
      'INSERT OR REPLACE INTO push_pending (subscription_id, alert_key, alert, publish_id) VALUES (?, ?, ?, ?)',
    );
    const withdraw = this.db.prepare('DELETE FROM push_pending WHERE alert_key = ?');
    this.db.transaction(() => {
      // A ghat's tap undone (issue 57): its departure or arrival, if still waiting, is not sent.
      for (const alert of alerts) if (alert.withdrawn) withdraw.run(alert.key);
      for (const subscription of allSubscriptions(this.db)) {
        if (!subscription.confirmed) continue;
        const routes = JSON.parse(subscription.routes) as string[];
        for (const alert of alerts) {
          if (alert.withdrawn) continue;
          // Departures and arrivals only to those who ticked "when it leaves and arrives" (issue 57).
          // Their keys are their own ("movement <sailing> <date> departed"), so no status alert replaces one here.
          if (alert.askedFor === 'movements' && !subscription.movements) continue;
          if (alert.routes.some((route) => routes.includes(route)))
            insert.run(subscription.id, alert.key, JSON.stringify(alert), publishId);
        }
      }
    })();
    void this.run();
  }

  /**
   * The first message to a new subscription: "This phone gets alerts for Dhaka – Barishal", in its
   * language. A subscription counts (is sent alerts, holds room) only once its push service has
   * accepted this; browsers show every push, so it is also the passenger's proof that alerts work.
   */
  async welcome(subscription: Subscription): Promise<Delivery> {
    const locale = subscription.language as Locale;
    const routes = JSON.parse(subscription.routes) as string[];
    const names = timetable.routes.filter((route) => routes.includes(route.id)).map((route) => routeName(locale, route));
    const words = dictionary(locale).alerts;
    const list = new Intl.ListFormat(locale === 'bn' ? 'bn-BD' : 'en-GB', { type: 'conjunction' }).format(names);
    const payload = JSON.stringify({
      title: names.join(', '),
      body: `${fillCopy(locale, words.following, { routes: list })} ${words.notification.tap}`,
      lang: locale,
      url: localePath(locale, pages.status.path),
      tag: `alerts-${[...routes].sort().join('+')}`,
    });
    try {
      const status = await this.deliver(subscription, payload, { ttl: WELCOME_TTL_SECONDS, urgency: 'normal', tag: 'welcome' });
      if (status === 404 || status === 410) return 'gone';
      if (status < 200 || status >= 300) return 'failed';
    } catch (error) {
      console.warn(`desk: a first alert could not be sent (${describe(error)})`);
      return 'failed';
    }
    confirmSubscription(this.db, subscription.id, this.clock());
    return 'accepted';
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
    for (const session of this.sessions.values())
      void session.then(
        (open) => open?.destroy(),
        () => undefined,
      );
    this.sessions.clear();
  }

  private async pass(): Promise<SendReport> {
    const report: SendReport = { sent: 0, failed: 0, removed: 0 };
    if (!alertsOn(this.db)) return report;
    const now = this.clock();
    // What holds room for nothing goes within the minute (the privacy policy's promise).
    if (now - this.swept >= 60_000) {
      sweepSubscriptions(this.db, now);
      this.swept = now;
    }
    const due = this.db
      .prepare(
        `SELECT s.* FROM push_subscriptions s
         WHERE s.confirmed = 1 AND s.next_try <= ? AND (s.last_sent IS NULL OR s.last_sent + ? <= ?)
         AND EXISTS (SELECT 1 FROM push_pending p WHERE p.subscription_id = s.id)`,
      )
      .all(now, PUSH_WINDOW_MS, now) as Subscription[];
    const shared: PassShared = { alerts: new Map(), messages: new Map() };
    let next = 0;
    const worker = async () => {
      for (let subscription = due[next++]; subscription; subscription = due[next++]) {
        const outcome = await this.send(subscription, now, shared);
        if (outcome) report[outcome] += 1;
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, due.length) }, worker));
    } finally {
      this.settle();
    }
    return report;
  }

  /** One notification to one subscription with all its waiting alerts still worth telling. */
  private async send(subscription: Subscription, now: number, shared: PassShared): Promise<keyof SendReport | undefined> {
    const pending = this.sql.pending.all(subscription.id) as Pending[];
    // A storm's one alert waits for ten thousand subscriptions: read once a pass, not once each.
    const parsed = (row: Pending) => {
      let known = shared.alerts.get(row.alert);
      if (!known) shared.alerts.set(row.alert, (known = { alert: JSON.parse(row.alert) as Alert, id: shared.alerts.size }));
      return known;
    };
    const live = pending.filter((row) => parsed(row).alert.expiresAt > now);
    for (const row of pending) if (!live.includes(row)) this.sql.drop.run(subscription.id, row.alert_key, row.alert);
    if (!live.length) return undefined;
    const routes = JSON.parse(subscription.routes) as string[];
    const locale = subscription.language as Locale;
    const alerts = live.map((row) => parsed(row).alert);
    const touched = routes.filter((route) => alerts.some((alert) => alert.routes.includes(route)));
    // The same alerts (in the same order) to the same routes in the same language make the same
    // message: made once a pass (a storm evening has a handful of different ones).
    const same = `${locale}\n${touched.join(' ')}\n${live.map((row) => parsed(row).id).join(' ')}`;
    let made = shared.messages.get(same);
    if (!made) {
      const message = alertMessage(alerts, touched, locale, localePath(locale, pages.status.path));
      const payload = JSON.stringify({ title: message.title, body: message.body, lang: message.lang, url: message.url, tag: message.tag });
      shared.messages.set(same, (made = { message, payload }));
    }
    const { message, payload } = made;
    const publishId = Math.max(...live.map((row) => row.publish_id));
    let status: number | undefined;
    let failure: unknown;
    try {
      status = await this.deliver(subscription, payload, {
        // Until the headline's end (lib/status/alerts.ts): never shown after what it says is over.
        ttl: Math.max(0, Math.min(MAX_TTL_SECONDS, Math.floor((message.expiresAt - now) / 1000))),
        urgency: message.urgent ? 'high' : 'normal',
        tag: message.tag,
      });
    } catch (error) {
      failure = error;
    }
    if (status === 404 || status === 410) {
      this.sql.remove.run(subscription.id);
      this.count(publishId, 'push_failed');
      return 'removed';
    }
    if (status === undefined || status < 200 || status >= 300) {
      const why = failure ?? { statusCode: status };
      const attempts = subscription.attempts + 1;
      if (attempts >= MAX_ATTEMPTS) {
        this.sql.dropAll.run(subscription.id);
        this.sql.retry.run(0, 0, now, subscription.id);
        this.count(publishId, 'push_failed');
        console.warn(`desk: an alert could not be sent after ${MAX_ATTEMPTS} tries (${describe(why)}); dropped`);
        return 'failed';
      }
      this.sql.retry.run(attempts, now + RETRY_BASE_MS * 2 ** (attempts - 1), now, subscription.id);
      return undefined;
    }
    this.delivered.push({ subscription: subscription.id, rows: live, publishId, at: now });
    if (this.delivered.length >= BOOKKEEPING_BATCH) this.settle();
    return 'sent';
  }

  /**
   * Records what was delivered, in one transaction for many pushes: the alerts no longer waiting,
   * when each subscription was last sent to, the history's count. A desk stopped before this runs
   * sends those again (at most a batch), rather than losing any.
   */
  private settle(): void {
    const done = this.delivered.splice(0);
    if (!done.length) return;
    const sent = new Map<number, number>();
    this.db.transaction(() => {
      for (const { subscription, rows, publishId, at } of done) {
        for (const row of rows) this.sql.drop.run(subscription, row.alert_key, row.alert);
        this.sql.sent.run(at, subscription);
        sent.set(publishId, (sent.get(publishId) ?? 0) + 1);
      }
      for (const [publishId, count] of sent) this.sql.sentCount.run(count, publishId);
    })();
  }

  /**
   * One encrypted push (RFC 8291 through web-push's encryption), sent by this desk to the host,
   * port and path of the endpoint's one parse (./endpoint.ts); resolves with the push service's
   * status. The connection goes through publicLookup, which refuses private addresses.
   */
  private deliver(
    subscription: Subscription,
    payload: string,
    { ttl, urgency, tag }: { ttl: number; urgency: 'high' | 'normal'; tag: string },
  ): Promise<number> {
    const target = pushTarget(subscription.endpoint, this.services);
    if (!target) return Promise.resolve(410);
    if (!target.configured && !literalAllowed(target.hostname))
      return Promise.reject(new Error('the push service is at a private address'));
    let encrypted: ReturnType<typeof webpush.encrypt>;
    try {
      encrypted = webpush.encrypt(subscription.p256dh, subscription.auth, payload, 'aes128gcm');
    } catch {
      // A key no message can be encrypted to (off the curve, kept by an older release): as good as gone.
      return Promise.resolve(410);
    }
    const headers = {
      Authorization: this.authorization(target),
      TTL: String(ttl),
      Urgency: urgency,
      Topic: this.topic(subscription.endpoint, tag),
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(encrypted.cipherText.length),
    };
    this.counts.pushes += 1;
    return this.post(target, headers, encrypted.cipherText, true);
  }

  /** One POST: over the push service's HTTP/2 connection where it has one, else over HTTP/1.1. */
  private async post(target: PushTarget, headers: Record<string, string>, body: Buffer, again: boolean): Promise<number> {
    const session = await this.session(target);
    return session ? this.stream(target, session, headers, body, again) : this.post1(target, headers, body, again);
  }

  /**
   * The push service's HTTP/2 connection, opened on first use: TLS to the parsed host and port
   * (through publicLookup, as every connection), offering h2 and http/1.1. A service that picks
   * http/1.1 is remembered as such (until the desk restarts) and this connection closed; one that
   * could not be reached is forgotten, so the next push tries again.
   */
  private session(target: PushTarget): Promise<ClientHttp2Session | undefined> {
    const kept = this.sessions.get(target.origin);
    if (kept) return kept;
    const opening = new Promise<ClientHttp2Session | undefined>((resolve, reject) => {
      const socket = tlsConnect({
        host: target.hostname,
        port: target.port,
        // SNI names a host, never an address (RFC 6066).
        ...(isIP(target.hostname) ? {} : { servername: target.hostname }),
        ALPNProtocols: ['h2', 'http/1.1'],
        ...(this.ca ? { ca: this.ca } : {}),
        // As for HTTP/1.1: the operator's own push service is trusted as configured, every other address checked.
        ...(target.configured ? {} : { lookup: this.lookup }),
      });
      socket.setTimeout(10_000, () => socket.destroy(new Error('the push service did not answer within 10 s')));
      socket.once('error', reject);
      socket.once('secureConnect', () => {
        socket.setTimeout(0);
        socket.off('error', reject);
        if (socket.alpnProtocol !== 'h2') {
          socket.destroy();
          return resolve(undefined);
        }
        const session = http2Connect(target.origin, { createConnection: () => socket });
        const forget = () => {
          if (this.sessions.get(target.origin) === opening) this.sessions.delete(target.origin);
        };
        // A connection that ends or is told to go away takes no new pushes; its streams report their own errors.
        session.on('error', forget);
        session.once('goaway', forget);
        session.once('close', forget);
        // Idle a minute: closed, not kept open for the next publish (which may be hours away).
        session.setTimeout(60_000, () => session.close());
        resolve(session);
      });
    });
    this.sessions.set(target.origin, opening);
    opening.catch(() => {
      if (this.sessions.get(target.origin) === opening) this.sessions.delete(target.origin);
    });
    return opening;
  }

  /**
   * One push as a stream on the service's HTTP/2 connection. A stream the service refused
   * (REFUSED_STREAM: by RFC 9113 it was not processed) or that a reused connection dropped before
   * any answer (the service closed it just then, as with HTTP/1.1 below) is sent once more, on a
   * fresh connection if this one is gone.
   */
  private stream(
    target: PushTarget,
    session: ClientHttp2Session,
    headers: Record<string, string>,
    body: Buffer,
    again: boolean,
  ): Promise<number> {
    const reused = this.answered.has(session);
    const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    return new Promise((resolve, reject) => {
      let stream: ReturnType<ClientHttp2Session['request']>;
      try {
        stream = session.request({ [http2.HTTP2_HEADER_METHOD]: 'POST', [http2.HTTP2_HEADER_PATH]: target.path, ...lower });
      } catch (error) {
        // Closed between being looked up and being used: nothing was sent.
        if (again) resolve(this.post(target, headers, body, false));
        else reject(error as Error);
        return;
      }
      let status: number | undefined;
      let failure: Error | undefined;
      let late = false;
      stream.once('response', (answer) => {
        status = Number(answer[http2.HTTP2_HEADER_STATUS]);
        this.answered.add(session);
      });
      stream.setTimeout(10_000, () => {
        late = true;
        stream.close(http2.NGHTTP2_CANCEL);
      });
      stream.once('error', (error) => (failure = error));
      // Every stream ends with 'close', after any 'error': the one place it is settled.
      stream.once('close', () => {
        if (status !== undefined) return resolve(status);
        if (late) return reject(new Error('the push service did not answer within 10 s'));
        const refused = stream.rstCode === http2.NGHTTP2_REFUSED_STREAM;
        if (again && (refused || (reused && (session.closed || session.destroyed)))) resolve(this.post(target, headers, body, false));
        else reject(failure ?? new Error(`the push service closed the stream without an answer (HTTP/2 code ${stream.rstCode})`));
      });
      stream.resume();
      stream.end(body);
    });
  }

  /**
   * One POST over HTTP/1.1. A kept-alive socket the push service closed just as it was reused fails
   * before any answer ("socket hang up"): that request is sent once more on a fresh socket, as browsers do.
   */
  private post1(target: PushTarget, headers: Record<string, string>, body: Buffer, again: boolean): Promise<number> {
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          method: 'POST',
          host: target.hostname,
          port: target.port,
          path: target.path,
          headers,
          agent: this.agent,
          // The operator's own push service (the tests') may live anywhere; every other goes through the address check.
          ...(target.configured ? {} : { lookup: this.lookup }),
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('the push service did not answer within 10 s')));
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (again && outgoing.reusedSocket && error.code === 'ECONNRESET') resolve(this.post1(target, headers, body, false));
        else reject(error);
      });
      outgoing.end(body);
    });
  }

  /**
   * The Topic header: a push service keeps only the latest undelivered message with the same one.
   * Keyed with the desk's own secret and the endpoint, so it tells the push service nothing about
   * the routes and links no two subscribers; the same endpoint and routes still get the same topic.
   */
  private topic(endpoint: string, tag: string): string {
    return createHmac('sha256', this.topicKey).update(`${endpoint}\n${tag}`).digest('base64url').slice(0, 32);
  }

  /** The VAPID Authorization header for a push service (RFC 8292: a token per origin, at most 24 hours), signed once and reused. */
  private authorization(target: PushTarget): string {
    const kept = this.tokens.get(target.origin);
    // Expiry by the machine's clock, not the desk's (a test's clock may be set elsewhere): push services check it.
    const seconds = Date.now() / 1000;
    if (kept && kept.expires - TOKEN_RENEW_SECONDS > seconds) return kept.authorization;
    const expires = Math.floor(seconds) + TOKEN_HOURS * 3600;
    const headers = webpush.getVapidHeaders(
      target.origin,
      `mailto:${brand.email}`,
      this.keys.publicKey,
      this.keys.privateKey,
      'aes128gcm',
      expires,
    );
    this.counts.signed += 1;
    this.tokens.set(target.origin, { authorization: headers.Authorization, expires });
    return headers.Authorization;
  }

  private count(publishId: number, column: 'push_sent' | 'push_failed'): void {
    if (column === 'push_sent') this.sql.sentCount.run(1, publishId);
    else this.sql.failedCount.run(publishId);
  }
}

/** The secret the Topic header is keyed with, made on first use and kept with the database. */
function topicKey(db: Store): Buffer {
  const kept = setting(db, 'topic_key');
  if (kept) return Buffer.from(kept, 'base64');
  const made = randomBytes(32);
  setSetting(db, 'topic_key', made.toString('base64'));
  return made;
}

/** A welcome that waits longer than a day is no use: the passenger has turned alerts on by then or given up. */
const WELCOME_TTL_SECONDS = 24 * 3600;

/** A failure in a line, without the endpoint (it is a secret of the passenger's browser). */
function describe(error: unknown): string {
  const status = (error as { statusCode?: number }).statusCode;
  if (status) return `push service answered ${status}`;
  return error instanceof Error ? error.message.slice(0, 200) : 'unknown error';
}
