import { readFileSync } from 'node:fs';
import { constants as http2, createSecureServer } from 'node:http2';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { deskApp, recordOutsidePublishes } from '../../desk/app';
import { Pusher, PUSH_WINDOW_MS } from '../../desk/push/sender';
import { pushServices } from '../../desk/push/subscriptions';
import { MAX_PUSH_BODY_BYTES, RATE_LIMIT } from '../../desk/push/api';
import { type Store } from '../../desk/store';
import { dictionary } from '../../lib/words/copy';
import { formatTime } from '../../lib/i18n/format';
import { publishStatusBytes } from '../../lib/status/publish';
import { dhakaNow, type StatusFile } from '../../lib/status/status';
import { pushDeskOnCopy, subscriptionRow, type PushDesk } from '../support/push-desk';
import { PushService, type TestSubscription } from '../support/push-service';
import { testCertificate } from '../support/test-certificate';

/*
 * Push alerts (issue 44), from publish to decrypted notification, with the desk in this process
 * (its app answering requests, its Pusher sending) and its clock in the test's hands, so the
 * five-minute window is crossed without waiting. Publishes go through the one publish path as the
 * command line makes them; the desk notices them as its server's watch does. The push service is
 * e2e/support/push-service.ts, on 127.0.0.1: it verifies each VAPID signature against the desk's
 * key and decrypts each payload with the subscription's own private key.
 */
test.describe.configure({ mode: 'serial' });

const day = dhakaNow(Date.now()).slice(0, 10);
const tomorrow = dhakaNow(Date.parse(`${day}T12:00:00+06:00`) + 86_400_000).slice(0, 10);
/** The desk's clock: today at 18:00 in Dhaka, so tonight's 21:00 is still to leave. */
let now = Date.parse(`${day}T18:00:00+06:00`);
const clock = () => now;
const minutes = (count: number) => (now += count * 60_000);

const DESK = 'http://desk.test';
let site = '';
let desk: PushDesk;
let db: Store;
let pusher: Pusher;
let app: ReturnType<typeof deskApp>;
let service: PushService;
/** Follows Dhaka – Barishal in English, Barishal – Bhola in Bangla, both in English. */
let barishal: TestSubscription;
let bhola: TestSubscription;
let both: TestSubscription;

let status: StatusFile = {
  updated: '',
  signal: null,
  notices: [],
  sailings: [],
};

/** Publishes `next` as the command line does, then lets the desk notice and send, and waits until it has. */
async function publish(next: Partial<typeof status>) {
  status = { ...status, ...next, updated: dhakaNow(now) };
  await publishStatusBytes(Buffer.from(JSON.stringify(status)), 'status.json', site, { now, twins: false, force: true });
  recordOutsidePublishes(app);
  await pusher.idle();
}

/** What the desk's public endpoints answer, as the site's own page would ask (same origin, JSON). */
function request(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(`${DESK}${path}`, {
    method: 'POST',
    headers: { Host: 'desk.test', Origin: DESK, 'Content-Type': 'application/json', 'X-Real-IP': '203.0.113.9', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const subscribe = (subscription: TestSubscription, routes: string[], language: string, headers: Record<string, string> = {}) =>
  request('/desk/push/subscribe', { endpoint: subscription.endpoint, keys: subscription.keys, routes, language }, headers);

const subscriptionRows = () => db.prepare('SELECT endpoint FROM push_subscriptions').all() as { endpoint: string }[];

test.beforeAll(async () => {
  desk = await pushDeskOnCopy('push-', clock);
  ({ site, db, service, pusher, app } = desk);
  barishal = service.subscribe();
  bhola = service.subscribe();
  both = service.subscribe();
  expect((await subscribe(barishal, ['dhaka-barishal'], 'en')).status).toBe(200);
  expect((await subscribe(bhola, ['barishal-bhola'], 'bn')).status).toBe(200);
  expect((await subscribe(both, ['dhaka-barishal', 'barishal-bhola'], 'en')).status).toBe(200);
  // Each new subscription was sent its welcome, in its language, before the desk answered.
  expect(service.pushesFor(bhola.id).map((push) => push.message.body)).toEqual([
    expect.stringContaining(dictionary('bn').alerts.following.replace('{routes}', 'বরিশাল – ভোলা')),
  ]);
  expect(service.received).toHaveLength(3);
  service.received.splice(0);
});

test.afterAll(async () => {
  await desk?.close();
});

test('a cancellation reaches only that route’s subscribers, once each, in their language, urgent, until the sailing leaves', async () => {
  await publish({ sailings: [{ sailing: 'dhk-bsl-2100', date: day, status: 'cancelled' }] });
  expect(service.rejected).toEqual([]);
  expect(service.pushesFor(bhola.id)).toEqual([]);
  for (const subscription of [barishal, both]) {
    const pushes = service.pushesFor(subscription.id);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push!.urgency).toBe('high');
    // The TTL ends when the sailing leaves: 21:00 is three hours after the desk's 18:00.
    expect(push!.ttl).toBe(3 * 3600);
    expect(push!.message.lang).toBe('en');
    expect(push!.message.url).toBe('/status');
    // The verdict first, then the sailing and the launch that sails it that night.
    const verdict = dictionary('en').status.sentence.cancelled.split('{sailing}')[0]!;
    expect(push!.message.body.startsWith(verdict)).toBe(true);
    expect(push!.message.body).toContain(formatTime('en', '21:00'));
    expect(push!.message.body).toContain('Dhaka – Barishal');
    expect(push!.message.body).toMatch(/, MV /);
    expect(push!.message.body.endsWith(dictionary('en').alerts.notification.tap)).toBe(true);
  }
  expect(service.pushesFor(barishal.id)[0]!.message.title).toBe('Dhaka – Barishal');
  const history = db.prepare('SELECT push_sent, push_failed FROM publishes ORDER BY id DESC LIMIT 1').get();
  expect(history).toEqual({ push_sent: 2, push_failed: 0 });
});

test('a storm signal reaches every route’s subscribers, the Bangla one in Bangla', async () => {
  minutes(6);
  const sent = service.received.length;
  await publish({ signal: { number: 3, from: dhakaNow(now), until: `${tomorrow} 06:00` } });
  expect(service.received.length - sent).toBe(3);
  const [push] = service.pushesFor(bhola.id);
  expect(push!.urgency).toBe('high');
  expect(push!.message.lang).toBe('bn');
  expect(push!.message.url).toBe('/bn/status');
  expect(push!.message.title).toBe('বরিশাল – ভোলা');
  expect(push!.message.body).toContain('৩ নম্বর সংকেত');
  expect(push!.message.body.endsWith(dictionary('bn').alerts.notification.tap)).toBe(true);
  // Until 06:00 tomorrow: twelve hours after 18:06 less six minutes.
  expect(push!.ttl).toBe(12 * 3600 - 6 * 60);
});

test('two changes in one publish make one notification, the most serious first', async () => {
  minutes(6);
  const before = service.pushesFor(barishal.id).length;
  await publish({
    sailings: [
      { sailing: 'dhk-bsl-2100', date: day, status: 'cancelled' },
      // Tomorrow's: tonight's would leave under the signal 3 still up, a contradiction the status's rules refuse.
      { sailing: 'dhk-bsl-2030', date: tomorrow, status: 'delayed', departs: '21:15' },
    ],
    notices: [
      {
        id: 'ghat-works',
        severity: 'information',
        routes: ['dhaka-barishal'],
        start: dhakaNow(now),
        end: `${tomorrow} 12:00`,
        title: { en: 'Sadarghat pontoon 4 closed', bn: 'সদরঘাটের ৪ নম্বর পন্টুন বন্ধ' },
        text: { en: 'Board from pontoon 5.', bn: '৫ নম্বর পন্টুন থেকে উঠুন।' },
      },
    ],
  });
  const pushes = service.pushesFor(barishal.id).slice(before);
  expect(pushes).toHaveLength(1);
  // The delay is the more serious of the two (the notice is news); "and 1 more".
  expect(pushes[0]!.message.body).toContain(
    dictionary('en').status.sentence.delayed.split('{sailing}')[0]!.replace('{time}', formatTime('en', '21:15')),
  );
  expect(pushes[0]!.message.body).toContain('And 1 more.');
  expect(pushes[0]!.urgency).toBe('normal');
  // Bhola's subscriber hears nothing of Dhaka – Barishal's changes.
  expect(service.pushesFor(bhola.id)).toHaveLength(1);
});

test('within five minutes of the last notification, later changes wait and go as one', async () => {
  minutes(1);
  const before = service.pushesFor(barishal.id).length;
  await publish({
    sailings: [
      { sailing: 'dhk-bsl-2100', date: day, status: 'cancelled' },
      { sailing: 'dhk-bsl-2030', date: day, status: 'cancelled' },
      { sailing: 'dhk-bsl-2030', date: tomorrow, status: 'delayed', departs: '21:15' },
    ],
  });
  minutes(1);
  await publish({ notices: [] });
  minutes(1);
  await publish({ sailings: [...status.sailings, { sailing: 'dhk-bsl-2100', date: tomorrow, status: 'cancelled' }] });
  expect(service.pushesFor(barishal.id).length).toBe(before);
  // The window ends five minutes after the last one went: one notification with everything waiting.
  now += PUSH_WINDOW_MS - 3 * 60_000;
  await pusher.run();
  const pushes = service.pushesFor(barishal.id).slice(before);
  expect(pushes).toHaveLength(1);
  // The cancellation first (the more serious), then how many more.
  expect(pushes[0]!.message.body.startsWith(dictionary('en').status.sentence.cancelled.split('{sailing}')[0]!)).toBe(true);
  expect(pushes[0]!.message.body).toMatch(/\. And 1 more\./);
  expect(pushes[0]!.urgency).toBe('high');
});

test('a publish that changes nothing for a route sends it nothing', async () => {
  minutes(6);
  const sent = service.received.length;
  // Only `updated` moves: the counter said "nothing has changed".
  await publish({});
  expect(service.received.length).toBe(sent);
  // A change on Dhaka – Barishal only: nothing for Bhola's subscriber.
  await publish({
    sailings: [
      ...status.sailings.filter((change) => !(change.sailing === 'dhk-bsl-2030' && change.date === tomorrow)),
      { sailing: 'dhk-bsl-2030', date: tomorrow, status: 'cancelled' },
    ],
  });
  expect(service.received.length).toBe(sent + 2);
  expect(service.pushesFor(bhola.id)).toHaveLength(1);
});

test('a push service answering 410 has the subscription removed, and the history counts it failed', async () => {
  minutes(6);
  service.answer(bhola.id, 410);
  await publish({ sailings: [...status.sailings, { sailing: 'bsl-bhl-0730', date: tomorrow, status: 'cancelled' }] });
  expect(subscriptionRows().map((row) => row.endpoint)).not.toContain(bhola.endpoint);
  expect(subscriptionRows().map((row) => row.endpoint)).toContain(both.endpoint);
  expect(db.prepare('SELECT push_sent, push_failed FROM publishes ORDER BY id DESC LIMIT 1').get()).toEqual({
    push_sent: 1,
    push_failed: 1,
  });
});

test('an endpoint outside the allow-list is refused and never contacted', async () => {
  // A server that would see any request the desk made to it.
  let contacted = 0;
  const { cert, key } = testCertificate();
  const trap: Server = createServer({ cert: readFileSync(cert), key: readFileSync(key) }, (_request, response) => {
    contacted += 1;
    response.writeHead(201).end();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  const trapOrigin = `https://127.0.0.1:${(trap.address() as AddressInfo).port}`;
  const keys = service.subscribe().keys;
  const refused = [
    `${trapOrigin}/push/x`,
    `http://fcm.googleapis.com/fcm/send/x`,
    `https://fcm.googleapis.com.evil.test/fcm/send/x`,
    `https://user:pw@fcm.googleapis.com/fcm/send/x`,
    `https://fcm.googleapis.com:8443/fcm/send/x`,
    `https://169.254.169.254/latest/meta-data`,
    'not a url',
  ];
  for (const endpoint of refused) {
    const response = await request('/desk/push/subscribe', { endpoint, keys, routes: ['dhaka-barishal'], language: 'en' });
    expect(response.status, endpoint).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^endpoint/);
  }
  minutes(6);
  await publish({ signal: { number: 4, from: dhakaNow(now), until: `${tomorrow} 09:00` } });
  expect(subscriptionRows().some((row) => row.endpoint.startsWith(trapOrigin))).toBe(false);
  expect(contacted).toBe(0);
  trap.close();
});

test('oversize, malformed, cross-origin and too frequent requests are refused, and nothing is kept', async () => {
  const fresh = service.subscribe();
  const valid = { endpoint: fresh.endpoint, keys: fresh.keys, routes: ['dhaka-barishal'], language: 'en' };
  const count = subscriptionRows().length;
  const cases: [string, Response, number][] = [
    ['over 4 KB', await request('/desk/push/subscribe', { ...valid, padding: 'x'.repeat(MAX_PUSH_BODY_BYTES) }), 413],
    ['not JSON', await request('/desk/push/subscribe', '{"endpoint": '), 400],
    [
      'a form, not JSON',
      await request('/desk/push/subscribe', JSON.stringify(valid), { 'Content-Type': 'application/x-www-form-urlencoded' }),
      415,
    ],
    ['an unknown key', await request('/desk/push/subscribe', { ...valid, name: 'Rahim' }), 400],
    ['an unknown route', await request('/desk/push/subscribe', { ...valid, routes: ['dhaka-cox'] }), 400],
    ['no routes', await request('/desk/push/subscribe', { ...valid, routes: [] }), 400],
    ['a short key', await request('/desk/push/subscribe', { ...valid, keys: { ...valid.keys, auth: 'AAAA' } }), 400],
    [
      'a key off the curve',
      await request('/desk/push/subscribe', { ...valid, keys: { ...valid.keys, p256dh: Buffer.alloc(65, 7).toString('base64url') } }),
      400,
    ],
    ['another language', await request('/desk/push/subscribe', { ...valid, language: 'fr' }), 400],
    ['another origin', await request('/desk/push/subscribe', valid, { Origin: 'https://evil.example' }), 403],
    ['no origin', await request('/desk/push/subscribe', valid, { Origin: '' }), 403],
    ['unsubscribe without an endpoint', await request('/desk/push/unsubscribe', {}), 400],
  ];
  for (const [what, response, expected] of cases) expect(response.status, what).toBe(expected);
  expect(subscriptionRows().length).toBe(count);

  // One address: the limit, then 429 (another address is not held up).
  const address = { 'X-Real-IP': '198.51.100.7' };
  const statuses: number[] = [];
  for (let index = 0; index <= RATE_LIMIT; index++)
    statuses.push((await request('/desk/push/unsubscribe', { endpoint: 'https://x' }, address)).status);
  expect(statuses.slice(0, RATE_LIMIT).every((code) => code === 204)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  expect((await subscribe(fresh, ['dhaka-barishal'], 'en')).status).toBe(200);
  // Turning off: the subscription is gone.
  expect((await request('/desk/push/unsubscribe', { endpoint: fresh.endpoint })).status).toBe(204);
  expect(subscriptionRows().map((row) => row.endpoint)).not.toContain(fresh.endpoint);
});

test('pushes go over HTTP/2 where the push service speaks it, else HTTP/1.1; a refused or dropped stream is sent once more', async () => {
  const { cert, key, ca } = testCertificate();
  const subscription = (endpoint: string, keys: TestSubscription['keys']) => subscriptionRow(endpoint, keys, ['dhaka-barishal'], now);

  // A push service that speaks only HTTP/1.1 is sent to over HTTP/1.1, and still checks everything.
  const old = new PushService(() => pusher.publicKey, { http2: false });
  await old.start();
  // A push service that refuses the first stream of each connection (REFUSED_STREAM: not processed),
  // and drops the connection under the fourth stream, after answering others on it.
  let streams = 0;
  const flaky = createSecureServer({ cert: readFileSync(cert), key: readFileSync(key) });
  flaky.on('stream', (stream) => {
    streams += 1;
    // Closing a stream with an error code reports it here too: expected.
    stream.on('error', () => undefined);
    if (streams === 1) return stream.close(http2.NGHTTP2_REFUSED_STREAM);
    if (streams === 4) return stream.session?.destroy();
    stream.resume();
    stream.on('end', () => stream.respond({ ':status': 201 }, { endStream: true }));
  });
  await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
  const flakyOrigin = `https://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
  const sender = new Pusher(db, clock, { ca: readFileSync(ca), services: pushServices([service.origin, old.origin, flakyOrigin]) });
  try {
    const current = service.subscribe();
    expect(await sender.welcome(subscription(current.endpoint, current.keys))).toBe('accepted');
    expect(service.pushesFor(current.id).map((push) => push.httpVersion)).toEqual(['2.0']);
    const phone = old.subscribe();
    expect(await sender.welcome(subscription(phone.endpoint, phone.keys))).toBe('accepted');
    expect(old.rejected).toEqual([]);
    expect(old.pushesFor(phone.id).map((push) => push.httpVersion)).toEqual(['1.1']);

    const keys = service.subscribe().keys;
    // Refused, then sent again: accepted (streams 1 and 2). Then one answered on the same connection (3).
    expect(await sender.welcome(subscription(`${flakyOrigin}/push/a`, keys))).toBe('accepted');
    expect(await sender.welcome(subscription(`${flakyOrigin}/push/b`, keys))).toBe('accepted');
    expect(streams).toBe(3);
    // Dropped with no answer on a connection that had answered before (4): sent again on a new one (5).
    expect(await sender.welcome(subscription(`${flakyOrigin}/push/c`, keys))).toBe('accepted');
    expect(streams).toBe(5);
  } finally {
    sender.close();
    await old.stop();
    flaky.close();
  }
});
