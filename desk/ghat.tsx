/**
 * The ghat page (issue 57): a clerk at their home ghat taps Departed, Called here or Arrived for
 * the launches of the coming hours, at the time of the tap or a time picked within the last
 * hour. Nothing is typed. Each tap (and each undo) rewrites the status's `movements`
 * (lib/status/movements.ts) and publishes it through the desk's one publish path, so it is
 * checked, written and recorded in the history with who and when like any other change.
 */
import { Hono, type Context } from 'hono';
import type { Locale } from '../lib/i18n/locales';
import { formatNumber } from '../lib/i18n/format';
import { dhakaNow, type StatusFile } from '../lib/status/status';
import type { MovementFile } from '../lib/status/movements';
import { serviceMinute } from '../lib/status/movements';
import { localName, runsOnDate, sailingEnds, stopById, timedCalls, timetable, vesselById } from '../lib/timetable/model';
import { addDays } from '../lib/timetable/departures';
import type { Session } from './auth';
import { sayTime } from './form';
import { page, type PageContext } from './pages';
import { clerkGhat, publishesSince, setClerkGhat, type Store } from './store';
import { onTimeFromHistory, RECORD_DAYS } from '../lib/status/on-time';
import { ghatWords } from './words';

const HOUR = 3_600_000;
/** The page lists what happens at the ghat from this long ago (a launch held, an arrival late)... */
const LISTED_BEFORE_HOURS = 8;
/** ...to this long ahead: tonight's launches from the afternoon, tomorrow morning's arrivals from the evening. */
const LISTED_AHEAD_HOURS = 16;
/** The late entries a clerk may pick: the minutes before now (0: now). Nothing older than an hour. */
export const TAP_MINUTES_AGO = [0, 5, 10, 15, 20, 30, 45, 60] as const;

export const tapKinds = ['departed', 'called', 'arrived'] as const;
export type TapKind = (typeof tapKinds)[number];

/** One thing that happens at the ghat: a launch leaving, calling or arriving, on its service date. */
export type GhatEvent = {
  kind: TapKind;
  sailing: string;
  date: string;
  stop: string;
  /** The timetabled time here, "YYYY-MM-DD HH:MM" and epoch ms. */
  timetabled: string;
  at: number;
  routeFrom: string;
  routeTo: string;
  vessel: string;
  cancelled: boolean;
  /** The time recorded, "YYYY-MM-DD HH:MM", once tapped. */
  recorded?: string;
};

/** The launches leaving, calling at and arriving at `stop` in the page's hours, by time. */
export function ghatEvents(stop: string, status: StatusFile, now: number, locale: Locale): GhatEvent[] {
  const today = dhakaNow(now).slice(0, 10);
  const events: GhatEvent[] = [];
  for (const date of [addDays(today, -1), today, addDays(today, 1)]) {
    for (const route of timetable.routes) {
      for (const sailing of route.sailings) {
        if (!runsOnDate(sailing, date)) continue;
        const calls = timedCalls(sailing);
        const index = calls.findIndex((call) => call.stop === stop);
        if (index < 0) continue;
        const kind: TapKind = index === 0 ? 'departed' : index === calls.length - 1 ? 'arrived' : 'called';
        const call = calls[index]!;
        const at = serviceMinute(date, (call.arriveAt ?? call.departAt)!);
        if (at < now - LISTED_BEFORE_HOURS * HOUR || at > now + LISTED_AHEAD_HOURS * HOUR) continue;
        const movement = status.movements?.find((entry) => entry.sailing === sailing.id && entry.date === date);
        const recorded =
          kind === 'departed'
            ? movement?.departed
            : kind === 'arrived'
              ? movement?.arrived
              : movement?.calls?.find((entry) => entry.stop === stop)?.at;
        const { from, to } = sailingEnds(route, sailing.direction);
        events.push({
          kind,
          sailing: sailing.id,
          date,
          stop,
          timetabled: dhakaNow(at),
          at,
          routeFrom: localName(from.town, locale),
          routeTo: localName(to.town, locale),
          vessel: localName(vesselById(sailing.vessel).name, locale),
          cancelled: status.sailings.some(
            (change) => change.sailing === sailing.id && change.date === date && change.status === 'cancelled',
          ),
          recorded,
        });
      }
    }
  }
  return events.sort((a, b) => a.at - b.at);
}

/** The status with a tap recorded (`value` a time) or undone (`value` null); other movements kept. */
export function withTap(
  status: StatusFile,
  event: Pick<GhatEvent, 'kind' | 'sailing' | 'date' | 'stop'>,
  value: string | null,
  now: number,
): StatusFile {
  const movements = [...(status.movements ?? [])];
  const index = movements.findIndex((entry) => entry.sailing === event.sailing && entry.date === event.date);
  const entry: MovementFile = { ...(movements[index] ?? { sailing: event.sailing, date: event.date }) };
  if (event.kind === 'called') {
    const calls = (entry.calls ?? []).filter((call) => call.stop !== event.stop);
    if (value) calls.push({ stop: event.stop, at: value });
    // In the order the launch calls: the checks want them so.
    const order = timedCalls(timetable.routes.flatMap((route) => route.sailings).find((sailing) => sailing.id === event.sailing)!).map(
      (call) => call.stop,
    );
    calls.sort((a, b) => order.indexOf(a.stop) - order.indexOf(b.stop));
    if (calls.length) entry.calls = calls;
    else delete entry.calls;
  } else if (value) entry[event.kind] = value;
  else delete entry[event.kind];
  const empty = !entry.departed && !entry.arrived && !entry.calls?.length;
  if (index >= 0) {
    if (empty) movements.splice(index, 1);
    else movements[index] = entry;
  } else if (!empty) movements.push(entry);
  // Only the last few days stay in the live file: the desk's history keeps the rest (the on-time record reads it).
  const oldest = addDays(dhakaNow(now).slice(0, 10), -3);
  return { ...status, movements: movements.filter((movement) => movement.date >= oldest) };
}

type GhatOptions = { stop?: string; events: GhatEvent[]; now: number; notice?: string; problems?: string[] };

/** The ghat page: the choice of ghat, or its launches with a tap each. */
export function ghatPage(context: PageContext, options: GhatOptions): string {
  const { locale } = context;
  const t = ghatWords[locale];
  const { stop, now } = options;
  const stopName = (id: string) => localName(stopById(id).town, locale);
  const chooser = (
    <form method="post" action="/desk/ghat/home">
      <input type="hidden" name="csrf" value={context.csrf} />
      <label>
        {t.chooseGhat}
        <select name="stop" defaultValue={stop}>
          {timetable.stops.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {localName(entry.town, locale)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={stop ? undefined : 'primary'}>
        {stop ? t.changeGhat : t.saveGhat}
      </button>
    </form>
  );
  if (!stop) {
    return page(
      context,
      t.title,
      <>
        <h1>{t.title}</h1>
        <p>{t.chooseIntro}</p>
        {chooser}
      </>,
    );
  }
  const sections = [
    ['departed', t.departures],
    ['called', t.calls],
    ['arrived', t.arrivals],
  ] as const;
  const button = { departed: t.departed, called: t.called, arrived: t.arrived };
  const recordedWords = { departed: t.departedAt, called: t.calledAt, arrived: t.arrivedAt };
  const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  return page(
    context,
    t.titleAt.replace('{stop}', stopName(stop)),
    <>
      <h1>{t.titleAt.replace('{stop}', stopName(stop))}</h1>
      {options.notice && (
        <p role="status" className="done">
          {options.notice}
        </p>
      )}
      {options.problems?.length ? (
        <ul className="problem" role="alert">
          {options.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {options.events.length === 0 && <p>{t.none}</p>}
      {sections.map(([kind, heading]) => {
        const events = options.events.filter((event) => event.kind === kind);
        if (events.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`ghat-${kind}`}>
            <h2 id={`ghat-${kind}`}>{fill(heading, { stop: stopName(stop) })}</h2>
            {events.map((event) => (
              <form key={`${event.sailing}@${event.date}`} method="post" action="/desk/ghat/tap" className="ghat-event">
                <fieldset className="departure">
                  <legend>
                    {fill(t.sailing, {
                      time: sayTime(locale, event.timetabled),
                      from: event.routeFrom,
                      to: event.routeTo,
                      vessel: event.vessel,
                    })}
                  </legend>
                  <input type="hidden" name="csrf" value={context.csrf} />
                  <input type="hidden" name="sailing" value={event.sailing} />
                  <input type="hidden" name="date" value={event.date} />
                  <input type="hidden" name="kind" value={event.kind} />
                  {event.cancelled ? (
                    <p>{t.cancelled}</p>
                  ) : event.recorded ? (
                    <p>
                      <strong>{fill(recordedWords[kind], { time: sayTime(locale, event.recorded) })}</strong>{' '}
                      <button type="submit" formAction="/desk/ghat/undo">
                        {t.undo}
                      </button>
                    </p>
                  ) : (
                    <p className="choices">
                      <label>
                        {t.when}
                        <select name="ago" defaultValue="0">
                          {TAP_MINUTES_AGO.map((minutes) => {
                            const time = sayTime(locale, dhakaNow(now - minutes * 60_000));
                            return (
                              <option key={minutes} value={minutes}>
                                {minutes === 0 ? fill(t.now, { time }) : fill(t.ago, { time, minutes: formatNumber(locale, minutes) })}
                              </option>
                            );
                          })}
                        </select>
                      </label>
                      <button type="submit" className="primary">
                        {button[kind]}
                      </button>
                    </p>
                  )}
                </fieldset>
              </form>
            ))}
          </section>
        );
      })}
      {/* Not "Your ghat" above a box of the same name: the question the clerk who moved asks. */}
      <h2>{t.otherGhat}</h2>
      {chooser}
    </>,
  );
}

/** What the desk's app lends the ghat routes: its store, clock, live status and one publish path. */
export type GhatDeps = {
  db: Store;
  clock: () => number;
  liveStatus: () => StatusFile;
  context: (c: Context<Env>) => PageContext;
  /** Publishes through the desk's path; `page` draws the answer, with a notice or the problems. */
  publish: (
    c: Context<Env>,
    session: Session,
    bytes: Buffer,
    page: (result: { notice?: string; problems?: string[] }) => string,
  ) => Promise<Response>;
};

const field = (value: unknown) => String((Array.isArray(value) ? value[0] : value) ?? '');

/** The ghat routes under /desk/ghat. The desk's own middleware has already checked the origin and the token. */
type Env = { Variables: { session?: Session; locale: Locale } };

export function ghatRoutes(deps: GhatDeps): Hono<Env> {
  const app = new Hono<Env>();
  const sessionOf = (c: Context<Env>) => c.get('session');
  const render = (c: Context<Env>, session: Session, extra: { notice?: string; problems?: string[] } = {}) => {
    const context = deps.context(c);
    const stop = clerkGhat(deps.db, session.user.id);
    const now = deps.clock();
    const events = stop ? ghatEvents(stop, deps.liveStatus(), now, context.locale) : [];
    return ghatPage(context, { stop, events, now, ...extra });
  };

  app.get('/desk/ghat', (c) => {
    const session = sessionOf(c);
    if (!session) return c.redirect('/desk/', 303);
    return c.html(render(c, session));
  });

  app.post('/desk/ghat/home', async (c) => {
    const session = sessionOf(c)!;
    const stop = field((await c.req.parseBody({ all: true })).stop);
    if (!timetable.stops.some((entry) => entry.id === stop)) return c.html(render(c, session), 400);
    setClerkGhat(deps.db, session.user.id, stop);
    return c.redirect('/desk/ghat', 303);
  });

  const tap = (undo: boolean) => async (c: Context<Env>) => {
    const session = sessionOf(c)!;
    const body = await c.req.parseBody({ all: true });
    const t = ghatWords[deps.context(c).locale];
    const stop = clerkGhat(deps.db, session.user.id);
    const now = deps.clock();
    const live = deps.liveStatus();
    // Only a launch the page lists for this clerk's ghat, with the kind it lists: nothing else is taken.
    const event = stop
      ? ghatEvents(stop, live, now, 'en').find(
          (entry) => entry.sailing === field(body.sailing) && entry.date === field(body.date) && entry.kind === field(body.kind),
        )
      : undefined;
    const ago = Number(field(body.ago) || '0');
    if (!event || event.cancelled || (!undo && !TAP_MINUTES_AGO.includes(ago as (typeof TAP_MINUTES_AGO)[number]))) {
      return c.html(render(c, session, { problems: [t.notListed] }), 400);
    }
    const value = undo ? null : dhakaNow(now - ago * 60_000);
    const next = { ...withTap(live, event, value, now), updated: dhakaNow(now) };
    return deps.publish(c, session, Buffer.from(`${JSON.stringify(next, null, 2)}\n`), (result) =>
      render(c, session, {
        notice: result.notice && (undo ? result.notice : t.recorded.replace('{time}', sayTime(deps.context(c).locale, dhakaNow(now)))),
        // The rules answer in the operator's English; a Bangla clerk reads what to do instead.
        problems: result.problems?.map((problem) =>
          t.refused.replace('{message}', problem.replace(/^form: (movement \d+ \("[^"]+"\), )?/, '')),
        ),
      }),
    );
  };
  app.post('/desk/ghat/tap', tap(false));
  app.post('/desk/ghat/undo', tap(true));
  return app;
}

/**
 * A status about to be published with the on-time record counted from the history (where the
 * ghats tap: the status has movements), so the record reaches the pages and /on-time.csv through
 * the one publish path (docs/decisions/026-ghat-taps-and-on-time-record.md). Bytes that are not a JSON object
 * go on untouched, for the publisher to refuse in its words.
 */
export function withOnTime(bytes: Buffer, db: Store, now: number): Buffer {
  let status: Record<string, unknown>;
  try {
    status = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
  } catch {
    return bytes;
  }
  if (!status || typeof status !== 'object' || !Array.isArray(status.movements)) return bytes;
  const history = publishesSince(db, now - (RECORD_DAYS + 4) * 86_400_000);
  const record = onTimeFromHistory([...history, { at: now, after_json: JSON.stringify(status) }], now);
  return Buffer.from(`${JSON.stringify({ ...status, onTime: record }, null, 2)}\n`);
}
