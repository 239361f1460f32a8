import type { Locale } from '@/lib/i18n';
import { fillText } from '@/lib/text';
import { timetableCopy } from '@/lib/timetable-copy';
import type { BookingLinks, DirectionTable, RouteBlock } from '@/lib/timetable-view';

function BookLinks({ links, context, locale }: { links: BookingLinks; context: string; locale: Locale }) {
  const copy = timetableCopy[locale].booking;
  return (
    <p className="tt-book">
      <a href={links.tel}>
        {copy.call}
        <span className="sr-only">{context}</span>
      </a>
      <a href={links.sms}>
        {copy.sms}
        <span className="sr-only">{context}</span>
      </a>
      <a href={links.whatsapp}>
        {copy.whatsapp}
        <span className="sr-only">{context}</span>
      </a>
    </p>
  );
}

/**
 * One direction of a route: a row per sailing, a column per stop. Under 640 px each row reflows
 * into a card whose cells carry their column's name (data-label, drawn by CSS).
 */
function DirectionTimetable({ table, locale }: { table: DirectionTable; locale: Locale }) {
  const copy = timetableCopy[locale];
  const t = copy.table;
  const leaves = fillText(t.leaves, { from: table.from });
  return (
    <table className="tt-table">
      <caption>{fillText(t.caption, { from: table.from, to: table.to })}</caption>
      <thead>
        <tr>
          <th scope="col">{leaves}</th>
          <th scope="col">{t.days}</th>
          {table.stops.map((stop) => (
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
        {table.rows.map((row) => (
          <tr key={row.id} id={row.id}>
            <th scope="row" data-label={leaves}>
              <b>{row.depart}</b> <span>{row.vessel}</span>
            </th>
            <td data-label={t.days}>{row.days}</td>
            {row.stops.map((stop, i) => (
              <td key={i} data-label={table.stops[i]}>
                {stop ? (
                  <>
                    {stop.arrive && <span>{fillText(t.arrive, { time: stop.arrive })}</span>}
                    {stop.nextDay && <small> ({t.nextDay})</small>}
                    {stop.depart && <span>{fillText(t.depart, { time: stop.depart })}</span>}
                  </>
                ) : (
                  <>
                    <span aria-hidden="true">–</span>
                    <span className="sr-only">{t.noCall}</span>
                  </>
                )}
              </td>
            ))}
            <td data-label={t.journey}>{row.journey}</td>
            <td data-label={t.fares}>
              <ul>
                {row.fares.map((fare) => (
                  <li key={fare.name}>
                    {fare.name} <b>{fare.price}</b>
                  </li>
                ))}
              </ul>
            </td>
            <td data-label={t.book}>
              <BookLinks links={row.links} locale={locale} context={fillText(copy.booking.context, { time: row.depart, from: table.from, to: table.to })} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A route's block: its heading (the landing cards link to its id) and both directions' tables. */
export function RouteTables({ route, locale }: { route: RouteBlock; locale: Locale }) {
  return (
    <section id={route.id} aria-labelledby={`${route.id}-title`} className="tt-route">
      <h2 id={`${route.id}-title`} className="tt-h2">
        {route.name}
      </h2>
      <p className="tt-route-facts">
        {route.terminals} · {route.distance}
      </p>
      {route.tables.map((table) => (
        <DirectionTimetable key={table.direction} table={table} locale={locale} />
      ))}
    </section>
  );
}
