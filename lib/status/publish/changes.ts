/**
 * What a new status changes against the one visitors see now: one line per change (the signal,
 * each notice by id, each sailing change by sailing and date). `--check` prints it, a `--force`
 * publish says what it replaces, and the status desk keeps it with each publish. Read from the
 * files as written, loosely: the status in force may be from an older release whose rules differ.
 */

import { movementChanges } from '../movements';

type Entry = Record<string, unknown>;

const record = (value: unknown): Entry => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Entry) : {});
const list = (value: unknown): Entry[] => (Array.isArray(value) ? value.map(record) : []);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function signalText(signal: unknown): string {
  const { number, from, until } = record(signal);
  return signal ? `signal ${String(number)} from ${String(from)} until ${String(until)}` : 'no signal';
}

function sailingText(change: Entry | undefined): string {
  if (!change) return 'as timetabled';
  return change.status === 'delayed' ? `delayed to ${String(change.departs)}` : String(change.status).replace('-', ' ');
}

function noteChange(before: unknown, after: unknown): string {
  if (before === undefined) return 'note added';
  if (after === undefined) return 'note removed';
  return 'note changed';
}

/** One line per change from `before` to `after` (both parsed status files); none when nothing changed. */
export function statusChanges(before: unknown, after: unknown): string[] {
  const lines: string[] = [];
  const old = record(before);
  const next = record(after);
  if (!same(old.signal ?? null, next.signal ?? null)) lines.push(`Storm signal: ${signalText(old.signal)} -> ${signalText(next.signal)}`);

  const oldNotices = new Map(list(old.notices).map((notice) => [String(notice.id), notice]));
  const newNotices = new Map(list(next.notices).map((notice) => [String(notice.id), notice]));
  for (const [id, notice] of newNotices) {
    const was = oldNotices.get(id);
    if (!was) lines.push(`Notice "${id}": added (${String(notice.start)} to ${String(notice.end)})`);
    else if (!same(was, notice)) lines.push(`Notice "${id}": changed`);
  }
  for (const id of oldNotices.keys()) if (!newNotices.has(id)) lines.push(`Notice "${id}": removed`);

  const key = (change: Entry) => `${String(change.sailing)} on ${String(change.date)}`;
  const oldSailings = new Map(list(old.sailings).map((change) => [key(change), change]));
  const newSailings = new Map(list(next.sailings).map((change) => [key(change), change]));
  for (const [name, change] of newSailings) {
    const was = oldSailings.get(name);
    if (same(was, change)) continue;
    const [before, after] = [sailingText(was), sailingText(change)];
    // Only the note (or nothing a reader sees) changed: say that, not "cancelled -> cancelled".
    if (before === after) lines.push(`Sailing ${name}: still ${after}, ${noteChange(was?.note, change.note)}`);
    else lines.push(`Sailing ${name}: ${before} -> ${after}`);
  }
  for (const [name, was] of oldSailings) if (!newSailings.has(name)) lines.push(`Sailing ${name}: ${sailingText(was)} -> as timetabled`);
  // Ghat taps (issue 57).
  lines.push(...movementChanges(before, after));
  return lines;
}
