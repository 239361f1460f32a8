import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from '@playwright/test';
import { liveBlockEmpty, liveBlocks } from '../../components/status/StatusParts';
import { formatNumber } from '../../lib/i18n/format';
import { fillText } from '../../lib/i18n/text';
import { timetableCopy } from '../../lib/timetable/copy';
import { transit_realtime as realtime } from 'gtfs-realtime-bindings';
import { publishAlerts, alertMessage } from '../../lib/status/alerts';
import { tripUpdatesFeed } from '../../lib/status/feeds';
import { dhakaMillis, type Severity } from '../../lib/status/notices';
import { validateStatus, type Status, type StatusFile } from '../../lib/status/status';
import { readRules, rulesBlock, sailingVerdict, sails } from '../../lib/status/verdict';
import { stormSignals } from '../../lib/site/safety';
import { addDays, launchOn, nextDeparture } from '../../lib/timetable/departures';
import {
  runsOnDate,
  sailingTimes,
  timetable,
  vesselById,
  vesselNameOn,
  localName,
  type Route,
  type Sailing,
} from '../../lib/timetable/model';
import { sailingSlot, sailingVessels, seasonRuns, vesselOn } from '../../lib/timetable/rotations';
import { finderData, timetableViewData } from '../../lib/timetable/view';

/*
 * Issue 52: what the status allows, one rule for every place that offers a sailing
 * (lib/status/verdict.ts), and the launch of a sailing on a date, one function for every place
 * that names it. Statuses are made from the timetable's own routes, sailings and season.
 */

const all = timetable.routes.flatMap((route) => route.sailings.map((sailing) => ({ route, sailing })));
const ruleOf = (route: Route, sailing: Sailing) => ({ id: sailing.id, route: route.id, depart: sailingTimes(sailing).depart });
/** A day well inside the season, and the checker's clock at its noon. */
const day = addDays(timetable.validFrom, 10);
const now = dhakaMillis(`${day} 12:00`);
const season = [timetable.validFrom, timetable.validUntil] as const;
const stops = stormSignals.find((signal) => signal.stopsOurLaunches)!.number;
const care = stormSignals.find((signal) => !signal.stopsOurLaunches)!.number;
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function status(file: Partial<StatusFile>): Status {
  return validateStatus({ updated: `${day} 11:00`, signal: null, notices: [], sailings: [], ...file }, 'test status', now);
}
/** The sailings that leave on `date`, each with its departure as an instant. */
const leaving = (date: string) =>
  all
    .filter(({ sailing }) => runsOnDate(sailing, date))
    .map((entry) => ({ ...entry, date, at: dhakaMillis(`${date} 00:00`) + sailingTimes(entry.sailing).depart * 60_000 }));

test('a signal under which we do not sail holds every sailing leaving while it is up, and none after', () => {
  const from = `${day} 12:00`;
  const until = `${addDays(day, 1)} 06:00`;
  const current = status({ signal: { number: stops, from, until } });
  const untilAt = dhakaMillis(until);
  const checked = [...leaving(day), ...leaving(addDays(day, 1))];
  expect(checked.some(({ at }) => at < untilAt && at >= dhakaMillis(from))).toBe(true);
  for (const { route, sailing, at, date } of checked) {
    const verdict = sailingVerdict(current, ruleOf(route, sailing), date);
    if (at >= dhakaMillis(from) && at < untilAt) expect(verdict).toMatchObject({ kind: 'held', signal: stops, until: untilAt });
    else expect(verdict).toMatchObject({ kind: 'offered', care: null });
  }
});

test('under a signal we sail with care, every sailing is offered and says so', () => {
  const current = status({ signal: { number: care, from: `${day} 00:00`, until: `${addDays(day, 1)} 23:59` } });
  for (const { route, sailing } of leaving(day)) {
    const verdict = sailingVerdict(current, ruleOf(route, sailing), day);
    expect(verdict).toMatchObject({ kind: 'offered', care });
    expect(sails(verdict)).toBe(true);
  }
});

test('a suspension stops its own route only, while it lasts; a disruption stops nothing', () => {
  const [suspended, other] = timetable.routes;
  const notice = (severity: Severity, routes: string[] | 'all') => ({
    id: `closed-${severity}`,
    severity,
    routes,
    start: `${day} 00:00`,
    end: `${addDays(day, 1)} 00:00`,
    title: { en: 'Ghat closed', bn: 'ঘাট বন্ধ' },
    text: { en: 'The ghat is closed for repairs.', bn: 'মেরামতের জন্য ঘাট বন্ধ।' },
  });
  const current = status({ notices: [notice('suspended', [suspended!.id]), notice('disruption', [other!.id])] });
  for (const { route, sailing } of leaving(day)) {
    const verdict = sailingVerdict(current, ruleOf(route, sailing), day);
    expect(verdict.kind).toBe(route.id === suspended!.id ? 'suspended' : 'offered');
  }
  // The day after it ends, the route sails again; a suspension of every route stops every one.
  const after = leaving(addDays(day, 1)).find(({ route }) => route.id === suspended!.id)!;
  expect(sailingVerdict(current, ruleOf(after.route, after.sailing), addDays(day, 1)).kind).toBe('offered');
  const everywhere = status({ notices: [notice('suspended', 'all')] });
  for (const { route, sailing } of leaving(day)) expect(sailingVerdict(everywhere, ruleOf(route, sailing), day).kind).toBe('suspended');
});

test('a cancellation outranks all; a delay gives the new time, and one put back past the signal sails', () => {
  const { route, sailing } = leaving(day).sort((a, b) => b.at - a.at)[0]!;
  const depart = sailingTimes(sailing).depart;
  const late = hhmm(depart + 90);
  const signal = { number: stops, from: `${day} 00:00`, until: `${day} ${hhmm(Math.min(depart + 60, 1439))}` };
  const cancelled = status({ signal, sailings: [{ sailing: sailing.id, date: day, status: 'cancelled' }] });
  expect(sailingVerdict(cancelled, ruleOf(route, sailing), day).kind).toBe('cancelled');
  const delayed = status({ sailings: [{ sailing: sailing.id, date: day, status: 'delayed', departs: late }] });
  const verdict = sailingVerdict(delayed, ruleOf(route, sailing), day);
  expect(verdict.kind).toBe('delayed');
  expect(verdict.kind === 'delayed' && verdict.at - verdict.scheduledAt).toBe(90 * 60_000);
  // The signal is lowered an hour after the timetabled time: held at its time, it sails when put back past that.
  expect(sailingVerdict(status({ signal }), ruleOf(route, sailing), day).kind).toBe('held');
  const putBack = status({ signal, sailings: [{ sailing: sailing.id, date: day, status: 'delayed', departs: late }] });
  expect(sailingVerdict(putBack, ruleOf(route, sailing), day).kind).toBe('delayed');
});

test('the rules as a page carries them judge as the checked status does', () => {
  const [first] = timetable.routes;
  const { sailing } = leaving(day).find(({ route }) => route.id !== first!.id)!;
  const current = status({
    signal: { number: stops, from: `${day} 18:00`, until: `${addDays(day, 1)} 09:00` },
    notices: [
      {
        id: 'works',
        severity: 'suspended',
        routes: [first!.id],
        start: `${addDays(day, 2)} 00:00`,
        end: `${addDays(day, 3)} 00:00`,
        title: { en: 'Works', bn: 'মেরামত' },
        text: { en: 'No launches.', bn: 'লঞ্চ চলবে না।' },
      },
    ],
    sailings: [{ sailing: sailing.id, date: addDays(day, 4), status: 'cancelled' }],
  });
  const read = readRules(JSON.stringify(rulesBlock(current, { title: () => 'Works', departs: () => '' })))!;
  const kinds = new Set<string>();
  for (let offset = 0; offset < 6; offset++) {
    const date = addDays(day, offset);
    for (const { route, sailing: each } of all.filter(({ sailing: s }) => runsOnDate(s, date))) {
      const verdict = sailingVerdict(current, ruleOf(route, each), date);
      kinds.add(verdict.kind);
      expect(sailingVerdict(read, ruleOf(route, each), date)).toEqual(verdict);
    }
  }
  expect([...kinds].sort()).toEqual(['cancelled', 'held', 'offered', 'suspended']);
  expect(readRules('not json')).toBeNull();
});

test('the next launch offered is the first the status lets go', () => {
  const { route, sailing } = all.find(({ sailing: s }) => runsOnDate(s, day) && runsOnDate(s, addDays(day, 1)))!;
  const slot = { ...sailingSlot(sailing), id: sailing.id };
  const at = dhakaMillis(`${day} 00:00`) + slot.depart * 60_000;
  const until = `${addDays(day, 1)} ${hhmm(slot.depart)}`;
  const current = status({ signal: { number: stops, from: `${day} 00:00`, until } });
  const allowed = (s: typeof slot, date: string) => sails(sailingVerdict(current, ruleOf(route, sailing), date));
  const before = at - 60_000;
  expect(nextDeparture([slot], before, season)!.date).toBe(day);
  // The signal ends the next day at the very minute it leaves: that one goes.
  const next = nextDeparture([slot], before, season, undefined, allowed)!;
  expect(next.date).toBe(addDays(day, 1));
  expect(next.when).toBe('tomorrow');
});

test('the launch of a sailing on a date is the one its rotation gives, night about where two take it', () => {
  const runs = seasonRuns(timetable);
  for (const run of runs) expect(vesselOn(run.sailing, run.date, timetable)).toBe(run.vessel);
  const alternating = all.filter(({ sailing }) => sailing.alternatesWith);
  const finderTrips = Object.fromEntries(
    (['en', 'bn'] as const).map((locale) => [
      locale,
      finderData(timetableViewData(locale)).routes.flatMap((r) => r.directions.flatMap((d) => d.sailings)),
    ]),
  );
  expect(alternating.length).toBeGreaterThan(0);
  for (const { sailing } of alternating) {
    const nights = runs.filter((run) => run.sailing.id === sailing.id).slice(0, 4);
    expect(new Set(nights.map((run) => run.vessel))).toEqual(new Set(sailingVessels(sailing)));
    for (let i = 1; i < nights.length; i++) expect(nights[i]!.vessel).not.toBe(nights[i - 1]!.vessel);
    // The finder's data names each night's launch as the server does.
    for (const locale of ['en', 'bn'] as const) {
      const trip = finderTrips[locale]!.find((s) => s.id === sailing.id)!;
      for (const night of nights) expect(launchOn(trip.vs!, trip, night.date, season)).toBe(vesselNameOn(sailing, night.date, locale));
      expect(vesselNameOn(sailing, nights[0]!.date, locale)).toBe(localName(vesselById(nights[0]!.vessel).name, locale));
    }
  }
});

test('GTFS Realtime trip updates name the launch of that night', () => {
  const { sailing } = all.find(({ sailing: s }) => s.alternatesWith && runsOnDate(s, day) && runsOnDate(s, addDays(day, 1)))!;
  const current = status({
    sailings: [day, addDays(day, 1)].map((date) => ({ sailing: sailing.id, date, status: 'cancelled' as const })),
  });
  const feed = realtime.FeedMessage.decode(tripUpdatesFeed(current, now));
  const vehicles = [day, addDays(day, 1)].map(
    (date) => feed.entity.find((e) => e.tripUpdate?.trip.startDate === date.replace(/-/g, ''))!.tripUpdate!.vehicle!,
  );
  expect(vehicles.map((vehicle) => vehicle.id)).toEqual([vesselOn(sailing, day, timetable), vesselOn(sailing, addDays(day, 1), timetable)]);
  expect(vehicles[0]!.id).not.toBe(vehicles[1]!.id);
  expect(vehicles[1]!.label).toBe(vesselNameOn(sailing, addDays(day, 1), 'en'));
});

test("a notification states the subscriber's own route first, then the signal, then how many more", () => {
  const [mine] = timetable.routes;
  const own = mine!.sailings.find((s) => runsOnDate(s, day) && sailingTimes(s).depart > 13 * 60)!;
  const others = timetable.routes.slice(1).flatMap((route) => route.sailings.filter((s) => runsOnDate(s, day)));
  const file: StatusFile = {
    updated: `${day} 12:00`,
    signal: { number: stops, from: `${day} 12:00`, until: `${addDays(day, 1)} 06:00` },
    notices: [],
    sailings: [own, ...others.slice(0, 2)].map((s) => ({ sailing: s.id, date: day, status: 'cancelled' as const })),
  };
  const current = validateStatus(file, 'test status', now);
  const alerts = publishAlerts(undefined, current, file, now);
  const mineAlerts = alerts.filter((alert) => alert.routes.includes(mine!.id));
  for (const locale of ['en', 'bn'] as const) {
    const message = alertMessage(mineAlerts, [mine!.id], locale, '/status');
    const ownWords = alerts.find((alert) => alert.key === `sailing ${own.id} ${day}`)!.words[locale];
    const signalWords = alerts.find((alert) => alert.key === 'signal')!.words[locale];
    expect(message.body.startsWith(ownWords)).toBe(true);
    expect(message.body).toContain(signalWords);
    expect(message.body.indexOf(signalWords)).toBeGreaterThan(message.body.indexOf(ownWords));
  }
});

test('the HTML says it too: each timetable row held by the signal, or in a suspended route, carries a badge saying so', () => {
  const [suspended] = timetable.routes;
  const current = status({
    signal: { number: stops, from: `${day} 12:00`, until: `${addDays(day, 1)} 06:00` },
    notices: [
      {
        id: 'works',
        severity: 'suspended',
        routes: [suspended!.id],
        start: `${day} 00:00`,
        end: `${addDays(day, 3)} 00:00`,
        title: { en: 'Works', bn: 'মেরামত' },
        text: { en: 'No launches.', bn: 'লঞ্চ চলবে না।' },
      },
    ],
  });
  for (const locale of ['en', 'bn'] as const) {
    const blocks = liveBlocks({ locale, status: current, now });
    const words = timetableCopy[locale].verdict;
    const held = fillText(words.held, { number: formatNumber(locale, stops) });
    for (const { route, sailing, at } of leaving(day)) {
      const html = renderToStaticMarkup(createElement(Fragment, null, blocks[`sailing-${sailing.id}`]));
      if (route.id === suspended!.id) expect(html).toContain(words.suspended);
      else if (at >= now) expect(html).toContain(held);
      if (route.id === suspended!.id || at >= now)
        expect(liveBlockEmpty(`sailing-${sailing.id}`, { locale, status: current, now })).toBe(false);
    }
    // The rules block carries the same status for the finder.
    const rules = renderToStaticMarkup(createElement(Fragment, null, blocks.rules));
    const json = /data-rules="([^"]*)"/.exec(rules)![1]!.replace(/&quot;/g, '"');
    expect(readRules(json)!.signal).toEqual({ number: stops, fromAt: current.signal!.fromAt, untilAt: current.signal!.untilAt });
  }
});
