/**
 * The forms the operator's files write things in, once: every validator (the timetable, the
 * status, the notices, the documents, the facts) and the status's published JSON Schema use these.
 * Imports nothing, so any module may use it, the browser's too.
 */

/** A 24-hour clock time, "HH:MM" ("20:30"); the groups are the hours and the minutes. */
export const clockPattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** An id: lowercase letters and digits, words joined by single dashes ("dhaka-barishal"). */
export const idPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A calendar date as written, "YYYY-MM-DD" (whether it is on the calendar is checked apart). */
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date and time in Bangladesh time, "YYYY-MM-DD HH:MM" ("2026-12-01 06:00"): a month from 01 to
 * 12, a day from 01 to 31 (whether it is on the calendar is checked apart), a 24-hour clock time.
 */
export const dhakaTimePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d$/;

/** Bangla digits written as Latin ones ("৮২০০" → "8200"); everything else kept. */
export function latinDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}
