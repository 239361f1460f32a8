import { createHash } from 'node:crypto';
import { parse as legacyParse } from 'node:url';
import { expect, test } from '@playwright/test';
import { deskApp, recordOutsidePublishes } from '../../desk/app';
import { NETWORK_RATE_LIMIT, RATE_LIMIT, rateKeys } from '../../desk/push/api';
import { KNOWN_PUSH_SERVICES, PrivateAddressError, publicLookup, pushServices, pushTarget, type Resolver } from '../../desk/push/endpoint';
import { Pusher, PUSH_WINDOW_MS } from '../../desk/push/sender';
import {
  LONG_FAILING_MS,
  saveSubscription,
  subscriptionCount,
  sweepSubscriptions,
  UNCONFIRMED_MS,
  type SubscriptionInput,
} from '../../desk/push/subscriptions';
import type { Store } from '../../desk/store';
import { publishStatusBytes } from '../../lib/status/publish';
import { dhakaNow, type StatusFile } from '../../lib/status/status';
import { runsOnDate, sailingTimes, timetable } from '../../lib/timetable/model';
import { pushDeskOnCopy, subscriptionRow, type PushDesk } from '../support/push-desk';
import { PushService, type TestSubscription } from '../support/push-service';

/*
 * What the attack run of issue 54 got past push alerts, replayed: endpoints that two URL parsers
 * read differently, names that resolve into the operator's network, a flood of subscriptions from
 * one IPv6 /64, fakes filling the room, keys off the curve; and what the push service could learn
 * or keep too long: the VAPID token signed for every push, a Topic that names the routes, a TTL
 * past what the notification says. The desk runs in this process with its clock in the test's
 * hands; the push service is e2e/support/push-service.ts on 127.0.0.1.
 */
test.describe.configure({ mode: 'serial' });

const day = dhakaNow(Date.now()).slice(0, 10);
let now = Date.parse(`${day}T18:00:00+06:00`);
const clock = () => now;
const DESK = 'http://desk.test';
const route = timetable.routes[0]!.id;
const otherRoute = timetable.routes[1]!.id;
/** A sailing of `route` that runs on `date`. */
const sailingOn = (date: string) => timetable.routes[0]!.sailings.find((sailing) => runsOnDate(sailing, date))!;

let site = '';
let desk: PushDesk;
let db: Store;
let pusher: Pusher;
let app: ReturnType<typeof deskApp>;
let service: PushService;
let status: StatusFile = { updated: '', signal: null, notices: [], sailings: [] };

function request(path: string, body: unknown, address = '203.0.113.20') {
  return app.request(`${DESK}${path}`, {
    method: 'POST',
    headers: { Host: 'desk.test', Origin: DESK, 'Content-Type': 'application/json', 'X-Real-IP': address },
    body: JSON.stringify(body),
  });
}
const subscribe = (subscription: TestSubscription, routes: string[], address?: string) =>
  request('/desk/push/subscribe', { endpoint: subscription.endpoint, keys: subscription.keys, routes, language: 'en' }, address);

async function publish(next: Partial<StatusFile>) {
  status = { ...status, ...next, updated: dhakaNow(now) };
  await publishStatusBytes(Buffer.from(JSON.stringify(status)), 'status.json', site, { now, twins: false, force: true });
  recordOutsidePublishes(app);
  await pusher.idle();
}

test.beforeAll(async () => {
  desk = await pushDeskOnCopy('push-attacks-', clock);
  ({ site, db, service, pusher, app } = desk);
});

test.afterAll(async () => {
  await desk?.close();
});

test('endpoints two URL parsers read differently are refused, and every one taken is sent where it was checked', async () => {
  const services = pushServices();
  // Every character that ends or bends a host in one parser or the other, at every place an
  // allow-listed name can be forged around an address of the operator's network.
  const specials = [';', '{', '}', '%', '%3B', '%7B', '%2e', '|', '^', '`', '\\', '"', "'", '<', '>', '!', '$', '&', '(', ')', '*'];
  const more = ['+', ',', '=', '~', ' ', '\t', '@', '#', '?', '/', ':', '[', ']', '%00', '%40', '\u3002', '\uff0e', '_'];
  const suffixes = KNOWN_PUSH_SERVICES.map((host) => host.replace('*.', 'x.'));
  const strings = [...specials, ...more].flatMap((character) =>
    suffixes.flatMap((suffix) => [
      `https://127.0.0.1${character}${suffix}/ssrf`,
      `https://10.0.0.5${character}.${suffix}/ssrf`,
      `https://${suffix}${character}@127.0.0.1/ssrf`,
      `https://127.0.0.1${character}@${suffix}/ssrf`,
      `https://169.254.169.254${character}${suffix}:443/latest`,
      `https://[::1]${character}${suffix}/ssrf`,
    ]),
  );
  strings.push('https://127.0.0.1;x.notify.windows.com/ssrf', 'https://localhost.notify.windows.com.evil.test/x');
  const differing = strings.filter((endpoint) => {
    const target = pushTarget(endpoint, services);
    if (!target) return false;
    const legacy = legacyParse(endpoint);
    // Taken: the host web-push's parser would have read is the one checked, on HTTPS's port.
    return legacy.hostname !== target.hostname || Number(legacy.port || 443) !== target.port || target.port !== 443;
  });
  expect(differing).toEqual([]);
  expect(pushTarget('https://127.0.0.1;x.notify.windows.com/ssrf', services)).toBeUndefined();
  // The browsers' real endpoints still pass, and go to the host, port and path parsed.
  expect(pushTarget('https://db5p.notify.windows.com/w/?token=AbC', services)).toMatchObject({
    hostname: 'db5p.notify.windows.com',
    port: 443,
    path: '/w/?token=AbC',
  });
  expect(pushTarget('https://fcm.googleapis.com/fcm/send/abc:def', services)?.hostname).toBe('fcm.googleapis.com');

  // Through the desk: the attack run's string is refused before anything is kept.
  const keys = service.subscribe().keys;
  const response = await request('/desk/push/subscribe', {
    endpoint: 'https://127.0.0.1;x.notify.windows.com/ssrf',
    keys,
    routes: [route],
    language: 'en',
  });
  expect(response.status).toBe(400);
  expect(subscriptionCount(db)).toBe(0);
});

test('a push host that resolves into the operator’s network is refused when the desk connects', async () => {
  const resolve =
    (addresses: string[]): Resolver =>
    (_host, _options, callback) =>
      callback(
        null,
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
  const ask = (addresses: string[]) =>
    new Promise<string>((done) =>
      publicLookup(resolve(addresses))('push.test', {}, (error, address) =>
        done(error ? (error as PrivateAddressError).code : (address as string)),
      ),
    );
  for (const inside of [
    ['127.0.0.1'],
    ['10.1.2.3'],
    ['172.20.0.1'],
    ['192.168.1.1'],
    ['169.254.169.254'],
    ['100.64.0.1'],
    ['0.0.0.0'],
    ['::1'],
    ['fe80::1'],
    ['fd12:3456::1'],
    ['::ffff:127.0.0.1'],
    ['::ffff:10.0.0.1'],
  ])
    expect(await ask(inside), inside[0]).toBe('EPRIVATEADDRESS');
  expect(await ask(['10.0.0.1', '142.250.1.1'])).toBe('142.250.1.1');

  // End to end: a welcome to an allow-listed name the resolver points at 127.0.0.1 never leaves.
  let asked = 0;
  const local = new Pusher(db, clock, {
    services: { hosts: ['*.push.test', '127.0.0.1'], origins: [] },
    resolve: (host, options, callback) => {
      asked += 1;
      resolve(['127.0.0.1'])(host, options, callback);
    },
  });
  const welcome = (endpoint: string) => local.welcome(subscriptionRow(endpoint, service.subscribe().keys, [route], now));
  expect(await welcome('https://fcm.push.test/x')).toBe('failed');
  expect(asked).toBe(1);
  // An address written as the host is checked without asking the resolver.
  expect(await welcome('https://127.0.0.1/x')).toBe('failed');
  expect(asked).toBe(1);
  local.close();
});

test('a flood from one IPv6 /64 is stopped however it rotates its addresses; another network is not', async () => {
  const statuses: number[] = [];
  for (let index = 1; index <= RATE_LIMIT + 5; index++)
    statuses.push((await request('/desk/push/unsubscribe', { endpoint: 'https://x' }, `2001:db8:aa:bb::${index.toString(16)}`)).status);
  expect(statuses.slice(0, RATE_LIMIT).every((code) => code === 204)).toBe(true);
  expect(statuses.slice(RATE_LIMIT).every((code) => code === 429)).toBe(true);
  // The same /64 written another way is the same network.
  expect((await request('/desk/push/unsubscribe', { endpoint: 'https://x' }, '2001:0db8:00aa:00bb:1::9')).status).toBe(429);
  expect((await request('/desk/push/unsubscribe', { endpoint: 'https://x' }, '2001:db8:aa:bc::1')).status).toBe(204);
  // IPv4: a /24 counts its addresses together, up to a larger limit (a mobile operator's NAT).
  expect(rateKeys('198.51.100.7').map((entry) => entry.key)).toEqual(['198.51.100.7', '198.51.100.0/24']);
  expect(rateKeys('::ffff:198.51.100.7')[1]).toEqual({ key: '198.51.100.0/24', limit: NETWORK_RATE_LIMIT });
  const v4: number[] = [];
  for (let index = 1; index <= NETWORK_RATE_LIMIT + 1; index++)
    v4.push((await request('/desk/push/unsubscribe', { endpoint: 'https://x' }, `198.51.100.${index}`)).status);
  expect(v4.filter((code) => code === 204)).toHaveLength(NETWORK_RATE_LIMIT);
  expect(v4.at(-1)).toBe(429);
});

test('a subscription counts only once its push service takes the welcome; fakes never hold the room', async () => {
  // A real phone: welcomed, confirmed, sent alerts.
  const phone = service.subscribe();
  expect((await subscribe(phone, [route], '203.0.113.31')).status).toBe(200);
  expect(service.pushesFor(phone.id)).toHaveLength(1);
  // A fake: its "push service" does not take the welcome. Refused, kept unconfirmed, sent nothing.
  const fake = service.subscribe();
  service.answer(fake.id, 500);
  expect((await subscribe(fake, [route], '203.0.113.32')).status).toBe(502);
  const rows = () =>
    db.prepare('SELECT endpoint, confirmed FROM push_subscriptions ORDER BY id').all() as { endpoint: string; confirmed: number }[];
  expect(rows()).toEqual([
    { endpoint: phone.endpoint, confirmed: 1 },
    { endpoint: fake.endpoint, confirmed: 0 },
  ]);
  const before = service.received.length;
  const tomorrow = dhakaNow(now + 86_400_000).slice(0, 10);
  await publish({ sailings: [{ sailing: sailingOn(tomorrow).id, date: tomorrow, status: 'cancelled' }] });
  expect(service.received.length - before).toBe(1);
  expect(service.received.at(-1)!.id).toBe(phone.id);
  // Within the hour it is gone.
  now += UNCONFIRMED_MS;
  expect(sweepSubscriptions(db, now)).toBe(1);
  expect(rows().map((row) => row.endpoint)).toEqual([phone.endpoint]);

  // The cap: unconfirmed ones, then those failing a day and more, make room; confirmed working ones stay.
  const input = (endpoint: string): SubscriptionInput => ({ endpoint, keys: phone.keys, routes: [route], language: 'en' });
  const capacity = 3;
  for (const name of ['a', 'b'])
    expect(saveSubscription(db, input(`${service.origin}/push/fake-${name}`), now, '', capacity).outcome).toBe('new');
  for (const name of ['c', 'd', 'e'])
    expect(saveSubscription(db, input(`${service.origin}/push/fake-${name}`), now + 1, '', capacity).outcome, name).toBe('new');
  expect(subscriptionCount(db)).toBe(capacity);
  expect(rows().map((row) => row.endpoint.split('/').at(-1))).toEqual([phone.id, 'fake-d', 'fake-e']);
  // A browser renewing its subscription keeps it, full or not.
  expect((await subscribe(phone, [route, otherRoute], '203.0.113.31')).status).toBe(200);
  expect(subscriptionCount(db)).toBe(capacity);
  db.prepare('UPDATE push_subscriptions SET confirmed = 1').run();
  expect(saveSubscription(db, input(`${service.origin}/push/late`), now, '', capacity).outcome).toBe('full');
  db.prepare("UPDATE push_subscriptions SET failing_since = ? WHERE endpoint LIKE '%fake-d'").run(now - LONG_FAILING_MS);
  expect(saveSubscription(db, input(`${service.origin}/push/late`), now, '', capacity).outcome).toBe('new');
  expect(rows().map((row) => row.endpoint.split('/').at(-1))).toEqual([phone.id, 'fake-e', 'late']);
  db.prepare('DELETE FROM push_subscriptions WHERE endpoint != ?').run(phone.endpoint);
});

test('keys off the P-256 curve are refused, and one kept by an older release is dropped, not retried', async () => {
  const phone = service.subscribe();
  const point = Buffer.from(phone.keys.p256dh, 'base64url');
  const offCurve = Buffer.from(point);
  offCurve[64] = offCurve[64]! ^ 1;
  const zero = Buffer.alloc(65);
  zero[0] = 4;
  for (const key of [offCurve, zero, Buffer.concat([Buffer.from([2]), point.subarray(1, 33), Buffer.alloc(32)])]) {
    const response = await request('/desk/push/subscribe', {
      endpoint: phone.endpoint,
      keys: { ...phone.keys, p256dh: key.toString('base64url') },
      routes: [route],
      language: 'en',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^keys\.p256dh/);
  }
  db.prepare(
    'INSERT INTO push_subscriptions (endpoint, p256dh, auth, routes, language, created, confirmed) VALUES (?, ?, ?, ?, ?, ?, 1)',
  ).run(phone.endpoint, offCurve.toString('base64url'), phone.keys.auth, JSON.stringify([route]), 'en', now);
  now += PUSH_WINDOW_MS;
  await publish({ signal: { number: 2, from: dhakaNow(now), until: dhakaNow(now + 3 * 3_600_000) } });
  expect(db.prepare('SELECT count(*) AS n FROM push_subscriptions WHERE endpoint = ?').get(phone.endpoint)).toEqual({ n: 0 });
});

test('one VAPID token per push service, reused; a Topic that names nothing; a TTL that ends with the headline', async () => {
  now += PUSH_WINDOW_MS;
  db.prepare('DELETE FROM push_subscriptions').run();
  const phones = [service.subscribe(), service.subscribe(), service.subscribe()];
  for (const phone of phones) expect((await subscribe(phone, [route], '203.0.113.40')).status).toBe(200);
  const signedBefore = pusher.counts.signed;
  const start = service.received.length;
  // Two days on: a sailing no earlier test has changed.
  const later = dhakaNow(now + 2 * 86_400_000).slice(0, 10);
  const sailing = sailingOn(later);
  await publish({
    sailings: [...status.sailings, { sailing: sailing.id, date: later, status: 'cancelled' }],
    notices: [
      {
        id: 'long-works',
        severity: 'information',
        routes: [route],
        start: dhakaNow(now),
        end: dhakaNow(now + 20 * 86_400_000),
        title: { en: 'Pontoon works', bn: 'পন্টুনের কাজ' },
        text: { en: 'Board from the next pontoon.', bn: 'পাশের পন্টুন থেকে উঠুন।' },
      },
    ],
  });
  const pushes = service.received.slice(start);
  expect(pushes).toHaveLength(phones.length);
  // Measured: the welcomes and the alerts carried one Authorization, signed once since the desk began.
  const all = service.received.map((push) => push.authorization);
  expect(new Set(all).size).toBe(1);
  expect(pusher.counts.signed).toBe(1);
  expect(pusher.counts.signed - signedBefore).toBe(0);
  console.log(`VAPID: ${service.received.length} pushes, ${new Set(all).size} token(s), signed ${pusher.counts.signed} time(s)`);

  // Topic: 32 base64url characters, different for each phone on the same routes, and no hash of the routes.
  const topics = pushes.map((push) => push.topic!);
  for (const topic of topics) expect(topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
  expect(new Set(topics).size).toBe(phones.length);
  const tag = pushes[0]!.message.tag;
  expect(topics).not.toContain(createHash('sha256').update(tag).digest('base64url').slice(0, 32));

  // TTL: the headline is the cancellation (its departure in two days), not the notice of 20 days.
  const minutes = sailingTimes(sailing).depart;
  const departs = Date.parse(`${later}T00:00:00+06:00`) + minutes * 60_000;
  for (const push of pushes) {
    expect(push.message.body).toMatch(/cancelled/i);
    expect(push.ttl).toBe(Math.floor((departs - now) / 1000));
  }
});
