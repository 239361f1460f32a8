import { parseFeed } from '@rowanmanning/feed-parser';
import { expect, test } from '@playwright/test';
import { transit_realtime as realtime } from 'gtfs-realtime-bindings';
import { dhakaMillis } from '../../lib/status/notices';
import { absoluteUrl } from '../../lib/seo/site-url';
import { validateStatus } from '../../lib/status/status';
import { alertsFeed, atomEntries, atomFeed } from '../../lib/status/feeds';
import { GTFS_AGENCY_ID } from '../../lib/open-data/gtfs';
import { addDays } from '../../lib/timetable/departures';
import { runsOnDate, timetable } from '../../lib/timetable/model';
import { clockPlus, dhakaInstant, everySailing, findSeasonDay, gtfsDate, minutesOf, type Placed } from '../support/timetable-fixtures';

/**
 * The status feeds read back with libraries that did not write them: the Atom feed with
 * @rowanmanning/feed-parser, the alerts with the GTFS Realtime bindings' own decoder.
 */
/*
 * The fixtures, from the timetable by rule: a storm evening (signal 2 from 15:00 to 06:00, the
 * status written at 18:30 and read at 19:00) on a day of the season with two sailings leaving
 * between 19:00 and midnight (the first cancelled); the next day's first two sailings after 06:00
 * (the first delayed 45 minutes, the second on time); and a cancellation of that first one four
 * days before, over.
 */
const leaves = ({ sailing }: Placed) => minutesOf(sailing.calls[0]!.depart!);
const evening = (date: string) =>
  everySailing(timetable).filter((p) => runsOnDate(p.sailing, date) && leaves(p) >= 19 * 60 && leaves(p) + 45 < 24 * 60);
const afterSignal = (date: string) =>
  everySailing(timetable)
    .filter((p) => runsOnDate(p.sailing, date) && leaves(p) >= 6 * 60 && leaves(p) + 45 < 24 * 60)
    .sort((a, b) => leaves(a) - leaves(b));
const day = findSeasonDay(
  timetable,
  'an evening with two sailings after 19:00, then a day with two after 06:00, the first of which ran four days before',
  (date) =>
    date < timetable.validUntil &&
    evening(date).length >= 2 &&
    afterSignal(addDays(date, 1)).length >= 2 &&
    runsOnDate(afterSignal(addDays(date, 1))[0]!.sailing, addDays(date, -4)),
);
const nextDay = addDays(day, 1);
const [cancelled, alsoCancelled] = evening(day) as [Placed, Placed];
const [delayed, onTime] = afterSignal(nextDay) as [Placed, Placed];
const delayedTo = clockPlus(delayed.sailing.calls[0]!.depart!, 45);
const past = addDays(day, -4);
/** The routes leaving from where the cancelled sailing leaves: the storm notice's. */
const fromThere = timetable.routes.filter((route) => route.stops[0] === cancelled.route.stops[0]).map((route) => route.id);
const signalId = `signal-${gtfsDate(day)}1500`;
const sailingEntity = ({ sailing }: Placed, date: string) => `sailing-${sailing.id}-${gtfsDate(date)}`;
const now = dhakaInstant(day, 19 * 60);
const hostile = '<img src=x onerror=alert(1)> </script>';
/** A Bangla note long enough to stay mostly Bangla with the markup in it (the text rules ask that). */
const bnStorm = 'ঝড়ের কারণে আজ রাতের লঞ্চ বাতিল, টিকিটের পুরো টাকা কাউন্টার থেকে ফেরত পাবেন';
const status = validateStatus(
  {
    updated: `${day} 18:30`,
    signal: { number: 2, from: `${day} 15:00`, until: `${nextDay} 06:00` },
    notices: [
      {
        id: 'signal-2-evening',
        severity: 'suspended',
        routes: fromThere,
        start: `${day} 15:00`,
        end: `${nextDay} 06:00`,
        title: { en: 'Tonight’s launches from Sadarghat do not sail', bn: 'আজ রাতে সদরঘাট থেকে লঞ্চ ছাড়বে না' },
        text: { en: 'Signal 2 is up.', bn: '২ নম্বর সংকেত চলছে।' },
      },
      {
        id: 'eid-extra',
        severity: 'information',
        routes: 'all',
        start: `${past} 00:00`,
        end: `${addDays(day, 37)} 23:59`,
        title: { en: 'Extra launches for Eid', bn: 'ঈদে বাড়তি লঞ্চ' },
        text: { en: 'Book early.', bn: 'আগেভাগে টিকিট নিন।' },
      },
      {
        id: 'fog-over',
        severity: 'disruption',
        routes: [timetable.routes.at(-1)!.id],
        start: `${addDays(day, -23)} 00:00`,
        end: `${addDays(day, -14)} 00:00`,
        title: { en: 'Fog', bn: 'কুয়াশা' },
        text: { en: 'Over.', bn: 'শেষ।' },
      },
    ],
    sailings: [
      {
        sailing: cancelled.sailing.id,
        date: day,
        status: 'cancelled',
        note: { en: `Storm ${hostile}`, bn: `${bnStorm} ${hostile}` },
      },
      { sailing: delayed.sailing.id, date: nextDay, status: 'delayed', departs: delayedTo },
      { sailing: onTime.sailing.id, date: nextDay, status: 'on-time' },
      { sailing: delayed.sailing.id, date: past, status: 'cancelled' },
    ],
  },
  'status.json',
  now,
);

test('the Atom feed parses, names itself and lists what is in force, notes as text', () => {
  for (const locale of ['en', 'bn'] as const) {
    const xml = atomFeed(status, locale, now);
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe('atom');
    expect(feed.language).toBe(locale);
    expect(feed.self).toBe(absoluteUrl(locale === 'en' ? '/notices.atom' : '/bn/notices.atom'));
    expect(feed.updated?.toISOString()).toBe(new Date(dhakaMillis(`${day} 18:30`)).toISOString());
    // The signal, two notices in force (not the one over) and three changed sailings (not the past one).
    expect(feed.items).toHaveLength(6);
    const titles = feed.items.map((item) => item.title ?? '');
    expect(titles).toContain(locale === 'en' ? 'Tonight’s launches from Sadarghat do not sail' : 'আজ রাতে সদরঘাট থেকে লঞ্চ ছাড়বে না');
    expect(titles.some((title) => (locale === 'en' ? /Storm signal 2/ : /২ নম্বর/).test(title))).toBe(true);
    expect(titles.join(' ')).not.toMatch(/Fog|কুয়াশা/);
    const ids = feed.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(`tag:${new URL(absoluteUrl('/')).hostname},2026:sailing/${cancelled.sailing.id}/${day}`);
    const cancelledItem = feed.items.find((item) => item.id?.endsWith(`sailing/${cancelled.sailing.id}/${day}`));
    expect(cancelledItem?.content).toBe(`${locale === 'en' ? 'Storm' : bnStorm} ${hostile}`);
    expect(xml).not.toContain('<img');
    expect(xml).not.toContain('</script>');
    for (const item of feed.items) expect(item.url).toBe(absoluteUrl(locale === 'en' ? '/status' : '/bn/status'));
  }
});

test('the GTFS Realtime alerts decode to one entity per entry in force, with the GTFS ids', () => {
  const feed = realtime.FeedMessage.decode(alertsFeed(status, now));
  expect(feed.header.gtfsRealtimeVersion).toBe('2.0');
  expect(feed.header.incrementality).toBe(realtime.FeedHeader.Incrementality.FULL_DATASET);
  expect(Number(feed.header.timestamp)).toBe(dhakaMillis(`${day} 18:30`) / 1000);
  const ids = feed.entity.map((entity) => entity.id);
  expect(ids).toEqual([
    signalId,
    'notice-eid-extra',
    'notice-signal-2-evening',
    sailingEntity(cancelled, day),
    sailingEntity(delayed, nextDay),
    sailingEntity(onTime, nextDay),
  ]);
  const alert = (id: string) => feed.entity.find((entity) => entity.id === id)!.alert as realtime.Alert;
  const texts = (value: realtime.ITranslatedString | null | undefined) => (value as realtime.TranslatedString).translation;

  const signal = alert(signalId);
  expect(signal.cause).toBe(realtime.Alert.Cause.WEATHER);
  expect(signal.effect).toBe(realtime.Alert.Effect.NO_SERVICE);
  expect(signal.informedEntity).toEqual([expect.objectContaining({ agencyId: GTFS_AGENCY_ID })]);
  expect(Number(signal.activePeriod[0]!.end)).toBe(dhakaMillis(`${nextDay} 06:00`) / 1000);

  const suspended = alert('notice-signal-2-evening');
  expect(suspended.informedEntity.map((entity) => entity.routeId)).toEqual(fromThere);
  expect(suspended.effect).toBe(realtime.Alert.Effect.NO_SERVICE);
  expect(suspended.cause).toBe(realtime.Alert.Cause.WEATHER);
  expect(texts(suspended.headerText).map((t) => [t.language, t.text])).toEqual([
    ['en', 'Tonight’s launches from Sadarghat do not sail'],
    ['bn', 'আজ রাতে সদরঘাট থেকে লঞ্চ ছাড়বে না'],
  ]);
  expect(Number(suspended.activePeriod[0]!.start)).toBe(dhakaMillis(`${day} 15:00`) / 1000);
  // A notice for every route is agency-wide.
  expect(alert('notice-eid-extra').informedEntity).toEqual([expect.objectContaining({ agencyId: GTFS_AGENCY_ID })]);
  expect(alert('notice-eid-extra').informedEntity[0]!.routeId ?? '').toBe('');

  const cancelledAlert = alert(sailingEntity(cancelled, day));
  expect(cancelledAlert.effect).toBe(realtime.Alert.Effect.NO_SERVICE);
  expect(cancelledAlert.cause).toBe(realtime.Alert.Cause.WEATHER);
  expect(cancelledAlert.informedEntity[0]!.trip).toEqual(
    expect.objectContaining({ tripId: cancelled.sailing.id, routeId: cancelled.route.id, startDate: String(gtfsDate(day)) }),
  );
  expect(texts(cancelledAlert.descriptionText).map((t) => t.text)).toEqual([`Storm ${hostile}`, `${bnStorm} ${hostile}`]);

  const delayedAlert = alert(sailingEntity(delayed, nextDay));
  expect(delayedAlert.effect).toBe(realtime.Alert.Effect.SIGNIFICANT_DELAYS);
  expect(delayedAlert.informedEntity[0]!.trip?.tripId).toBe(delayed.sailing.id);
  // The new time on the 12-hour clock English pages use ("8:15" of "8:15 am").
  const [hours, minutes] = delayedTo.split(':').map(Number) as [number, number];
  expect(texts(delayedAlert.headerText).find((t) => t.language === 'en')?.text).toContain(
    `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`,
  );
  expect(alert(sailingEntity(onTime, nextDay)).effect).toBe(realtime.Alert.Effect.NO_EFFECT);

  // Past the signal's end, its entity and the weather cause go.
  // Half past six: the signal is down, the delayed launch not yet gone (it leaves at 06:45 at the earliest).
  const morning = realtime.FeedMessage.decode(alertsFeed(status, dhakaInstant(nextDay, 6 * 60 + 30)));
  expect(morning.entity.map((entity) => entity.id)).not.toContain(signalId);
  expect(morning.entity.find((entity) => entity.id === sailingEntity(delayed, nextDay))?.alert?.cause).toBe(
    realtime.Alert.Cause.UNKNOWN_CAUSE,
  );
});

test('an information notice keeps its own cause while a signal is up; a suspension takes the weather’s (issue 47)', () => {
  const feed = realtime.FeedMessage.decode(alertsFeed(status, now));
  const cause = (id: string) => feed.entity.find((entity) => entity.id === id)!.alert!.cause;
  expect(cause('notice-eid-extra')).toBe(realtime.Alert.Cause.UNKNOWN_CAUSE);
  expect(cause('notice-signal-2-evening')).toBe(realtime.Alert.Cause.WEATHER);
});

test('each Atom entry’s updated is when it first appeared or last changed, from the feed it replaces (issue 47)', () => {
  const later = validateStatus(
    {
      updated: `${day} 18:50`,
      signal: { number: 2, from: `${day} 15:00`, until: `${nextDay} 06:00` },
      notices: [],
      sailings: [
        {
          sailing: cancelled.sailing.id,
          date: day,
          status: 'cancelled',
          note: { en: `Storm ${hostile}`, bn: `${bnStorm} ${hostile}` },
        },
        { sailing: alsoCancelled.sailing.id, date: day, status: 'cancelled' },
      ],
    },
    'status.json',
    now,
  );
  const before = atomEntries(atomFeed(status, 'en', now));
  const updated = (xml: string) =>
    Object.fromEntries([...atomEntries(xml)].map(([id, entry]) => [id.replace(/^tag:[^:]+:/, ''), entry.updated]));
  expect(updated(atomFeed(later, 'en', now, before))).toEqual({
    // The signal and the sailing cancelled at 18:30 say the same; the other was cancelled at 18:50.
    [`signal/2/${day}T15:00`]: `${day} 18:30`,
    [`sailing/${cancelled.sailing.id}/${day}`]: `${day} 18:30`,
    [`sailing/${alsoCancelled.sailing.id}/${day}`]: `${day} 18:50`,
  });
  // Without the feed it replaces (the first publish), every entry takes the status's time.
  expect(Object.values(updated(atomFeed(later, 'en', now)))).toEqual([`${day} 18:50`, `${day} 18:50`, `${day} 18:50`]);
});
