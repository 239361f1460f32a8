import { parseFeed } from '@rowanmanning/feed-parser';
import { expect, test } from '@playwright/test';
import { transit_realtime as realtime } from 'gtfs-realtime-bindings';
import { dhakaMillis } from '../../lib/status/notices';
import { absoluteUrl } from '../../lib/seo/site-url';
import { validateStatus } from '../../lib/status/status';
import { alertsFeed, atomEntries, atomFeed } from '../../lib/status/feeds';
import { GTFS_AGENCY_ID } from '../../lib/open-data/gtfs';

/**
 * The status feeds read back with libraries that did not write them: the Atom feed with
 * @rowanmanning/feed-parser, the alerts with the GTFS Realtime bindings' own decoder.
 */
const now = Date.parse('2026-11-24T13:00:00Z'); // 19:00 in Bangladesh
const hostile = '<img src=x onerror=alert(1)> </script>';
/** A Bangla note long enough to stay mostly Bangla with the markup in it (the text rules ask that). */
const bnStorm = 'ঝড়ের কারণে আজ রাতের লঞ্চ বাতিল, টিকিটের পুরো টাকা কাউন্টার থেকে ফেরত পাবেন';
const status = validateStatus(
  {
    updated: '2026-11-24 18:30',
    signal: { number: 2, from: '2026-11-24 15:00', until: '2026-11-25 06:00' },
    notices: [
      {
        id: 'signal-2-evening',
        severity: 'suspended',
        routes: ['dhaka-barishal', 'dhaka-jhalokathi'],
        start: '2026-11-24 15:00',
        end: '2026-11-25 06:00',
        title: { en: 'Tonight’s launches from Sadarghat do not sail', bn: 'আজ রাতে সদরঘাট থেকে লঞ্চ ছাড়বে না' },
        text: { en: 'Signal 2 is up.', bn: '২ নম্বর সংকেত চলছে।' },
      },
      {
        id: 'eid-extra',
        severity: 'information',
        routes: 'all',
        start: '2026-11-20 00:00',
        end: '2026-12-31 23:59',
        title: { en: 'Extra launches for Eid', bn: 'ঈদে বাড়তি লঞ্চ' },
        text: { en: 'Book early.', bn: 'আগেভাগে টিকিট নিন।' },
      },
      {
        id: 'fog-over',
        severity: 'disruption',
        routes: ['barishal-bhola'],
        start: '2026-11-01 00:00',
        end: '2026-11-10 00:00',
        title: { en: 'Fog', bn: 'কুয়াশা' },
        text: { en: 'Over.', bn: 'শেষ।' },
      },
    ],
    sailings: [
      { sailing: 'dhk-bsl-2100', date: '2026-11-24', status: 'cancelled', note: { en: `Storm ${hostile}`, bn: `${bnStorm} ${hostile}` } },
      { sailing: 'bsl-bhl-0730', date: '2026-11-25', status: 'delayed', departs: '08:15' },
      { sailing: 'dhk-bsl-2030', date: '2026-11-25', status: 'on-time' },
      { sailing: 'bsl-bhl-0730', date: '2026-11-20', status: 'cancelled' },
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
    expect(feed.updated?.toISOString()).toBe(new Date(dhakaMillis('2026-11-24 18:30')).toISOString());
    // The signal, two notices in force (not the one over) and three changed sailings (not the past one).
    expect(feed.items).toHaveLength(6);
    const titles = feed.items.map((item) => item.title ?? '');
    expect(titles).toContain(locale === 'en' ? 'Tonight’s launches from Sadarghat do not sail' : 'আজ রাতে সদরঘাট থেকে লঞ্চ ছাড়বে না');
    expect(titles.some((title) => (locale === 'en' ? /Storm signal 2/ : /২ নম্বর/).test(title))).toBe(true);
    expect(titles.join(' ')).not.toMatch(/Fog|কুয়াশা/);
    const ids = feed.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(`tag:${new URL(absoluteUrl('/')).hostname},2026:sailing/dhk-bsl-2100/2026-11-24`);
    const cancelled = feed.items.find((item) => item.id?.endsWith('sailing/dhk-bsl-2100/2026-11-24'));
    expect(cancelled?.content).toBe(`${locale === 'en' ? 'Storm' : bnStorm} ${hostile}`);
    expect(xml).not.toContain('<img');
    expect(xml).not.toContain('</script>');
    for (const item of feed.items) expect(item.url).toBe(absoluteUrl(locale === 'en' ? '/status' : '/bn/status'));
  }
});

test('the GTFS Realtime alerts decode to one entity per entry in force, with the GTFS ids', () => {
  const feed = realtime.FeedMessage.decode(alertsFeed(status, now));
  expect(feed.header.gtfsRealtimeVersion).toBe('2.0');
  expect(feed.header.incrementality).toBe(realtime.FeedHeader.Incrementality.FULL_DATASET);
  expect(Number(feed.header.timestamp)).toBe(dhakaMillis('2026-11-24 18:30') / 1000);
  const ids = feed.entity.map((entity) => entity.id);
  expect(ids).toEqual([
    'signal-202611241500',
    'notice-eid-extra',
    'notice-signal-2-evening',
    'sailing-dhk-bsl-2100-20261124',
    'sailing-bsl-bhl-0730-20261125',
    'sailing-dhk-bsl-2030-20261125',
  ]);
  const alert = (id: string) => feed.entity.find((entity) => entity.id === id)!.alert as realtime.Alert;
  const texts = (value: realtime.ITranslatedString | null | undefined) => (value as realtime.TranslatedString).translation;

  const signal = alert('signal-202611241500');
  expect(signal.cause).toBe(realtime.Alert.Cause.WEATHER);
  expect(signal.effect).toBe(realtime.Alert.Effect.NO_SERVICE);
  expect(signal.informedEntity).toEqual([expect.objectContaining({ agencyId: GTFS_AGENCY_ID })]);
  expect(Number(signal.activePeriod[0]!.end)).toBe(dhakaMillis('2026-11-25 06:00') / 1000);

  const suspended = alert('notice-signal-2-evening');
  expect(suspended.informedEntity.map((entity) => entity.routeId)).toEqual(['dhaka-barishal', 'dhaka-jhalokathi']);
  expect(suspended.effect).toBe(realtime.Alert.Effect.NO_SERVICE);
  expect(suspended.cause).toBe(realtime.Alert.Cause.WEATHER);
  expect(texts(suspended.headerText).map((t) => [t.language, t.text])).toEqual([
    ['en', 'Tonight’s launches from Sadarghat do not sail'],
    ['bn', 'আজ রাতে সদরঘাট থেকে লঞ্চ ছাড়বে না'],
  ]);
  expect(Number(suspended.activePeriod[0]!.start)).toBe(dhakaMillis('2026-11-24 15:00') / 1000);
  // A notice for every route is agency-wide.
  expect(alert('notice-eid-extra').informedEntity).toEqual([expect.objectContaining({ agencyId: GTFS_AGENCY_ID })]);
  expect(alert('notice-eid-extra').informedEntity[0]!.routeId ?? '').toBe('');

  const cancelled = alert('sailing-dhk-bsl-2100-20261124');
  expect(cancelled.effect).toBe(realtime.Alert.Effect.NO_SERVICE);
  expect(cancelled.cause).toBe(realtime.Alert.Cause.WEATHER);
  expect(cancelled.informedEntity[0]!.trip).toEqual(
    expect.objectContaining({ tripId: 'dhk-bsl-2100', routeId: 'dhaka-barishal', startDate: '20261124' }),
  );
  expect(texts(cancelled.descriptionText).map((t) => t.text)).toEqual([`Storm ${hostile}`, `${bnStorm} ${hostile}`]);

  const delayed = alert('sailing-bsl-bhl-0730-20261125');
  expect(delayed.effect).toBe(realtime.Alert.Effect.SIGNIFICANT_DELAYS);
  expect(delayed.informedEntity[0]!.trip?.tripId).toBe('bsl-bhl-0730');
  expect(texts(delayed.headerText).find((t) => t.language === 'en')?.text).toContain('8:15');
  expect(alert('sailing-dhk-bsl-2030-20261125').effect).toBe(realtime.Alert.Effect.NO_EFFECT);

  // Past the signal's end, its entity and the weather cause go.
  const morning = realtime.FeedMessage.decode(alertsFeed(status, Date.parse('2026-11-25T01:00:00Z')));
  expect(morning.entity.map((entity) => entity.id)).not.toContain('signal-202611241500');
  expect(morning.entity.find((entity) => entity.id === 'sailing-bsl-bhl-0730-20261125')?.alert?.cause).toBe(
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
      updated: '2026-11-24 18:50',
      signal: { number: 2, from: '2026-11-24 15:00', until: '2026-11-25 06:00' },
      notices: [],
      sailings: [
        { sailing: 'dhk-bsl-2100', date: '2026-11-24', status: 'cancelled', note: { en: `Storm ${hostile}`, bn: `${bnStorm} ${hostile}` } },
        { sailing: 'dhk-bsl-2030', date: '2026-11-24', status: 'cancelled' },
      ],
    },
    'status.json',
    now,
  );
  const before = atomEntries(atomFeed(status, 'en', now));
  const updated = (xml: string) =>
    Object.fromEntries([...atomEntries(xml)].map(([id, entry]) => [id.replace(/^tag:[^:]+:/, ''), entry.updated]));
  expect(updated(atomFeed(later, 'en', now, before))).toEqual({
    // The signal and the cancelled 21:00 say the same as at 18:30; the 20:30 changed at 18:50.
    'signal/2/2026-11-24T15:00': '2026-11-24 18:30',
    'sailing/dhk-bsl-2100/2026-11-24': '2026-11-24 18:30',
    'sailing/dhk-bsl-2030/2026-11-24': '2026-11-24 18:50',
  });
  // Without the feed it replaces (the first publish), every entry takes the status's time.
  expect(Object.values(updated(atomFeed(later, 'en', now)))).toEqual(['2026-11-24 18:50', '2026-11-24 18:50', '2026-11-24 18:50']);
});
