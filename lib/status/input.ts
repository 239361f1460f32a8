/**
 * Reading a status file as the publisher and the status desk take it: once, as bytes, with every
 * way a hand-saved file goes wrong said in an operator's words (the file, then the line and
 * column). What is checked is exactly what is published: the caller gets the bytes' value and
 * never reads the file again.
 *
 * JSON is read with jsonc-parser (comments and trailing commas refused, as in JSON itself), whose
 * visitor also reports a key written twice: JSON.parse keeps the last one without a word.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { visit, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { systemErrorSentence } from './system-errors';

/** The largest status file accepted: a storm evening's status is a few kilobytes. */
export const MAX_STATUS_BYTES = 256 * 1024;

/** A status file refused before its content was checked, with the lines that say why. */
export class StatusInputError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/**
 * The bytes of a status file, read once. Only a regular file is read: a FIFO would wait for ever
 * (it is opened without waiting, then refused), a device or a folder is refused at once.
 */
export function readStatusBytes(file: string): Buffer {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new StatusInputError([systemErrorSentence(error, file, 'read the status file') ?? `${file}: cannot be read: ${String(error)}`]);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) {
      const kind = stat.isDirectory() ? 'a folder' : stat.isFIFO() ? 'a pipe (FIFO)' : stat.isSocket() ? 'a socket' : 'a device';
      throw new StatusInputError([`${file}: is ${kind}, not a file: give the status file itself`]);
    }
    if (stat.size > MAX_STATUS_BYTES) {
      throw new StatusInputError([`${file}: is ${stat.size} bytes: a status file may be at most ${MAX_STATUS_BYTES} bytes (256 KB)`]);
    }
    // Read to the end, not to the size fstat gave: the file may grow meanwhile, and the limit holds.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.alloc(64 * 1024);
      const read = readSync(fd, chunk, 0, chunk.length, null);
      if (read === 0) break;
      total += read;
      if (total > MAX_STATUS_BYTES) {
        throw new StatusInputError([`${file}: is more than ${MAX_STATUS_BYTES} bytes: a status file may be at most 256 KB`]);
      }
      chunks.push(chunk.subarray(0, read));
    }
    return Buffer.concat(chunks);
  } finally {
    closeSync(fd);
  }
}

/**
 * Line and column (from 1) of character offsets in one text: the line starts are found once, each
 * offset by a binary search, so naming every problem of a large file stays linear in its size.
 */
export function lineLocator(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  };
}

/** Line and column (from 1) of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  return lineLocator(text)(offset);
}

/**
 * The offset of the first byte that does not start or continue a well-formed UTF-8 character
 * (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF), or -1. One pass.
 */
export function firstBadUtf8Byte(bytes: Uint8Array): number {
  let at = 0;
  const continuation = (offset: number, low = 0x80, high = 0xbf) =>
    offset < bytes.length && bytes[offset]! >= low && bytes[offset]! <= high;
  while (at < bytes.length) {
    const lead = bytes[at]!;
    if (lead < 0x80) {
      at += 1;
      continue;
    }
    // The allowed range of the second byte for each lead byte; the others are 80-BF.
    let length = 0;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return at;
    if (!continuation(at + 1, low, high)) return at;
    for (let next = 2; next < length; next++) if (!continuation(at + next)) return at;
    at += length;
  }
  return -1;
}

/** Whether zero bytes fall on every other position, as ASCII text saved as UTF-16 has them. */
function looksLikeUtf16(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 64);
  let even = 0;
  let odd = 0;
  sample.forEach((byte, index) => {
    if (byte === 0) {
      if (index % 2) odd++;
      else even++;
    }
  });
  return Math.max(even, odd) * 4 >= sample.length && Math.max(even, odd) >= 2;
}

/** The bytes as text: UTF-8 only, without a byte order mark, each other case said as such. Decoded once. */
export function decodeStatusBytes(bytes: Buffer, file: string): string {
  if (bytes.length === 0) throw new StatusInputError([`${file}: is empty: a status file holds { "updated": ..., "signal": ..., ... }`]);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    throw new StatusInputError([
      `${file}: starts with a byte order mark (BOM): save it as "UTF-8" without BOM (in Notepad: "UTF-8", not "UTF-8 with BOM")`,
    ]);
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || looksLikeUtf16(bytes)) {
    throw new StatusInputError([`${file}: is saved as UTF-16: save it as UTF-8 (in Notepad: "Save as", encoding "UTF-8")`]);
  }
  const bad = firstBadUtf8Byte(bytes);
  if (bad !== -1) {
    // The text before the bad byte is well-formed: decoded once, to count lines and columns in characters.
    const before = bytes.subarray(0, bad).toString('utf8');
    const { line, column } = lineAndColumn(before, before.length);
    throw new StatusInputError([
      `${file}: line ${line}, column ${column}: byte ${bad + 1} is not UTF-8 (it is 0x${bytes[bad]!.toString(16).toUpperCase().padStart(2, '0')}: the file was saved in another encoding): save it as UTF-8`,
    ]);
  }
  const text = bytes.toString('utf8');
  const nul = text.indexOf('\u0000');
  if (nul !== -1) {
    const { line, column } = lineAndColumn(text, nul);
    throw new StatusInputError([
      `${file}: line ${line}, column ${column}: a zero byte (NUL), which no text holds: delete it (a copy from another program can leave one)`,
    ]);
  }
  return text;
}

/**
 * How deep objects and lists may nest: a status is four levels deep (the file, sailings, a change,
 * its note). The JSON reader recurses once per level, so thousands of levels would exhaust its stack.
 */
export const MAX_NESTING = 16;

/** Thrown from the reader's visitor to stop it at the first level too deep. */
class TooDeep {
  constructor(readonly offset: number) {}
}

/** The text as JSON: a syntax error or a key written twice is named by line and column. */
export function parseStatusText(text: string, file: string): unknown {
  if (text.trim() === '')
    throw new StatusInputError([`${file}: is empty (only spaces): a status file holds { "updated": ..., "signal": ..., ... }`]);
  const problems: string[] = [];
  const errors: ParseError[] = [];
  const locate = lineLocator(text);
  // Each object's keys, innermost last, to find a key written twice.
  const keys: Set<string>[] = [];
  let depth = 0;
  const enter = (offset: number) => {
    depth += 1;
    if (depth > MAX_NESTING) throw new TooDeep(offset);
  };
  try {
    visit(
      text,
      {
        onObjectBegin: (offset) => {
          enter(offset);
          keys.push(new Set());
        },
        onObjectEnd: () => {
          depth -= 1;
          keys.pop();
        },
        onArrayBegin: (offset) => enter(offset),
        onArrayEnd: () => void (depth -= 1),
        onObjectProperty: (property, offset, _length, _line, _column, pathSupplier) => {
          const seen = keys[keys.length - 1]!;
          if (seen.has(property)) {
            const { line, column } = locate(offset);
            const path = [...pathSupplier(), property].join('.');
            problems.push(
              `${file}: line ${line}, column ${column}: the key "${property}" is written twice in the same object (${path}): keep one`,
            );
          }
          seen.add(property);
        },
        onComment: (offset) => {
          const { line, column } = locate(offset);
          problems.push(`${file}: line ${line}, column ${column}: JSON has no comments: delete it`);
        },
        onError: (code, offset) => errors.push({ error: code, offset, length: 0 }),
      },
      { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
    );
  } catch (error) {
    if (!(error instanceof TooDeep)) throw error;
    const { line, column } = locate(error.offset);
    throw new StatusInputError([
      `${file}: line ${line}, column ${column}: objects and lists are nested more than ${MAX_NESTING} deep here (a status is 4 deep): a bracket is probably repeated; compare the file with content/status.example.json`,
    ]);
  }
  for (const error of errors.slice(0, 1)) {
    const { line, column } = locate(error.offset);
    problems.unshift(`${file}: line ${line}, column ${column}: not valid JSON (${syntaxWords(printParseErrorCode(error.error))})`);
  }
  if (problems.length) throw new StatusInputError(problems);
  return JSON.parse(text) as unknown;
}

/** jsonc-parser's error codes in words; a missing comma or quote is the usual cause. */
function syntaxWords(code: string): string {
  const words: Record<string, string> = {
    CommaExpected: 'a comma is missing before this',
    ColonExpected: 'a colon ":" is missing after the key',
    PropertyNameExpected: 'a key in double quotes is expected here; a comma before a closing brace is not allowed',
    ValueExpected: 'a value is expected here; a comma before a closing bracket is not allowed',
    CloseBraceExpected: 'a closing brace "}" is missing',
    CloseBracketExpected: 'a closing bracket "]" is missing',
    EndOfFileExpected: 'the file should end here',
    InvalidSymbol: 'this character cannot stand here; text goes in double quotes',
    UnexpectedEndOfString: 'a closing double quote is missing',
    UnexpectedEndOfComment: 'a comment is not closed',
    InvalidEscapeCharacter: 'a backslash starts an escape that JSON does not have',
    InvalidUnicode: 'a \\u escape needs four hex digits',
    InvalidCharacter: 'a control character (such as a tab or a line break) inside text: write it as \\n, or delete it',
    InvalidCommentToken: 'JSON has no comments: delete it',
    InvalidNumberFormat: 'this number is not written as JSON writes numbers',
  };
  return words[code] ?? code;
}

/** Reads, decodes and parses a status file once: its bytes and their value. */
export function readStatusInput(file: string): { bytes: Buffer; value: unknown } {
  const bytes = readStatusBytes(file);
  return { bytes, value: parseStatusText(decodeStatusBytes(bytes, file), file) };
}
