/**
 * WHAT THE STATUS ALLOWS, in one place: given the status in force, a sailing and a date, is that
 * sailing offered, cancelled, delayed to a new time, held at the ghat by a storm signal until it is
 * lowered, or suspended by a notice on its route? Every place that offers a sailing asks this:
 * the trip finder and its "next" line (in the browser), the timetable's rows (in the HTML the
 * build and the publisher write), the calendar buttons.
 *
 * Pure and dependency-light (the finder island ships it): no zod, no timetable, no Intl. The
 * checked Status of lib/status/status.ts fits `StatusRules` as it is; the pages carry the same
 * rules as a small JSON block (components/status/SailingBadges.tsx writes it, `readRules` reads
 * it), so the browser judges with the status the HTML was written from, or the newer one
 * LiveStatus copied in.
 */
import { stopAtSignal } from '../site/safety';

/** A signal, a suspension or a sailing change: only what the rule needs, times as epoch ms. */
export type RuleSignal = { number: number; fromAt: number; untilAt: number };
export type RuleNotice = { id: string; severity: string; routes: readonly string[] | 'all'; startsAt: number; endsAt: number };
export type RuleChange = { sailing: string; date: string; status: 'cancelled' | 'delayed' | 'on-time'; departsAt: number };

export type StatusRules = { signal: RuleSignal | null; notices: readonly RuleNotice[]; sailings: readonly RuleChange[] };

/** A sailing as the rule needs it: its id, its route and its departure, minutes after midnight (Bangladesh). */
export type RuleSailing = { id: string; route: string; depart: number };

export type Verdict =
  /** It sails: at its time, or (delayed) at `at`; `care` is a signal up under which we sail with care. */
  | { kind: 'offered'; at: number; scheduledAt: number; care: number | null }
  | { kind: 'delayed'; at: number; scheduledAt: number; care: number | null }
  | { kind: 'cancelled'; scheduledAt: number }
  /** Kept at the ghat by a signal under which we do not sail, until `until` (epoch ms). */
  | { kind: 'held'; scheduledAt: number; signal: number; until: number }
  /** A notice of severity "suspended" names its route while it would leave. */
  | { kind: 'suspended'; scheduledAt: number; notice: string; until: number };

/** Whether our own rule keeps every launch at the ghat under a signal (lib/site/safety.ts). */
export const signalStopsUs = (number: number): boolean => number >= stopAtSignal;

/** A sailing's departure on a Bangladesh date ("YYYY-MM-DD"), epoch ms (Bangladesh is UTC+6 all year). */
export const departureAt = (date: string, depart: number): number => Date.parse(`${date}T00:00:00+06:00`) + depart * 60_000;

const during = (at: number, from: number, until: number) => at >= from && at < until;

/**
 * The verdict on one sailing on one date. What outranks what: a cancellation; then a suspension
 * of its route while it would leave; then a signal under which we do not sail, up at the time it
 * would leave (its new time, when delayed: a launch put back until after the signal goes); then a
 * delay. A signal under which we sail with care goes with the verdict as `care`.
 */
export function sailingVerdict(status: StatusRules, sailing: RuleSailing, date: string): Verdict {
  const scheduledAt = departureAt(date, sailing.depart);
  const change = status.sailings.find((entry) => entry.sailing === sailing.id && entry.date === date);
  if (change?.status === 'cancelled') return { kind: 'cancelled', scheduledAt };
  const at = change?.status === 'delayed' ? change.departsAt : scheduledAt;
  const suspension = status.notices.find(
    (notice) =>
      notice.severity === 'suspended' &&
      (notice.routes === 'all' || notice.routes.includes(sailing.route)) &&
      during(at, notice.startsAt, notice.endsAt),
  );
  if (suspension) return { kind: 'suspended', scheduledAt, notice: suspension.id, until: suspension.endsAt };
  const signal = status.signal && during(at, status.signal.fromAt, status.signal.untilAt) ? status.signal : null;
  if (signal && signalStopsUs(signal.number)) return { kind: 'held', scheduledAt, signal: signal.number, until: signal.untilAt };
  const care = signal ? signal.number : null;
  return change?.status === 'delayed' ? { kind: 'delayed', at, scheduledAt, care } : { kind: 'offered', at, scheduledAt, care };
}

/** Whether a verdict lets a passenger go (on time or late). */
export const sails = (verdict: Verdict): verdict is Extract<Verdict, { kind: 'offered' | 'delayed' }> =>
  verdict.kind === 'offered' || verdict.kind === 'delayed';

/* ---------- The rules as a page carries them ---------- */

/**
 * The rules in the page's JSON block, short keys (every timetable page carries it, in each
 * language): `s` the signal [number, from, until], `x` the suspensions [id, routes, from, until,
 * title], `c` the changes [sailing, date, status, departs, new time as words]. The words are the
 * page language's, written on the server; the browser only puts them in place.
 */
export type RulesBlock = {
  s: [number, number, number] | null;
  x: [string, readonly string[] | 'all', number, number, string][];
  c: [string, string, RuleChange['status'], number, string][];
};

/** Only what a verdict can turn on: the suspensions (other notices do not stop a launch). */
export function rulesBlock(
  status: StatusRules,
  words: { title: (notice: string) => string; departs: (change: RuleChange) => string },
): RulesBlock {
  return {
    s: status.signal ? [status.signal.number, status.signal.fromAt, status.signal.untilAt] : null,
    x: status.notices
      .filter((notice) => notice.severity === 'suspended')
      .map((notice) => [notice.id, notice.routes, notice.startsAt, notice.endsAt, words.title(notice.id)]),
    c: status.sailings.map((change) => [change.sailing, change.date, change.status, change.departsAt, words.departs(change)]),
  };
}

/** The rules and their words back from a page's block; anything unreadable is no status at all. */
export function readRules(
  json: string | null | undefined,
): (StatusRules & { titles: Map<string, string>; times: Map<string, string> }) | null {
  try {
    const block = JSON.parse(json ?? '') as RulesBlock;
    return {
      signal: block.s ? { number: block.s[0], fromAt: block.s[1], untilAt: block.s[2] } : null,
      notices: block.x.map(([id, routes, startsAt, endsAt]) => ({ id, severity: 'suspended', routes, startsAt, endsAt })),
      sailings: block.c.map(([sailing, date, status, departsAt]) => ({ sailing, date, status, departsAt })),
      titles: new Map(block.x.map(([id, , , , title]) => [id, title])),
      times: new Map(block.c.map(([sailing, date, , , time]) => [`${sailing} ${date}`, time])),
    };
  } catch {
    return null;
  }
}
