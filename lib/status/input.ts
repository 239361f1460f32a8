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
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'there is no such file' : code === 'EACCES' ? 'you may not read it' : `it cannot be read (${code})`;
    throw new StatusInputError([`${file}: ${why}`]);
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

/** Line and column (from 1) of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The bytes as text: UTF-8 only, without a byte order mark, each other case said as such. */
export function decodeStatusBytes(bytes: Buffer, file: string): string {
  if (bytes.length === 0) throw new StatusInputError([`${file}: is empty: a status file holds { "updated": ..., "signal": ..., ... }`]);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    throw new StatusInputError([
      `${file}: starts with a byte order mark (BOM): save it as "UTF-8" without BOM (in Notepad: "UTF-8", not "UTF-8 with BOM")`,
    ]);
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || bytes.subarray(0, 64).includes(0)) {
    throw new StatusInputError([`${file}: is saved as UTF-16 (or another encoding with zero bytes): save it as UTF-8`]);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Find the first bad byte, to say where it is.
    let good = 0;
    for (let end = 1; end <= bytes.length; end++) {
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end));
        good = end;
      } catch {
        if (end - good > 4) break;
      }
    }
    const text = new TextDecoder('utf-8').decode(bytes.subarray(0, good));
    const { line, column } = lineAndColumn(text, text.length);
    throw new StatusInputError([
      `${file}: line ${line}, column ${column}: byte ${good + 1} is not UTF-8 (the file was saved in another encoding): save it as UTF-8`,
    ]);
  }
}

/** The text as JSON: a syntax error or a key written twice is named by line and column. */
export function parseStatusText(text: string, file: string): unknown {
  if (text.trim() === '')
    throw new StatusInputError([`${file}: is empty (only spaces): a status file holds { "updated": ..., "signal": ..., ... }`]);
  const problems: string[] = [];
  const errors: ParseError[] = [];
  // Each object's keys, innermost last, to find a key written twice.
  const keys: Set<string>[] = [];
  visit(
    text,
    {
      onObjectBegin: () => void keys.push(new Set()),
      onObjectEnd: () => void keys.pop(),
      onObjectProperty: (property, offset, _length, _line, _column, pathSupplier) => {
        const seen = keys[keys.length - 1]!;
        if (seen.has(property)) {
          const { line, column } = lineAndColumn(text, offset);
          const path = [...pathSupplier(), property].join('.');
          problems.push(
            `${file}: line ${line}, column ${column}: the key "${property}" is written twice in the same object (${path}): keep one`,
          );
        }
        seen.add(property);
      },
      onComment: (offset) => {
        const { line, column } = lineAndColumn(text, offset);
        problems.push(`${file}: line ${line}, column ${column}: JSON has no comments: delete it`);
      },
      onError: (code, offset) => errors.push({ error: code, offset, length: 0 }),
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  for (const error of errors.slice(0, 1)) {
    const { line, column } = lineAndColumn(text, error.offset);
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
