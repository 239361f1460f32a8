/**
 * The status's rules (lib/status/status.ts, the same for the desk and the command line) answer in
 * the operator's English with file, entry and field. On the desk each problem becomes a sentence in
 * the clerk's language, placed beside its field and listed at the top of the returned form, naming
 * the sailing by time, route and launch, the notice by its title and the box by its label.
 */
import type { Locale } from '../lib/i18n/locales';
import { formatNumber, formatWhen } from '../lib/i18n/format';
import { dhakaNow, type StatusFile } from '../lib/status/status';
import { saySailing } from './form';
import { deskWords, fill, say } from './words';

export type PlacedProblem = {
  /** Where it is shown: a departure's key ("sailing@date"), "notice:ID", "signal", or "" (the top). */
  key: string;
  /** The id of the field the summary links to. */
  field: string;
  /** What it is about, in words: the sailing, the notice's title, the signal. */
  where: string;
  message: string;
  /** A contradiction with the signal, which the desk offers to fix. */
  fixable?: boolean;
};

/** The id of a departure's field, of a notice's box, of the signal's choices. */
export const fieldId = {
  sailing: (key: string) => `f-s-${key}`,
  departs: (key: string) => `f-s-${key}-departs`,
  note: (key: string, language: string) => `f-s-${key}-note_${language}`,
  notice: (id: string) => `f-n-${id}`,
  noticeBox: (id: string, part: string, language: string) => `f-n-${id}-${part}_${language}`,
  signal: 'f-signal',
};

/** The limit a rule's message names ("at most 10"). */
const numberIn = (message: string) => Number(message.match(/at most (\d+)/)?.[1] ?? 0);

export function placeProblems(problems: string[], status: StatusFile, locale: Locale, now: number): PlacedProblem[] {
  const t = deskWords[locale];
  const today = dhakaNow(now).slice(0, 10);
  const when = (value: string) => (/^\d{4}-\d\d-\d\d \d\d:\d\d$/.test(value) ? formatWhen(locale, value, today) : value);
  const box = (path: string) => {
    const [part, language] = path.split('.') as [keyof typeof t.boxes, string | undefined];
    const labels: Record<string, string> = {
      'title.en': t.titleEn,
      'title.bn': t.titleBn,
      'text.en': t.textEn,
      'text.bn': t.textBn,
      'note.en': t.noteEn,
      'note.bn': t.noteBn,
    };
    return labels[`${part}.${language}`] ?? t.boxes[part] ?? path;
  };
  /** The sentence for a problem with a box: what is wrong, in the clerk's words. */
  const sentence = (path: string, message: string): { message: string; fixable?: boolean } => {
    const name = box(path);
    if (/is missing: a delayed sailing/.test(message)) return { message: say(locale, t.problem.delayNoTime) };
    if (/more than \d+ hours after the timetabled/.test(message)) return { message: say(locale, t.problem.delayTooLate) };
    if (/stops every launch/.test(message) && status.signal)
      return {
        message: fill(t.problem.underSignal, { number: formatNumber(locale, status.signal.number), until: when(status.signal.until) }),
        fixable: true,
      };
    if (/before the end of the storm signal/.test(message) && status.signal) {
      const end = message.match(/end: (\S+ \S+)/)?.[1] ?? '';
      return { message: fill(t.problem.noticeBeforeSignal, { end: when(end), until: when(status.signal.until) }), fixable: true };
    }
    if (/is empty|is missing/.test(message)) return { message: fill(t.problem.empty, { box: name }) };
    const long = message.match(/characters long: at most (\d+)/);
    if (long) return { message: fill(t.problem.tooLong, { box: name, max: formatNumber(locale, Number(long[1])) }) };
    if (/must be written in Bangla/.test(message)) return { message: fill(t.problem.notBangla, { box: name }) };
    if (/control character|broken character|noncharacter|direction control/.test(message))
      return { message: fill(t.problem.badCharacters, { box: name }) };
    if (/has no letter or digit a reader can see/.test(message)) return { message: fill(t.problem.noLetters, { box: name }) };
    if (/is before the timetabled/.test(message)) return { message: say(locale, t.problem.delayEarlier) };
    if (/is the timetabled time itself/.test(message)) return { message: t.problem.delaySame };
    if (/notices: at most/.test(message))
      return { message: fill(t.problem.tooManyNotices, { max: formatNumber(locale, numberIn(message)) }) };
    if (/sailing changes: at most/.test(message))
      return { message: fill(t.problem.tooManyChanges, { max: formatNumber(locale, numberIn(message)) }) };
    if (/a page or feed may be at most/.test(message)) return { message: t.problem.tooLarge };
    if (/is not after the start/.test(message)) return { message: fill(t.problem.endBeforeStart, { box: name }) };
    if (/is in the future/.test(message)) return { message: t.problem.future };
    return { message: locale === 'en' ? fill(t.problem.other, { message }) : t.problem.other };
  };

  return problems.map((raw): PlacedProblem => {
    const problem = raw.replace(/^[^:]*: /, '');
    // The box's path whole ("note.en"), so the message names the box in its language.
    const sailing = problem.match(/^sailing change (\d+)[^,]*, ([\w.]+)[^:]*: (.*)$/);
    if (sailing) {
      const change = status.sailings[Number(sailing[1]) - 1];
      const key = change ? `${change.sailing}@${change.date}` : '';
      const said = sentence(sailing[2]!, sailing[3]!);
      return {
        key,
        field:
          sailing[2] === 'departs'
            ? fieldId.departs(key)
            : /^note\.(en|bn)$/.test(sailing[2]!)
              ? fieldId.note(key, sailing[2]!.slice(5))
              : fieldId.sailing(key),
        where: change ? saySailing(locale, change.sailing, change.date, now) : t.sailings,
        ...said,
      };
    }
    const notice = problem.match(/^notice "([^"]+)"(?:, ([\w.]+))?: (.*)$/);
    if (notice) {
      const [, id, path = '', message = ''] = notice;
      const entry = status.notices.find((candidate) => candidate.id === id);
      const [part, language] = path.split('.');
      return {
        key: `notice:${id}`,
        field: (part === 'title' || part === 'text') && language ? fieldId.noticeBox(id!, part, language) : fieldId.notice(id!),
        where: entry?.title?.[locale] || entry?.title?.en || t.notices,
        ...sentence(path, message),
      };
    }
    if (/^signal/.test(problem)) return { key: 'signal', field: fieldId.signal, where: t.signal, message: t.problem.signalUntil };
    return { key: '', field: 'problems', where: t.title, ...sentence('', problem) };
  });
}
