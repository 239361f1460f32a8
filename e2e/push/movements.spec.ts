import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import { deskApp } from '../../desk/app';
import { Pusher, PUSH_WINDOW_MS } from '../../desk/push/sender';
import { runUserCommand } from '../../desk/user';
import { DATABASE_FILE, migrations, openStore, SCHEMA_VERSION, type Store } from '../../desk/store';
import { dictionary, fillCopy } from '../../lib/words/copy';
import { formatTime } from '../../lib/i18n/format';
import { alertMessage, type Alert } from '../../lib/status/alerts';
import { serviceMinute } from '../../lib/status/movements';
import { dhakaNow } from '../../lib/status/status';
import { localName, runsOnDate, sailingTimes, stopById, timedCalls, timetable } from '../../lib/timetable/model';
import { pushDeskOnCopy, type PushDesk } from '../support/push-desk';
import { PushService, type TestSubscription } from '../support/push-service';

/*
 * "When it leaves and arrives" (issue 57), from the passenger's choice to the decrypted
 * notification: subscriptions that ticked it and one that did not, a clerk at the sailing's first
 * ghat tapping Departed and a clerk at its last tapping Arrived through the desk's ghat page, the
 * desk (in this process, its clock in the test's hands) publishing each tap and sending what it
 * makes to the test push service (e2e/support/push-service.ts), which checks each VAPID signature
 * and decrypts each payload. The sailing is the timetable's first of today, found, never named.
 */
test.describe.configure({ mode: 'serial' });

const DESK = 'http://desk.test';
const MINUTE = 60_000;
const today = dhakaNow(Date.now()).slice(0, 10);
const route = timetable.routes.find((entry) => entry.sailings.some((sailing) => runsOnDate(sailing, today)))!;
const sailing = route.sailings.find((entry) => runsOnDate(entry, today))!;
const other = timetable.routes.find((entry) => entry.id !== route.id)!;
const calls = timedCalls(sailing);
const firstStop = calls[0]!.stop;
const lastStop = calls.at(-1)!.stop;
/** Seven minutes late out of its first ghat; in four minutes after its timetabled arrival plus those seven. */
const LATE = 7;
const leftAt = serviceMinute(today, sailingTimes(sailing).depart + LATE);
const arrivedAt = serviceMinute(today, calls.at(-1)!.arriveAt! + LATE + 4);
const clockOf = (at: number) => formatTime('en', dhakaNow(at).slice(11));

let now = leftAt - 30 * MINUTE;
const clock = () => now;

let work = '';
let data = '';
let desk: PushDesk;
let db: Store;
let pusher: Pusher;
let app: ReturnType<typeof deskApp>;
let service: PushService;
/** Ticked "when it leaves and arrives": in English, in Bangla, and for another route. Not ticked: quiet. */
let asked: TestSubscription;
let askedBn: TestSubscription;
let elsewhere: TestSubscription;
let quiet: TestSubscription;

/** The desk's public endpoint, as the site's own page asks it (same origin, JSON). */
const subscribe = (subscription: TestSubscription, body: Record<string, unknown>) =>
  app.request(`${DESK}/desk/push/subscribe`, {
    method: 'POST',
    headers: { Host: 'desk.test', Origin: DESK, 'Content-Type': 'application/json', 'X-Real-IP': '203.0.113.30' },
    body: JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys, ...body }),
  });

/** The clerk's browser: its cookies, kept from the desk's answers. */
const cookies: Record<string, string> = {};
async function send(path: string, form?: Record<string, string>) {
  const response = await app.request(`${DESK}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: {
      Host: 'desk.test',
      Origin: DESK,
      'X-Real-IP': '203.0.113.31',
      Cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
      ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  for (const line of response.headers.getSetCookie()) {
    const [name, value] = line.split(';')[0]!.split('=') as [string, string];
    cookies[name] = value;
  }
  return response;
}
const csrf = async () => (await (await send('/desk/')).text()).match(/name="csrf" value="([^"]+)"/)![1]!;

/** The clerk at `stop` taps `kind` for today's sailing, now; the desk publishes and sends. */
async function tap(stop: string, kind: 'departed' | 'arrived') {
  expect((await send('/desk/ghat/home', { csrf: await csrf(), stop })).status).toBe(303);
  const response = await send('/desk/ghat/tap', { csrf: await csrf(), sailing: sailing.id, date: today, kind, ago: '0' });
  expect(response.status, await response.clone().text()).toBe(200);
  await pusher.idle();
}

const bodies = (subscription: TestSubscription) => service.pushesFor(subscription.id).map((push) => push.message.body);

test.beforeAll(async () => {
  desk = await pushDeskOnCopy('push-movements-', clock);
  ({ work, data, db, service, pusher, app } = desk);
  [asked, askedBn, elsewhere, quiet] = [service.subscribe(), service.subscribe(), service.subscribe(), service.subscribe()];
  for (const [subscription, routes, language, movements] of [
    [asked, [route.id], 'en', true],
    [askedBn, [route.id], 'bn', true],
    [elsewhere, [other.id], 'en', true],
    [quiet, [route.id], 'en', undefined],
  ] as const) {
    const response = await subscribe(subscription, { routes, language, ...(movements === undefined ? {} : { movements }) });
    expect(response.status).toBe(200);
    // The desk says back what it keeps: off unless asked for.
    expect(((await response.json()) as { movements: boolean }).movements).toBe(movements ?? false);
  }
  service.received.splice(0);
  const { code, output } = runUserCommand(['add', 'ghat-clerk', '--data', data, '--public-url', DESK]);
  expect(code, output).toBe(0);
  expect((await send(new URL(output.split('\n').at(-1)!).pathname, { password: 'a long river password' })).status).toBe(303);
});

test.afterAll(async () => {
  await desk?.close();
});

test('Departed: one notification to each who asked, saying when it left and when it is due, in their language; none to the others', async () => {
  now = leftAt;
  await tap(firstStop, 'departed');
  expect(service.rejected).toEqual([]);
  expect(bodies(quiet)).toEqual([]);
  expect(bodies(elsewhere)).toEqual([]);
  // Due at the last stop as timetabled, moved by the seven minutes' delay, said as "about".
  const due = serviceMinute(today, calls.at(-1)!.arriveAt! + LATE);
  for (const [subscription, locale] of [
    [asked, 'en'],
    [askedBn, 'bn'],
  ] as const) {
    const pushes = service.pushesFor(subscription.id);
    expect(pushes).toHaveLength(1);
    const t = dictionary(locale).progress;
    const time = (at: number) => formatTime(locale, dhakaNow(at).slice(11));
    const left = fillCopy(locale, t.left, { stop: localName(stopById(firstStop).town, locale), time: time(leftAt) });
    const dueWords = fillCopy(locale, t.due, { stop: localName(stopById(lastStop).town, locale), time: time(due) });
    // The news first: where and when it left, then where and about when it is due.
    expect(pushes[0]!.message.body.startsWith(`${left}${t.separator}${dueWords}`)).toBe(true);
    expect(pushes[0]!.message.lang).toBe(locale);
    expect(pushes[0]!.message.body.endsWith(dictionary(locale).alerts.notification.tap)).toBe(true);
    expect(pushes[0]!.urgency).toBe('normal');
  }
  expect(clockOf(leftAt)).not.toBe(clockOf(due));
});

test('Arrived: one more notification to each who asked, and still none to the others', async () => {
  now = arrivedAt;
  await tap(lastStop, 'arrived');
  const t = dictionary('en').progress;
  const arrived = fillCopy('en', t.arrived, { stop: localName(stopById(lastStop).town, 'en'), time: clockOf(arrivedAt) });
  expect(bodies(asked)).toHaveLength(2);
  expect(bodies(asked)[1]!.startsWith(arrived)).toBe(true);
  expect(bodies(askedBn)).toHaveLength(2);
  expect(bodies(quiet)).toEqual([]);
  expect(bodies(elsewhere)).toEqual([]);
});

test('a tap undone while its notification waits out the five minutes: the notification is never sent', async () => {
  const form = async () => ({ csrf: await csrf(), sailing: sailing.id, date: today, kind: 'arrived' });
  // The clerk at the last ghat takes the arrival back and taps it again a minute later: that one
  // waits, as the last notification went a minute before; then it is taken back too.
  now = arrivedAt + MINUTE;
  expect((await send('/desk/ghat/undo', await form())).status).toBe(200);
  now += MINUTE;
  await tap(lastStop, 'arrived');
  now += MINUTE;
  expect((await send('/desk/ghat/undo', await form())).status).toBe(200);
  await pusher.idle();
  now += PUSH_WINDOW_MS;
  await pusher.run();
  expect(bodies(asked)).toHaveLength(2);
  expect(db.prepare('SELECT count(*) AS n FROM push_pending').get()).toEqual({ n: 0 });
});

test('a departure waiting with a status alert is said in full, never folded into "and 1 more"', () => {
  const alert = (key: string, rank: number, words: string, askedFor?: 'movements'): Alert => ({
    key,
    routes: [route.id],
    rank,
    urgent: false,
    expiresAt: now + 60 * MINUTE,
    words: { en: words, bn: words },
    ...(askedFor ? { askedFor } : {}),
  });
  const message = alertMessage(
    [alert('notice works', 5, 'Notice: works.'), alert('movement x', 4, 'Left.', 'movements'), alert('sailing y', 3, 'Delayed.')],
    [route.id],
    'en',
    '/status',
  );
  // The delay (more serious) first, then the departure, then how many more: the notice alone.
  expect(message.body).toBe(
    `Delayed. Left. ${fillCopy('en', dictionary('en').alerts.notification.more, { count: '1' })} ${dictionary('en').alerts.notification.tap}`,
  );
});

test('the choice is a boolean or nothing: anything else is refused and changes nothing; left out, it stays as it was', async () => {
  const kept = () =>
    (db.prepare('SELECT movements FROM push_subscriptions WHERE endpoint = ?').get(asked.endpoint) as { movements: number }).movements;
  expect(kept()).toBe(1);
  for (const movements of ['true', 1, 0, null, 'yes', [true], { on: true }]) {
    const response = await subscribe(asked, { routes: [route.id], language: 'en', movements });
    expect(response.status, JSON.stringify(movements)).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^movements: /);
  }
  expect(kept()).toBe(1);
  // A page of the release before sends no choice: the subscription keeps it.
  expect((await subscribe(asked, { routes: [route.id], language: 'en' })).status).toBe(200);
  expect(kept()).toBe(1);
  // Unticked: off.
  expect((await subscribe(asked, { routes: [route.id], language: 'en', movements: false })).status).toBe(200);
  expect(kept()).toBe(0);
});

test('a database of the previous schema opens migrated, its subscriptions kept, none asking for movements', () => {
  const old = join(work, 'old-data');
  mkdirSync(old);
  // The schema as the release before this one left it: the round-5 tables brought to its version.
  const made = new Database(join(old, DATABASE_FILE));
  made.exec(readFileSync(join(__dirname, '..', 'desk', 'fixtures', 'round5-schema.sql'), 'utf8'));
  const previous = SCHEMA_VERSION - 1;
  for (const migration of migrations.slice(0, previous)) migration(made);
  made.pragma(`user_version = ${previous}`);
  made
    .prepare('INSERT INTO push_subscriptions (endpoint, p256dh, auth, routes, language, created) VALUES (?, ?, ?, ?, ?, ?)')
    .run('https://fcm.googleapis.com/fcm/send/old', 'BA', 'AA', JSON.stringify([route.id]), 'bn', 1);
  made.close();
  const opened = openStore(old);
  try {
    expect(opened.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(opened.prepare('SELECT language, confirmed, movements FROM push_subscriptions').get()).toEqual({
      language: 'bn',
      confirmed: 1,
      movements: 0,
    });
  } finally {
    opened.close();
  }
});
