/**
 * The live status as feeds for other programs, written by the publisher beside the status pages:
 * - Atom 1.0 (RFC 4287), one feed per language: the signal, notices and changed sailings in
 *   force, for feed readers and anyone who wants to be told;
 * - GTFS Realtime service alerts (protobuf): the same entries for journey planners, naming the
 *   GTFS feed's own ids (route_id = the route's id, trip_id = the sailing's id).
 * - GTFS Realtime trip updates (protobuf): a cancelled sailing as a CANCELED trip, a delayed one
 *   with the delay at its first stop, so apps mark the trip itself rather than show a banner.
 * All say only what is in force when they are written; their words are the pages' (lib/status/text.ts).
 */
import { transit_realtime as realtime } from 'gtfs-realtime-bindings';
import { brand } from '../site/brand';
import { pageWords } from '../words/page-words';
import { pages } from '../site/pages';
import { localePath, locales, type Locale } from '../i18n/locales';
import { absoluteUrl } from '../seo/site-url';
import { statusAt, type SailingChange, type Signal, type Status } from './status';
import type { Notice } from './notices';
import { GTFS_AGENCY_ID } from '../open-data/gtfs';
import { timetable, vesselNameOn } from '../timetable/model';
import { vesselOn } from '../timetable/rotations';
import { changeWords, sailingWords, signalAction, signalWords } from './text';
import { movementTripUpdates } from './movement-feed';

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/**
 * Characters XML 1.0 does not allow anywhere (section 2.2: controls but tab and line breaks, lone
 * surrogates, U+FFFE and U+FFFF): one makes the whole feed ill-formed, and readers drop it. The text
 * rules (lib/status/text-rules.ts) refuse them in a status; this keeps any other text (a name from
 * content/, a future field) from breaking the feed: each becomes U+FFFD, the replacement character.
 */
const notXml =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data or an attribute value: markup typed into a note stays text. */
const xml = (text: string) => text.replace(notXml, '\uFFFD').replace(/[&<>"']/g, (character) => xmlEscapes[character]!);

/** "2026-11-24 18:30" (Bangladesh) as RFC 3339, the form Atom's dates take. */
const rfc3339 = (value: string) => `${value.replace(' ', 'T')}:00+06:00`;

/** A tag: URI (RFC 4151): stable for as long as the entry means the same thing. */
function tagUri(specific: string): string {
  return `tag:${new URL(absoluteUrl('/')).hostname},2026:${specific}`;
}

type Entry = { id: string; title: string; text: string; updated: string };

/**
 * Each entry's `updated` in the feed the publish replaces, by id, for the entries whose title and
 * text are the same now: an entry keeps the time it first appeared or last changed, rather than
 * every entry taking the status's `updated` at each publish.
 */
export type PreviousEntries = ReadonlyMap<string, { title: string; text: string; updated: string }>;

const unxml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!);

/** The entries of an Atom feed this module wrote (the live one a publish replaces); none when unreadable. */
export function atomEntries(feed: string | undefined): PreviousEntries {
  const found = new Map<string, { title: string; text: string; updated: string }>();
  for (const [, body] of (feed ?? '').matchAll(/<entry>([\s\S]*?)<\/entry>/g)) {
    const field = (pattern: RegExp) => unxml(pattern.exec(body!)?.[1] ?? '');
    const updated = /<updated>(\d{4}-\d\d-\d\d)T(\d\d:\d\d):00\+06:00<\/updated>/.exec(body!);
    const id = field(/<id>([^<]*)<\/id>/);
    if (!id || !updated) continue;
    found.set(id, {
      title: field(/<title type="text">([^<]*)<\/title>/),
      text: field(/<content type="text">([^<]*)<\/content>/),
      updated: `${updated[1]} ${updated[2]}`,
    });
  }
  return found;
}

function entries(status: Status, locale: Locale, now: number, previous: PreviousEntries = new Map()): Entry[] {
  const list = currentEntries(status, locale, now);
  return list.map((entry) => {
    const before = previous.get(entry.id);
    const same = before && before.title === entry.title && before.text === entry.text && before.updated <= status.updated;
    return same ? { ...entry, updated: before.updated } : entry;
  });
}

function currentEntries(status: Status, locale: Locale, now: number): Entry[] {
  const current = statusAt(status, now);
  const list: Entry[] = [];
  if (current.signal) {
    const signal: Signal = current.signal;
    list.push({
      id: tagUri(`signal/${signal.number}/${signal.from.replace(' ', 'T')}`),
      title: signalWords(locale, signal),
      text: signalAction(locale, signal),
      updated: status.updated,
    });
  }
  for (const notice of current.notices) {
    list.push({ id: tagUri(`notice/${notice.id}`), title: notice.title[locale], text: notice.text[locale], updated: status.updated });
  }
  for (const change of current.sailings) {
    const title = `${sailingWords(locale, change)}: ${changeWords(locale, change)}`;
    list.push({
      id: tagUri(`sailing/${change.sailing}/${change.date}`),
      title,
      text: change.note?.[locale] ?? title,
      updated: status.updated,
    });
  }
  return list;
}

/** The Atom feed of what is in force, in one language. */
export function atomFeed(status: Status, locale: Locale, now: number, previous?: PreviousEntries): string {
  const self = absoluteUrl(localePath(locale, '/notices.atom'));
  const page = absoluteUrl(localePath(locale, pages.status.path));
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${xml(tagUri(`status/${locale}`))}</id>`,
    `  <title>${xml(`${brand.name}: ${pageWords(locale, 'status').title}`)}</title>`,
    `  <subtitle>${xml(pageWords(locale, 'status').description)}</subtitle>`,
    `  <updated>${rfc3339(status.updated)}</updated>`,
    `  <author><name>${xml(brand.name)}</name><email>${xml(brand.email)}</email></author>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>`,
    `  <link rel="alternate" type="text/html" hreflang="${locale}" href="${xml(page)}"/>`,
    ...locales
      .filter((other) => other !== locale)
      .map(
        (other) =>
          `  <link rel="alternate" type="application/atom+xml" hreflang="${other}" href="${xml(absoluteUrl(localePath(other, '/notices.atom')))}"/>`,
      ),
  ];
  for (const entry of entries(status, locale, now, previous)) {
    lines.push(
      '  <entry>',
      `    <id>${xml(entry.id)}</id>`,
      `    <title type="text">${xml(entry.title)}</title>`,
      `    <updated>${rfc3339(entry.updated)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${xml(page)}"/>`,
      `    <content type="text">${xml(entry.text)}</content>`,
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}

/** Both languages of one text, as GTFS Realtime carries it. */
function translated(text: (locale: Locale) => string): realtime.ITranslatedString {
  return { translation: locales.map((locale) => ({ text: text(locale), language: locale })) };
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * GTFS Realtime service alerts (FULL_DATASET). Cause WEATHER for the signal and, while a signal
 * that stops our launches (2 and up) is in force, for the cancellations, delays, suspensions and
 * disruptions around it: the status file says what happens, not why, and on such a night the
 * weather is why. An information notice keeps its own kind's cause (none known) whenever it runs.
 */
export function alertsFeed(status: Status, now: number): Uint8Array {
  const current = statusAt(status, now);
  const stormy = (from: number, until: number) =>
    Boolean(current.signal && current.signal.number >= 2 && current.signal.fromAt < until && current.signal.untilAt > from);
  const entity: realtime.IFeedEntity[] = [];
  if (current.signal) {
    const signal = current.signal;
    entity.push({
      id: `signal-${signal.from.replace(/\D/g, '')}`,
      alert: {
        activePeriod: [{ start: seconds(signal.fromAt), end: seconds(signal.untilAt) }],
        informedEntity: [{ agencyId: GTFS_AGENCY_ID }],
        cause: realtime.Alert.Cause.WEATHER,
        effect: signal.number >= 2 ? realtime.Alert.Effect.NO_SERVICE : realtime.Alert.Effect.OTHER_EFFECT,
        severityLevel: signal.number >= 2 ? realtime.Alert.SeverityLevel.SEVERE : realtime.Alert.SeverityLevel.WARNING,
        headerText: translated((locale) => signalWords(locale, signal)),
        descriptionText: translated((locale) => signalAction(locale, signal)),
        url: translated((locale) => absoluteUrl(localePath(locale, pages.status.path))),
      },
    });
  }
  for (const notice of current.notices) entity.push(noticeEntity(notice, stormy(notice.startsAt, notice.endsAt)));
  for (const change of current.sailings) entity.push(changeEntity(change, status, stormy(change.scheduledAt, change.endsAt)));
  const message = realtime.FeedMessage.create({
    header: {
      gtfsRealtimeVersion: '2.0',
      incrementality: realtime.FeedHeader.Incrementality.FULL_DATASET,
      timestamp: seconds(status.updatedAt),
    },
    entity,
  });
  return realtime.FeedMessage.encode(message).finish();
}

const noticeEffects = {
  suspended: realtime.Alert.Effect.NO_SERVICE,
  disruption: realtime.Alert.Effect.OTHER_EFFECT,
  information: realtime.Alert.Effect.UNKNOWN_EFFECT,
} as const;

function noticeEntity(notice: Notice, weather: boolean): realtime.IFeedEntity {
  return {
    id: `notice-${notice.id}`,
    alert: {
      activePeriod: [{ start: seconds(notice.startsAt), end: seconds(notice.endsAt) }],
      informedEntity: notice.allRoutes
        ? [{ agencyId: GTFS_AGENCY_ID }]
        : notice.routes.map((routeId) => ({ agencyId: GTFS_AGENCY_ID, routeId })),
      cause: weather && notice.severity !== 'information' ? realtime.Alert.Cause.WEATHER : realtime.Alert.Cause.UNKNOWN_CAUSE,
      effect: noticeEffects[notice.severity],
      severityLevel: notice.severity === 'information' ? realtime.Alert.SeverityLevel.INFO : realtime.Alert.SeverityLevel.WARNING,
      headerText: translated((locale) => notice.title[locale]),
      descriptionText: translated((locale) => notice.text[locale]),
      url: translated((locale) => absoluteUrl(localePath(locale, pages.status.path))),
    },
  };
}

/** A changed sailing names its trip on its service day, as GTFS Realtime identifies a trip. */
function changeEntity(change: SailingChange, status: Status, weather: boolean): realtime.IFeedEntity {
  const effect = {
    cancelled: realtime.Alert.Effect.NO_SERVICE,
    delayed: realtime.Alert.Effect.SIGNIFICANT_DELAYS,
    'on-time': realtime.Alert.Effect.NO_EFFECT,
  }[change.status];
  return {
    id: `sailing-${change.sailing}-${change.date.replace(/-/g, '')}`,
    alert: {
      activePeriod: [{ start: seconds(Math.min(status.updatedAt, change.scheduledAt)), end: seconds(change.endsAt) }],
      informedEntity: [
        {
          agencyId: GTFS_AGENCY_ID,
          routeId: change.route.id,
          trip: { tripId: change.sailing, routeId: change.route.id, startDate: change.date.replace(/-/g, '') },
        },
      ],
      cause: weather && change.status !== 'on-time' ? realtime.Alert.Cause.WEATHER : realtime.Alert.Cause.UNKNOWN_CAUSE,
      effect,
      severityLevel:
        change.status === 'cancelled'
          ? realtime.Alert.SeverityLevel.SEVERE
          : change.status === 'delayed'
            ? realtime.Alert.SeverityLevel.WARNING
            : realtime.Alert.SeverityLevel.INFO,
      headerText: translated((locale) => `${sailingWords(locale, change)}: ${changeWords(locale, change)}`),
      descriptionText: translated((locale) => change.note?.[locale] ?? `${sailingWords(locale, change)}: ${changeWords(locale, change)}`),
      url: translated((locale) => absoluteUrl(localePath(locale, pages.status.path))),
    },
  };
}

/** "2026-11-24" → "20261124", the start_date GTFS Realtime names a trip's service day by. */
const startDate = (isoDate: string) => isoDate.replace(/-/g, '');

/**
 * GTFS Realtime trip updates (FULL_DATASET), for the sailings changed now: a cancelled one is its
 * trip on its service day with schedule_relationship CANCELED (and no stop times); a delayed one
 * has a departure update at its first stop with the delay in seconds and the new time, which
 * applies on downstream (GTFS Realtime propagates a delay to the stops after it). A sailing on
 * time needs nothing, so it is not listed. Entity ids are the alerts' own for the same sailing.
 */
export function tripUpdatesFeed(status: Status, now: number): Uint8Array {
  const entity: realtime.IFeedEntity[] = [];
  for (const change of statusAt(status, now).sailings) {
    if (change.status === 'on-time') continue;
    const trip: realtime.ITripDescriptor = {
      tripId: change.sailing,
      routeId: change.route.id,
      directionId: change.timetabled.direction === 'outbound' ? 0 : 1,
      startDate: startDate(change.date),
      scheduleRelationship:
        change.status === 'cancelled'
          ? realtime.TripDescriptor.ScheduleRelationship.CANCELED
          : realtime.TripDescriptor.ScheduleRelationship.SCHEDULED,
    };
    // The launch that makes it that night (two take some sailings night about): its id and name.
    const vessel = vesselOn(change.timetabled, change.date, timetable);
    const tripUpdate: realtime.ITripUpdate = {
      trip,
      timestamp: seconds(status.updatedAt),
      ...(vessel ? { vehicle: { id: vessel, label: vesselNameOn(change.timetabled, change.date, 'en') } } : {}),
    };
    if (change.status === 'delayed') {
      tripUpdate.delay = seconds(change.departsAt - change.scheduledAt);
      tripUpdate.stopTimeUpdate = [
        {
          stopSequence: 1,
          stopId: change.timetabled.calls[0]!.stop,
          departure: { delay: seconds(change.departsAt - change.scheduledAt), time: seconds(change.departsAt) },
          scheduleRelationship: realtime.TripUpdate.StopTimeUpdate.ScheduleRelationship.SCHEDULED,
        },
      ];
    }
    entity.push({ id: `sailing-${change.sailing}-${startDate(change.date)}`, tripUpdate });
  }
  // Departures and arrivals recorded at the ghats, with predictions (issue 57): they replace a delay announced before.
  for (const update of movementTripUpdates(status, now)) {
    const index = entity.findIndex((existing) => existing.id === update.id);
    if (index >= 0) entity[index] = update;
    else entity.push(update);
  }
  const message = realtime.FeedMessage.create({
    header: {
      gtfsRealtimeVersion: '2.0',
      incrementality: realtime.FeedHeader.Incrementality.FULL_DATASET,
      timestamp: seconds(status.updatedAt),
    },
    entity,
  });
  return realtime.FeedMessage.encode(message).finish();
}
