'use client';

import { useEffect, useState } from 'react';
import { departuresOn, dhakaClock, nextDeparture, spellDuration, weekdayOf } from '@/lib/departures';
import { bookingHrefs, fillText } from '@/lib/text';
import type { FinderData, FinderTrip } from '@/lib/timetable-view';

type Choice = { from: string; to: string; date: string };
const none: Choice = { from: '', to: '', date: '' };

/** The choice in the address, kept only when it is a pair we serve and a real date. */
function readChoice(data: FinderData): Choice {
  const params = new URLSearchParams(window.location.search);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const date = params.get('date') ?? '';
  if (!data.pairs[from]) return none;
  return { from, to: data.pairs[from][to] ? to : '', date: weekdayOf(date) >= 0 ? date : '' };
}

/** With one place to go from here, it is chosen for the visitor. */
function withDestination(data: FinderData, from: string, to: string): string {
  const destinations = Object.keys(data.pairs[from] ?? {});
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
  const t = data.text;

  useEffect(() => {
    const restore = () => setChoice(readChoice(data));
    const tick = () => setNow(Date.now());
    restore();
    tick();
    const timer = window.setInterval(tick, 30_000);
    window.addEventListener('popstate', restore);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('popstate', restore);
    };
  }, [data]);

  const choose = (next: Choice) => {
    next = { ...next, to: withDestination(data, next.from, next.to) };
    setChoice(next);
    const params = new URLSearchParams();
    if (next.from) params.set('from', next.from);
    if (next.to) params.set('to', next.to);
    if (next.date) params.set('date', next.date);
    const query = params.toString();
    window.history.pushState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  };

  const digits = (n: number) => String(n).replace(/\d/g, (d) => data.digits[Number(d)]!);
  const duration = (minutes: number) => spellDuration(minutes, data.units, digits);
  const dateText = (iso: string) =>
    fillText(t.dateFormat, {
      weekday: data.weekdays[weekdayOf(iso)]!,
      day: digits(Number(iso.slice(8))),
      month: data.months[Number(iso.slice(5, 7)) - 1]!,
    });
  const name = (id: string) => data.places.find(([place]) => place === id)?.[1] ?? id;

  const trips = (choice.from && choice.to && data.pairs[choice.from]?.[choice.to]) || [];
  const shown = choice.date ? departuresOn(trips, choice.date) : trips;
  const next = now === null ? null : nextDeparture(trips, now);
  const today = now === null ? undefined : dhakaClock(now).date;

  const bookWhen = (trip: FinderTrip) => {
    if (choice.date) return fillText(t.onDateWhen, { date: dateText(choice.date) });
    const upcoming = now === null ? null : nextDeparture([trip], now);
    return upcoming ? fillText(t.onDateWhen, { date: dateText(dhakaClock(upcoming.at).date) }) : t.nextAvailable;
  };

  return (
    <section aria-labelledby="finder-title" className="js-only tt-finder">
      <h2 id="finder-title" className="tt-h2">
        {t.title}
      </h2>
      <p className="mt-1 text-slate-700">{t.intro}</p>
      <div className="tt-fields">
        <label>
          {t.from}
          <select className="field-input" value={choice.from} onChange={(e) => choose({ ...choice, from: e.target.value })}>
            <option value="">{t.choose}</option>
            {data.places.map(([id, place]) => (
              <option key={id} value={id}>
                {place}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.to}
          <select className="field-input" value={choice.to} disabled={!choice.from} onChange={(e) => choose({ ...choice, to: e.target.value })}>
            <option value="">{t.choose}</option>
            {Object.keys(data.pairs[choice.from] ?? {}).map((id) => (
              <option key={id} value={id}>
                {name(id)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.date}
          <input type="date" className="field-input" value={choice.date} min={today} onChange={(e) => choose({ ...choice, date: e.target.value })} />
        </label>
      </div>
      <div aria-live="polite">
        {trips.length > 0 && (
          <div className="tt-results">
            <h3 className="card-title">{fillText(t.results, { from: name(choice.from), to: name(choice.to) })}</h3>
            {next && (
              <p className="tt-next">
                {fillText(t.next, {
                  when: next.when === 'weekday' ? fillText(t.weekday, { weekday: data.weekdays[next.weekday]! }) : t[next.when],
                  time: next.slot.dep,
                  duration: duration(next.minutesUntil),
                })}
              </p>
            )}
            <p className="font-semibold">{choice.date ? fillText(t.onDate, { date: dateText(choice.date) }) : t.everyDay}</p>
            {shown.length === 0 && <p>{t.noneOnDate}</p>}
            <ul className="tt-trips">
              {shown.map((trip) => {
                const links = bookingHrefs(
                  data.phone,
                  fillText(data.message, { from: name(choice.from), to: name(choice.to), when: bookWhen(trip), time: trip.dep, vessel: trip.v }),
                );
                const context = fillText(t.context, { time: trip.dep, from: name(choice.from), to: name(choice.to) });
                return (
                  <li key={`${trip.r}${trip.depart}${trip.v}`} className="tt-trip">
                    <p className="font-semibold">
                      {t.leaves} {trip.dep} · {t.arrives} {trip.arr} · {t.journey} {trip.dur}
                    </p>
                    <p>{trip.v}</p>
                    <p>{trip.f.map(([travelClass, price]) => `${travelClass} ${price}`).join(' · ')}</p>
                    <p className="tt-book">
                      <a href={links.tel}>
                        {t.call}
                        <span className="sr-only">{context}</span>
                      </a>
                      <a href={links.sms}>
                        {t.sms}
                        <span className="sr-only">{context}</span>
                      </a>
                      <a href={links.whatsapp}>
                        {t.whatsapp}
                        <span className="sr-only">{context}</span>
                      </a>
                    </p>
                  </li>
                );
              })}
            </ul>
            <a className="text-link" href={`#${trips[0]!.r}`}>
              {t.fullTimetable}
            </a>
          </div>
        )}
      </div>
    </section>
  );
}
