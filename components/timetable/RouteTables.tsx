import type { MouseEvent, ReactNode } from 'react';
import { bookingHrefs, fillText } from '@/lib/i18n/text';
import type { TimetableViewData, ViewDirection, ViewRoute, ViewSailing } from '@/lib/timetable/view';

type Props = { data: TimetableViewData };

/** What a booking link needs: the words, the message and the phone number. */
type BookingData = { data: Pick<TimetableViewData, 'message' | 'phone'> & { text: Pick<TimetableViewData['text'], 'booking'> } };

/**
 * Call, SMS and WhatsApp for one departure, the messages naming route, direction, day and launch.
 * The links are named by what they do and described by the row's header (time and launch), which
 * is also their context in the table (WCAG 2.4.4). `children` (the calendar link) join them.
 */
export function BookLinks({
  data,
  from,
  to,
  sailing,
  when,
  describedBy,
  context,
  children,
}: BookingData & {
  from: string;
  to: string;
  sailing: Pick<ViewSailing, 'dep' | 'v'>;
  when: string;
  describedBy?: string;
  context?: string;
  children?: ReactNode;
}) {
  const t = data.text.booking;
  const links = bookingHrefs(data.phone, fillText(data.message, { from, to, when, time: sailing.dep, vessel: sailing.v }));
  const extra = context && <span className="sr-only">{context}</span>;
  return (
    <p className="tt-book">
      <a href={links.tel} aria-describedby={describedBy}>
        {t.call}
        {extra}
      </a>
      <a href={links.sms} aria-describedby={describedBy}>
        {t.sms}
        {extra}
      </a>
      <a href={links.whatsapp} aria-describedby={describedBy}>
        {t.whatsapp}
        {extra}
      </a>
      {children}
    </p>
  );
}

/** A sailing's label ("Eid special"), drawn as the notices' badges are (no style of its own). */
export function SailingLabel({ text }: { text: string }) {
  return <span className="tt-label notice-badge border border-amber-300 bg-amber-50 text-amber-950">{text}</span>;
}

/**
 * "Add to calendar": a link to the sailing's calendar file (lib/open-data/ics.ts), which works without
 * JavaScript. Its name says which launch: the visible words first (WCAG 2.5.3), then the route and
 * the time ("Add to calendar: Dhaka to Barishal, 9:00 pm"); the trip finder's results add the date.
 */
export function CalendarLink({
  href,
  text,
  about,
  describedBy,
  onClick,
}: {
  href: string;
  text: string;
  about: string[];
  describedBy?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <a href={href} download aria-label={`${text}: ${about.join(', ')}`} aria-describedby={describedBy} onClick={onClick}>
      {text}
    </a>
  );
}

/**
 * One direction of a route: a row per sailing, a column per stop. Where the route's block is
 * narrower than 60rem each row reflows into a card whose cells carry their column's name
 * (data-label, drawn by CSS; see "Timetable" in app/globals.css).
 */
function DirectionTable({
  data,
  direction,
  sailingStatus,
}: Props & { direction: ViewDirection; sailingStatus: Record<string, ReactNode> }) {
  const t = data.text.table;
  const from = data.names[direction.from]!;
  const to = data.names[direction.to]!;
  const leaves = fillText(t.leaves, { from });
  const caption = fillText(t.caption, { from, to });
  return (
    <table className="tt-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{leaves}</th>
          <th scope="col">{t.days}</th>
          {direction.stops.map((stop) => (
            <th scope="col" key={stop}>
              {stop}
            </th>
          ))}
          <th scope="col">{t.journey}</th>
          <th scope="col">{t.fares}</th>
          <th scope="col">{t.book}</th>
        </tr>
      </thead>
      <tbody>
        {direction.sailings.map((sailing) => (
          <tr key={sailing.id} id={sailing.id}>
            <th scope="row" id={`${sailing.id}-dep`} data-label={leaves}>
              <b>{sailing.dep}</b> {sailing.v}
              {sailing.lb && (
                <>
                  {' '}
                  <SailingLabel text={sailing.lb} />
                </>
              )}
              {sailingStatus[sailing.id]}
            </th>
            <td data-label={t.days}>
              {sailing.dt ?? data.text.daily}
              {sailing.nt && <span className="tt-except block text-sm">{sailing.nt}</span>}
            </td>
            {sailing.at.map((times, i) => (
              <td key={i} data-label={direction.stops[i]}>
                {times ? (
                  <>
                    <span>{fillText(t.arrive, { time: times[0] })}</span>
                    {times[1] && <span>{fillText(t.depart, { time: times[1] })}</span>}
                  </>
                ) : (
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="sr-only">{t.noCall}</span>
                  </>
                )}
              </td>
            ))}
            <td data-label={t.journey}>{sailing.dur}</td>
            <td data-label={t.fares}>
              <ul>
                {sailing.f.map((fare) => (
                  <li key={fare}>{fare}</li>
                ))}
              </ul>
            </td>
            <td data-label={t.book}>
              <BookLinks
                data={data}
                from={from}
                to={to}
                sailing={sailing}
                when={sailing.w ?? data.text.booking.nextAvailable}
                describedBy={`${sailing.id}-dep`}
              >
                <CalendarLink
                  href={`${data.ics}${sailing.id}.ics`}
                  text={data.text.booking.calendar}
                  about={[caption, sailing.dep]}
                  describedBy={`${sailing.id}-dep`}
                />
              </BookLinks>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A route's block: its heading (the landing cards link to its id) and both directions' tables. */
export function RouteTables({
  data,
  route,
  notices,
  sailingStatus,
}: Props & { route: ViewRoute; notices: ReactNode; sailingStatus: Record<string, ReactNode> }) {
  return (
    // Plain HTML that no script touches: it travels once, in the HTML (scripts/build/post-build/static-payload.ts).
    <section id={route.id} aria-labelledby={`${route.id}-title`} className="tt-route" data-static="">
      <h2 id={`${route.id}-title`} className="tt-h2">
        {route.name}
      </h2>
      <p className="tt-route-facts">
        {route.terminals} · {route.distance}
      </p>
      {notices}
      {route.directions.map((direction) => (
        <DirectionTable key={direction.from} data={data} direction={direction} sailingStatus={sailingStatus} />
      ))}
    </section>
  );
}
