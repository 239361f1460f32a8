'use client';

import { useEffect, useMemo, useState } from 'react';
import { departuresOn, dhakaClock, launchOn, nextDeparture, runsOn, spellCountdown, weekdayOf } from '@/lib/timetable/departures';
import { fillText } from '@/lib/i18n/text';
import { readRules, sailingVerdict, sails, type Verdict } from '@/lib/status/verdict';
import type { FinderData, FinderSailing } from '@/lib/timetable/view';
import { BookLinks, CalendarLink, SailingLabel } from './RouteTables';

type Choice = { from: string; to: string; date: string };
const none: Choice = { from: '', to: '', date: '' };

/** The pairs we serve (each route's ends, both ways): from → to → the route and its sailings. */
type Pairs = Record<string, Record<string, { route: string; trips: FinderSailing[] }>>;

function servedPairs(data: FinderData): Pairs {
  const pairs: Pairs = {};
  for (const route of data.routes) {
    for (const direction of route.directions) (pairs[direction.from] ??= {})[direction.to] = { route: route.id, trips: direction.sailings };
  }
  return pairs;
}

/** The choice in the address, kept only when it is a pair we serve and a real date. */
function readChoice(pairs: Pairs): Choice {
  const params = new URLSearchParams(window.location.search);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const date = params.get('date') ?? '';
  if (!pairs[from]) return none;
  return { from, to: pairs[from][to] ? to : '', date: weekdayOf(date) >= 0 ? date : '' };
}

/** With one place to go from here, it is chosen for the visitor. */
function withDestination(pairs: Pairs, from: string, to: string): string {
  const destinations = Object.keys(pairs[from] ?? {});
  return destinations.includes(to) ? to : destinations.length === 1 ? destinations[0]! : '';
}

/**
 * The trip finder: pick From and To (only pairs we serve) and maybe a date; see the departures,
 * fares and the next launch in Bangladesh time. The choice lives in the address (shareable, Back
 * works). Everything it shows is formatted at build time; the full timetable below is the page
 * without JavaScript.
 */
export function TripFinder({ data }: { data: FinderData }) {
  const [choice, setChoice] = useState<Choice>(none);
  const [now, setNow] = useState<number | null>(null);
  // Bumped when LiveStatus brings in a newer status, so the results read the status's rules again.
  const [, setLive] = useState(0);
  const pairs = useMemo(() => servedPairs(data), [data]);
  const t = data.text.finder;

  useEffect(() => {
    const restore = () => setChoice(readChoice(pairs));
    const tick = () => setNow(Date.now());
    restore();
    tick();
    const timer = window.setInterval(tick, 30_000);
    const live = () => setLive((count) => count + 1);
    window.addEventListener('popstate', restore);
    window.addEventListener('live-status', live);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('popstate', restore);
      window.removeEventListener('live-status', live);
    };
  }, [pairs]);

  const choose = (next: Choice) => {
    next = { ...next, to: withDestination(pairs, next.from, next.to) };
    setChoice(next);
    const params = new URLSearchParams();
    if (next.from) params.set('from', next.from);
    if (next.to) params.set('to', next.to);
    if (next.date) params.set('date', next.date);
    const query = params.toString();
    window.history.pushState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  };

  const digits = (n: number) => String(n).replace(/\d/g, (d) => data.digits[Number(d)]!);
  const duration = (minutes: number) => spellCountdown(minutes, data.units, digits);
  const dateText = (iso: string) =>
    fillText(t.dateFormat, {
      weekday: data.weekdays[weekdayOf(iso)]!,
      day: digits(Number(iso.slice(8))),
      month: data.months[Number(iso.slice(5, 7)) - 1]!,
    });
  const name = (id: string) => data.names[id]!;

  const pair = choice.from && choice.to ? pairs[choice.from]?.[choice.to] : undefined;
  const routeName = pair && fillText(t.results, { from: name(choice.from), to: name(choice.to) });
  const trips = pair?.trips ?? [];
  const season = data.season;

  // What the status in force allows (lib/status/verdict.ts), from the rules block the page was
  // written or last refreshed with (components/status/SailingBadges.tsx); none read, none applied.
  const rules = now === null ? null : readRules(document.querySelector('[data-live="rules"] [data-rules]')?.getAttribute('data-rules'));
  const verdict = (trip: FinderSailing, date: string): Verdict | null =>
    rules && pair ? sailingVerdict(rules, { id: trip.id, route: pair.route, depart: trip.depart }, date) : null;
  const allowed = (trip: FinderSailing, date: string) => {
    const found = verdict(trip, date);
    return !found || sails(found);
  };
  /** Why a sailing does not go, or how it goes, in a sentence; null for a plain "it sails". */
  const verdictWords = (trip: FinderSailing, date: string): string | null => {
    const found = verdict(trip, date);
    if (!found) return null;
    if (found.kind === 'held') return fillText(t.held, { number: digits(found.signal) });
    if (found.kind === 'suspended') return fillText(t.suspended, { title: rules!.titles.get(found.notice) ?? '' });
    if (found.kind === 'cancelled') return t.cancelled;
    const care = found.care === null ? '' : fillText(t.care, { number: digits(found.care) });
    const late = found.kind === 'delayed' ? fillText(t.delayed, { time: newTime(trip, date) }) : '';
    return [late, care].filter(Boolean).join(' ') || null;
  };
  const newTime = (trip: FinderSailing, date: string) => rules?.times.get(`${trip.id} ${date}`) || trip.dep;
  /** The launch that makes it on a date: one of two night about, or its only one. */
  const launch = (trip: FinderSailing, date: string) => (trip.vs && date ? (launchOn(trip.vs, trip, date, season) ?? trip.v) : trip.v);

  // Without a date, the launches of every week; a sailing on dates only shows on those dates.
  const shown = choice.date ? departuresOn(trips, choice.date, season) : trips.filter((trip) => trip.days);
  // The next launch the status lets go, and the timetable's next when that one cannot.
  const next = now === null ? null : nextDeparture(trips, now, season, undefined, allowed);
  const timetabled = now === null ? null : nextDeparture(trips, now, season);
  const stopped = timetabled && (!next || timetabled.at < next.at) ? timetabled : null;
  const nextVerdict = next && verdict(next.slot, next.date);
  const today = now === null ? undefined : dhakaClock(now).date;
  // On a chosen date: the week's launches that do not sail that day (Eid day), and the next
  // sailing after it when none does.
  const date = choice.date;
  const skipped = date ? trips.filter((trip) => trip.off?.includes(date) && runsOn(trip, weekdayOf(date))) : [];
  const noneGoes = date !== '' && shown.every((trip) => !allowed(trip, date));
  const afterSeason = date > season[1];
  const nextAfter = (from: FinderSailing[]) =>
    now === null || !date || afterSeason ? null : nextDeparture(from, now, season, date, allowed);

  /** "Next sailing: Thu 11 March, 8:30 pm" with a button that picks that date. */
  const offerNext = (from: FinderSailing[]) => {
    const found = nextAfter(from);
    if (!found || found.date === date) return null;
    const when = dateText(found.date);
    return (
      <p>
        {fillText(t.nextOn, { date: when, time: found.slot.dep })}{' '}
        <button type="button" className="text-link" onClick={() => choose({ ...choice, date: found.date })}>
          {fillText(t.showDate, { date: when })}
        </button>
      </p>
    );
  };

  /**
   * The date a result is for: the chosen one or, without one, the date this launch next leaves
   * as the status allows ('' when none is known), so its calendar button saves a sailing that goes.
   */
  const tripDate = (trip: FinderSailing) =>
    choice.date || (now === null ? '' : (nextDeparture([trip], now, season, undefined, allowed)?.date ?? ''));

  /** A booking names the trip's date; without one, the days it runs. */
  const bookWhen = (trip: FinderSailing, date: string) =>
    date ? fillText(data.text.booking.onDate, { date: dateText(date) }) : data.text.booking.nextAvailable;

  /**
   * What the status does to a trip, beside it: on the chosen date; without one, to its next
   * timetabled departure when that cannot go (with its date), and to the one it can.
   */
  const statusLines = (trip: FinderSailing, date: string) => {
    const lines: { tone: string; words: string }[] = [];
    const tone = (day: string) => (allowed(trip, day) ? 'status-delayed' : 'status-cancelled');
    if (!choice.date && now !== null) {
      const first = nextDeparture([trip], now, season);
      const words = first && first.date !== date ? verdictWords(trip, first.date) : null;
      if (first && words) lines.push({ tone: tone(first.date), words: `${dateText(first.date)}: ${words}` });
    }
    const words = date ? verdictWords(trip, date) : null;
    if (words) lines.push({ tone: tone(date), words: choice.date ? words : `${dateText(date)}: ${words}` });
    return lines.map((line) => (
      <p key={line.words} className={`sailing-badge text-sm font-semibold ${line.tone}`} data-verdict="">
        {line.words}
      </p>
    ));
  };

  /**
   * Where a launch is (issue 57): the route block's own line for it as shown now, its markup copied
   * from this page (components/status/Progress.tsx writes it with the status; LiveStatus's clock
   * pass shows it, and picks the words for the reader's day in the copy too), so the finder says
   * it in the same words and formats nothing. Not for another date.
   */
  const progressLine = (trip: FinderSailing) =>
    now === null || !pair || (choice.date && choice.date !== dhakaClock(now).date)
      ? undefined
      : document.querySelector(`[data-live="route-${pair.route}"] [data-progress-sailing="${trip.id}"]:not([hidden])`)?.innerHTML;

  return (
    <>
      {/*
       * Not offered until it works: the fields are drawn once the island runs (the clock is set then),
       * in the space kept for them, so a tap never lands on a select that does nothing yet.
       */}
      <div className="tt-fields" data-ready={now === null ? undefined : ''}>
        <div>
          <label htmlFor="tt-from">{t.from}</label>
          <select id="tt-from" className="field-input" value={choice.from} onChange={(e) => choose({ ...choice, from: e.target.value })}>
            <option value="">{t.choose}</option>
            {data.places.map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="tt-to">{t.to}</label>
          <select
            id="tt-to"
            className="field-input"
            value={choice.to}
            disabled={!choice.from}
            onChange={(e) => choose({ ...choice, to: e.target.value })}
          >
            <option value="">{t.choose}</option>
            {Object.keys(pairs[choice.from] ?? {}).map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="tt-date">{t.date}</label>
          <input
            id="tt-date"
            type="date"
            className="field-input"
            value={choice.date}
            min={today}
            max={season[1]}
            onChange={(e) => choose({ ...choice, date: e.target.value })}
          />
        </div>
      </div>
      <div aria-live="polite">
        {trips.length > 0 && (
          <div className="tt-results">
            <h3 className="card-title">{routeName}</h3>
            {stopped && verdictWords(stopped.slot, stopped.date) && (
              <p className="sailing-badge status-cancelled font-semibold" data-verdict="">
                {dateText(stopped.date)}, {stopped.slot.dep}: {verdictWords(stopped.slot, stopped.date)}
              </p>
            )}
            {next && (
              <p className="tt-next">
                {fillText(stopped ? t.firstCanGo : t.next, {
                  // A week or more away (before an Eid special, say): its date, not its weekday.
                  when:
                    next.when !== 'weekday'
                      ? t[next.when]
                      : next.minutesUntil >= 6 * 1440
                        ? dateText(next.date)
                        : fillText(t.weekday, { weekday: data.weekdays[next.weekday]! }),
                  time:
                    nextVerdict?.kind === 'delayed'
                      ? fillText(t.delayedNext, { time: newTime(next.slot, next.date), was: next.slot.dep })
                      : next.slot.dep,
                  duration: duration(
                    nextVerdict?.kind === 'delayed' ? Math.max(1, Math.ceil((nextVerdict.at - now!) / 60_000)) : next.minutesUntil,
                  ),
                })}
              </p>
            )}
            <p className="font-semibold">{choice.date ? fillText(t.onDate, { date: dateText(choice.date) }) : t.everyDay}</p>
            {afterSeason && <p>{fillText(t.afterSeason, { date: dateText(season[1]) })}</p>}
            {!afterSeason && (
              <>
                {skipped.map((trip) => (
                  <p key={trip.id}>{fillText(t.notRunning, { time: trip.dep })}</p>
                ))}
                {shown.length === 0 && skipped.length === 0 && <p>{t.noneOnDate}</p>}
                {(shown.length === 0 || skipped.length > 0 || noneGoes) && offerNext(shown.length === 0 || noneGoes ? trips : skipped)}
              </>
            )}
            <ul className="tt-trips">
              {shown.map((trip) => {
                const date = tripDate(trip);
                // On a chosen date a launch the status stops is shown with why, and offered no booking or calendar.
                const goes = !choice.date || allowed(trip, date);
                const progress = progressLine(trip);
                return (
                  <li key={trip.id} className="tt-trip">
                    <p className="font-semibold">
                      {t.leaves} {trip.dep} · {t.arrives} {trip.ar} · {t.journey} {trip.dur}
                      {trip.lb && (
                        <>
                          {' '}
                          <SailingLabel text={trip.lb} />
                        </>
                      )}
                    </p>
                    {statusLines(trip, date)}
                    {progress && <p className="status-progress text-sm" data-progress="" dangerouslySetInnerHTML={{ __html: progress }} />}
                    <p>{launch(trip, date)}</p>
                    <p>{trip.f.join(' · ')}</p>
                    {goes && (
                      <BookLinks
                        data={data}
                        from={name(choice.from)}
                        to={name(choice.to)}
                        sailing={{ dep: trip.dep, v: launch(trip, date) }}
                        when={bookWhen(trip, date)}
                        context={fillText(data.text.booking.context, { time: trip.dep, from: name(choice.from), to: name(choice.to) })}
                      >
                        {/*
                         * The address is the sailing's recurring file; with a date, a click saves that
                         * one sailing instead: the file pinned to the date by lib/open-data/ics-single.ts, loaded
                         * only then. Should that fail, the link is followed after all.
                         */}
                        <CalendarLink
                          href={`${data.ics}${trip.id}.ics`}
                          text={data.text.booking.calendar}
                          about={date ? [routeName!, trip.dep, dateText(date)] : [routeName!, trip.dep]}
                          onClick={
                            date
                              ? (event) => {
                                  event.preventDefault();
                                  const href = event.currentTarget.href;
                                  import('@/lib/open-data/ics-single')
                                    .then((ics) => ics.downloadSailing(href, date))
                                    .catch(() => location.assign(href));
                                }
                              : undefined
                          }
                        />
                      </BookLinks>
                    )}
                  </li>
                );
              })}
            </ul>
            <a className="text-link" href={`#${pair!.route}`}>
              {t.fullTimetable}
            </a>
          </div>
        )}
      </div>
    </>
  );
}
