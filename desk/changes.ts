/**
 * What a publish changes, in the clerk's words: the preview, the history and the conflict warning
 * say it from the two status files, in the clerk's language, naming sailings by time, route and
 * launch and times as people say them ("tomorrow 6:00 am"), never ids or ISO dates. The operator's
 * lines with ids are lib/status/publish/changes.ts (the command line's `--check`).
 */
import type { Locale } from '../lib/i18n/locales';
import { formatNumber, formatTime, formatWhen } from '../lib/i18n/format';
import { dhakaNow } from '../lib/status/status';
import { saySailing } from './form';
import { deskWords, fill, ghatWords } from './words';

type Entry = Record<string, unknown>;
const record = (value: unknown): Entry => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Entry) : {});
const list = (value: unknown): Entry[] => (Array.isArray(value) ? value.map(record) : []);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isTime = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(value);
const isClock = (value: unknown): value is string => typeof value === 'string' && /^\d\d:\d\d$/.test(value);

/** One line per change from `before` to `after` (parsed status files), said from `now`'s day. */
export function describeChanges(before: unknown, after: unknown, locale: Locale, now: number): string[] {
  const t = deskWords[locale].change;
  const today = dhakaNow(now).slice(0, 10);
  const when = (value: unknown) => (isTime(value) ? formatWhen(locale, value, today) : '');
  const number = (value: unknown) => (typeof value === 'number' ? formatNumber(locale, value) : '');
  const lines: string[] = [];
  const old = record(before);
  const next = record(after);

  const oldSignal = old.signal ? record(old.signal) : null;
  const newSignal = next.signal ? record(next.signal) : null;
  if (!same(oldSignal, newSignal)) {
    if (!newSignal) lines.push(fill(t.signalDown, { number: number(oldSignal?.number) }));
    else if (!oldSignal) lines.push(fill(t.signalUp, { number: number(newSignal.number), until: when(newSignal.until) }));
    else
      lines.push(fill(t.signalChanged, { old: number(oldSignal.number), number: number(newSignal.number), until: when(newSignal.until) }));
  }

  const title = (notice: Entry) => {
    const words = record(notice.title);
    return String(words[locale] ?? words.en ?? '');
  };
  const nowText = dhakaNow(now);
  const oldNotices = new Map(list(old.notices).map((notice) => [String(notice.id), notice]));
  const newNotices = new Map(list(next.notices).map((notice) => [String(notice.id), notice]));
  for (const [id, notice] of newNotices) {
    const was = oldNotices.get(id);
    if (!was) {
      // A signal's notice says its end in its title: the line says it once.
      const until = when(notice.end);
      lines.push(fill(until && title(notice).includes(until) ? t.noticeAddedTitled : t.noticeAdded, { title: title(notice), until }));
    } else if (!same(was, notice)) {
      // Ended now is "taken down"; other edits are the words.
      const endedNow = was.end !== notice.end && isTime(notice.end) && notice.end <= (isTime(next.updated) ? next.updated : nowText);
      lines.push(fill(endedNow ? t.noticeEnded : t.noticeChanged, { title: title(notice) }));
    }
  }
  for (const [id, notice] of oldNotices) if (!newNotices.has(id)) lines.push(fill(t.noticeEnded, { title: title(notice) }));

  const key = (change: Entry) => `${String(change.sailing)}@${String(change.date)}`;
  const say = (change: Entry) => saySailing(locale, String(change.sailing), String(change.date), now);
  const sailingLine = (change: Entry | undefined, fallback: Entry) => {
    const sailing = say(change ?? fallback);
    if (!change) return fill(t.timetabled, { sailing });
    if (change.status === 'cancelled') return fill(t.cancelled, { sailing });
    if (change.status === 'delayed')
      return fill(t.delayed, { sailing, time: isClock(change.departs) ? formatTime(locale, change.departs) : '' });
    return fill(t.onTime, { sailing });
  };
  const oldSailings = new Map(list(old.sailings).map((change) => [key(change), change]));
  const newSailings = new Map(list(next.sailings).map((change) => [key(change), change]));
  for (const [name, change] of newSailings) if (!same(oldSailings.get(name), change)) lines.push(sailingLine(change, change));
  for (const [name, was] of oldSailings) if (!newSailings.has(name)) lines.push(sailingLine(undefined, was));

  // Taps at the ghats (desk/ghat.tsx), in the ghat page's own words: "Departed tonight 9:07 pm".
  const g = ghatWords[locale];
  const movementLine = (entry: Entry | undefined, fallback: Entry) => {
    const sailing = say(entry ?? fallback);
    const what = entry
      ? [
          isTime(entry.departed) ? fill(g.departedAt, { time: when(entry.departed) }) : '',
          ...list(entry.calls).map((call) => (isTime(call.at) ? fill(g.calledAt, { time: when(call.at) }) : '')),
          isTime(entry.arrived) ? fill(g.arrivedAt, { time: when(entry.arrived) }) : '',
        ].filter(Boolean)
      : [];
    return what.length > 0 ? fill(t.movement, { sailing, what: what.join(', ') }) : fill(t.movementUndone, { sailing });
  };
  const oldMovements = new Map(list(old.movements).map((entry) => [key(entry), entry]));
  const newMovements = new Map(list(next.movements).map((entry) => [key(entry), entry]));
  for (const [name, entry] of newMovements) if (!same(oldMovements.get(name), entry)) lines.push(movementLine(entry, entry));
  for (const [name, was] of oldMovements) if (!newMovements.has(name)) lines.push(movementLine(undefined, was));
  return lines;
}
