/**
 * What a line of text an operator publishes may hold. A status is written by hand on a storm
 * evening, often pasted from a chat: these rules refuse what would break a page, a feed or a
 * terminal, or mislead a reader, and say what to fix in an operator's words. Used by the status's
 * schema (lib/status/notices.ts, lib/status/status.ts) and so by the build, the publisher and the
 * status desk alike. Imports nothing, so the desk's form can run the same rules.
 */

/** Longest texts, in characters (Unicode code points). */
export const MAX_NOTE_LENGTH = 500;
export const MAX_TITLE_LENGTH = 200;
export const MAX_NOTICE_TEXT_LENGTH = 2000;

/** C0 controls but the newline, DEL and the C1 controls: invisible, and ill-formed in XML 1.0. */
const controlCharacter = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/u;
/** Embeddings, overrides and isolates: they can make a text display in another order than it is stored. */
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/u;
/** A UTF-16 surrogate without its pair (JSON's "\ud800" escapes can write one): not valid Unicode. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Nothing a reader would see: spaces, and the format characters (zero-width space, joiners, BOM...). */
const invisible = /^[\s\p{Cf}\p{Zs}\p{Default_Ignorable_Code_Point}]*$/u;
/**
 * What draws nothing a reader can read: the default-ignorables (among them the Hangul fillers
 * U+3164, U+FFA0, U+115F, U+1160, which are "letters" drawn as blanks), the Braille blank U+2800,
 * and combining marks, which only add to a letter before them.
 */
const blankLooking = /[\s\p{Default_Ignorable_Code_Point}\u2800\p{M}]/gu;
/** A letter or digit, once the blank-looking characters are taken out. */
const letterOrDigit = /[\p{L}\p{N}]/u;
/**
 * Noncharacters (U+FFFE, U+FFFF, U+FDD0 to U+FDEF and the last two of every plane): never text.
 * U+FFFE and U+FFFF are not allowed by XML 1.0 at all, so one would make the Atom feeds ill-formed.
 */
const nonCharacter =
  /[\uFDD0-\uFDEF\uFFFE\uFFFF]|[\u{1FFFE}\u{1FFFF}\u{2FFFE}\u{2FFFF}\u{3FFFE}\u{3FFFF}\u{4FFFE}-\u{4FFFF}\u{5FFFE}\u{5FFFF}\u{6FFFE}\u{6FFFF}\u{7FFFE}\u{7FFFF}\u{8FFFE}\u{8FFFF}\u{9FFFE}\u{9FFFF}\u{AFFFE}\u{AFFFF}\u{BFFFE}\u{BFFFF}\u{CFFFE}\u{CFFFF}\u{DFFFE}\u{DFFFF}\u{EFFFE}\u{EFFFF}\u{FFFFE}\u{FFFFF}\u{10FFFE}\u{10FFFF}]/u;

/** A character as the operator can look it up: U+202E. */
export function codePoint(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The problems of one text, as sentences that follow its name ("the English note ..."). `bangla`
 * asks that most of its letters be Bengali script: one Bangla letter in English text is not a
 * translation.
 */
export function textProblems(value: string, options: { max: number; bangla?: boolean }): string[] {
  const problems: string[] = [];
  const lone = value.match(loneSurrogate);
  if (lone) problems.push(`has a broken character (a lone UTF-16 surrogate, ${codePoint(lone[0])}): type the text again`);
  const control = value.match(controlCharacter);
  if (control) problems.push(`has an invisible control character (${codePoint(control[0])}): delete it and type the text again`);
  const bidi = value.match(bidiControl);
  if (bidi)
    problems.push(
      `has a direction control character (${codePoint(bidi[0])}), which can make the text show in another order than it is written: delete it`,
    );
  const nonchar = value.match(nonCharacter);
  if (nonchar)
    problems.push(
      `has a noncharacter (${codePoint(nonchar[0])}), which is not text and which the Atom feeds cannot carry: delete it and type the text again`,
    );
  if (invisible.test(value)) problems.push('is empty (it has only spaces or invisible characters)');
  else if (!letterOrDigit.test(value.replace(blankLooking, ''))) {
    const shown = [...new Set([...value].filter((c) => !/\s/u.test(c)))].slice(0, 3).map(codePoint);
    problems.push(
      `has no letter or digit a reader can see (it holds only ${shown.join(', ')}: blank-looking characters or marks without a letter): write the text in words`,
    );
  }
  const length = [...value].length;
  if (length > options.max) problems.push(`is ${length} characters long: at most ${options.max}`);
  if (options.bangla && letterOrDigit.test(value.replace(blankLooking, ''))) {
    const letters = value.match(/\p{L}/gu) ?? [];
    const bengali = value.match(/\p{Script=Bengali}/gu)?.filter((c) => /\p{L}/u.test(c)) ?? [];
    if (letters.length === 0 || bengali.length * 2 < letters.length) {
      problems.push(`must be written in Bangla (${bengali.length} of its ${letters.length} letters are Bangla)`);
    }
  }
  return problems;
}

/** Text safe to print on a terminal: control, direction and other invisible characters as \u{...}. */
export function printable(text: string): string {
  return text.replace(
    /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200B-\u200F\u2028\u2029\uFEFF]|[\uD800-\uDFFF]/gu,
    (c) => (c === '\u001B' ? '\\e' : `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`),
  );
}
