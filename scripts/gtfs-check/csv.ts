// CSV (RFC 4180) as GTFS readers take it: the tokenizer the checker loads tables with, and the
// parseCsv and writeCsv others use to read and write GTFS files.

/** Malformed quoting: a quoted value never closed, text after a closing quote, a quote inside a bare value. */
export class CsvError extends Error {
  file: string;
  line: number;
  reason: string;
  constructor(file: string, line: number, message: string) {
    super(`${file}:${line}: ${message}`);
    this.name = 'CsvError';
    this.file = file;
    this.line = line;
    this.reason = message;
  }
}

/** A record: its cells, and the physical line it starts on. */
export type CsvRecord = { line: number; cells: string[] };

export const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
const lineBreaks = (text: string) => (text.match(/\r\n|\r|\n/g) ?? []).length;

/** Java's String.trim(), which the validator applies: code points up to U+0020, not other spaces. */
export function trimJava(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && s.charCodeAt(a) <= 32) a++;
  while (b > a && s.charCodeAt(b - 1) <= 32) b--;
  return s.slice(a, b);
}

/** A quoted value from the quote at `i`: its text, where it ends and the line it ends on. */
function quotedValue(text: string, i: number, line: number, file: string): { value: string; end: number; line: number } {
  const opened = line;
  let value = '';
  let at = i + 1;
  for (;;) {
    const quote = text.indexOf('"', at);
    if (quote === -1) throw new CsvError(file, opened, 'a quoted value is never closed');
    const chunk = text.slice(at, quote);
    value += chunk;
    line += lineBreaks(chunk);
    if (text[quote + 1] === '"') {
      value += '"';
      at = quote + 2;
    } else {
      at = quote + 1;
      break;
    }
  }
  if (at < text.length && text[at] !== ',' && text[at] !== '\n' && text[at] !== '\r') {
    throw new CsvError(file, line, `${JSON.stringify(text[at])} after a closing quote (a quote inside a quoted value is written "")`);
  }
  return { value, end: at, line };
}

/** A value without quotes from `i`: where it ends. */
function bareValueEnd(text: string, i: number, line: number, file: string): number {
  let j = i;
  while (j < text.length && text[j] !== ',' && text[j] !== '\n' && text[j] !== '\r') {
    if (text[j] === '"') throw new CsvError(file, line, 'a double quote inside a value that is not quoted');
    j++;
  }
  return j;
}

/** Records with the physical line each starts on; empty lines are skipped, as GTFS readers do. */
export function tokenize(input: string, file: string): CsvRecord[] {
  const text = stripBom(input);
  const n = text.length;
  const records: CsvRecord[] = [];
  let i = 0;
  let line = 1;
  while (i < n) {
    if (text[i] === '\n' || text[i] === '\r') {
      i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      continue;
    }
    const start = line;
    const cells: string[] = [];
    for (;;) {
      if (text[i] === '"') {
        const quoted = quotedValue(text, i, line, file);
        cells.push(quoted.value);
        i = quoted.end;
        line = quoted.line;
      } else {
        const end = bareValueEnd(text, i, line, file);
        cells.push(text.slice(i, end));
        i = end;
      }
      if (i >= n) break;
      if (text[i] === ',') {
        i++;
        continue;
      }
      i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      break;
    }
    records.push({ line: start, cells });
  }
  return records;
}

/**
 * Parses a CSV file: the header (names trimmed) and each row's values by column name, with the line
 * the row starts on (the header is line 1). Throws a CsvError on malformed quoting.
 */
export function parseCsv(
  text: string,
  file = 'file.txt',
): { header: string[]; rows: Array<{ line: number; values: Record<string, string> }> } {
  const [first, ...rest] = tokenize(text, file);
  if (!first) return { header: [], rows: [] };
  const header = first.cells.map(trimJava);
  const rows = rest.map(({ line, cells }) => {
    const values: Record<string, string> = {};
    header.forEach((column, index) => {
      if (column && !(column in values)) values[column] = cells[index] ?? '';
    });
    return { line, values };
  });
  return { header, rows };
}

type Cell = string | number | null | undefined;

/** Writes a CSV file: LF line ends, quotes only where a value needs them. */
export function writeCsv(header: string[], rows: Array<Record<string, Cell> | Cell[]>): string {
  const cell = (value: Cell) => {
    const s = value === undefined || value === null ? '' : String(value);
    return /[",\r\n]/.test(s) || trimJava(s) !== s ? `"${s.replaceAll('"', '""')}"` : s;
  };
  const lines = [header.map(cell).join(',')];
  for (const row of rows) lines.push((Array.isArray(row) ? row : header.map((column) => row[column])).map(cell).join(','));
  return `${lines.join('\n')}\n`;
}
