// Reading the tables: each value checked against its column's type (the notices of the
// validator's table loaders), the rows that parsed kept with their values. A table whose header or
// rows fail to parse is 'broken', and the rules leave it out of the checks that join it to others.
import { CsvError, parseCsv, stripBom, tokenize, trimJava, type CsvRecord } from './csv';
import type { NoticeCode, Report } from './notices';
import type { FieldSpec, TableSpec } from './tables';
import {
  DECIMAL,
  decimalScale,
  hasOnlyPrintableAscii,
  isCurrency,
  isDate,
  isEmail,
  isLanguageTag,
  isTimeZone,
  isUrl,
  lacksMixedCase,
  parseTime,
} from './values';

/** A currency amount: as written, and its decimal places. */
export type Amount = { text: string; scale: number };
/** A parsed value: numbers (integers, enums, floats, coordinates, times in seconds), amounts, and strings for the rest. */
export type Value = string | number | Amount;
/** A row that parsed: its line, its place among the file's rows, its label, its parsed values and its trimmed strings. */
export type Row = { line: number; position: number; label: string; v: Record<string, Value>; s: Record<string, string> };
/** A table: 'missing', 'ok' or 'broken' (its header or a row failed to parse), the columns it has and its rows that parsed. */
export type Table = { file: string; spec: TableSpec | null; status: 'missing' | 'ok' | 'broken'; columns: Set<string>; rows: Row[] };

/** A parsed number, or undefined where the field is empty. */
export function num(row: Row, field: string): number | undefined {
  const value = row.v[field];
  return typeof value === 'number' ? value : undefined;
}
/** A parsed string (an ID, a text, a language, a date as YYYYMMDD), or undefined where the field is empty. */
export function str(row: Row, field: string): string | undefined {
  const value = row.v[field];
  return typeof value === 'string' ? value : undefined;
}

export const quoted = (value: string | undefined): string => JSON.stringify(value);

function labelOf(file: string, spec: TableSpec, raw: Record<string, string | undefined>): string {
  // A row without its key is named by its name where it has one (an agency without agency_id).
  const keys = spec.key.some((key) => trimJava(raw[key] ?? '') !== '') ? spec.key : (spec.nameField ?? []);
  const parts = keys.filter((key) => trimJava(raw[key] ?? '') !== '').map((key) => `${key} ${quoted(trimJava(raw[key] ?? ''))}`);
  return parts.length ? parts.join(', ') : `the ${file.replace(/\.txt$/, '')} row`;
}

type ValueNotice = (code: NoticeCode, message: string) => void;

/** A non-empty value read as its column's type: notices for its form, then the parsed value (undefined if invalid). */
function parseTyped(field: string, def: FieldSpec, value: string, error: ValueNotice, at: ValueNotice): Value | undefined {
  const bounded = (number: number, kind: string) => {
    if (def.nonNegative && number < 0) error('number_out_of_range', `${field} ${value} must be a non-negative ${kind}`);
    return number;
  };
  switch (def.type) {
    case 'id':
      if (!hasOnlyPrintableAscii(value))
        at('non_ascii_or_non_printable_char', `${field} ${quoted(value)} is an ID with characters outside printable ASCII`);
      return value;
    case 'url':
      if (!isUrl(value)) error('invalid_url', `${field} ${quoted(value)} is not a full http(s) URL with a public host name`);
      return value;
    case 'email':
      if (!isEmail(value)) error('invalid_email', `${field} ${quoted(value)} is not an email address`);
      return value;
    case 'timezone':
      if (!isTimeZone(value))
        error('invalid_timezone', `${field} ${quoted(value)} is not a time zone of the tz database (such as Asia/Dhaka)`);
      return value;
    case 'language':
      if (!isLanguageTag(value))
        error('invalid_language_code', `${field} ${quoted(value)} is not a BCP 47 language tag (such as bn or en)`);
      return value;
    case 'currency':
      if (!isCurrency(value)) error('invalid_currency', `${field} ${quoted(value)} is not an ISO 4217 currency code (such as BDT)`);
      return value;
    case 'amount':
      if (DECIMAL.test(value)) return { text: value, scale: decimalScale(value) };
      error('invalid_float', `${field} ${quoted(value)} is not a number`);
      return undefined;
    case 'integer':
    case 'enum': {
      if (!/^[+-]?\d+$/.test(value) || Math.abs(Number(value)) > 2 ** 31 - 1) {
        error('invalid_integer', `${field} ${quoted(value)} is not an integer`);
        return undefined;
      }
      if (def.type === 'integer') return bounded(Number(value), 'integer');
      const values = def.values ?? [];
      if (!values.includes(Number(value))) at('unexpected_enum_value', `${field} ${value} is none of ${values.join(', ')}`);
      return Number(value);
    }
    case 'float':
    case 'latitude':
    case 'longitude': {
      if (!DECIMAL.test(value)) {
        error('invalid_float', `${field} ${quoted(value)} is not a number`);
        return undefined;
      }
      const parsed = bounded(Number(value), 'float');
      const limit = def.type === 'latitude' ? 90 : def.type === 'longitude' ? 180 : Infinity;
      if (Math.abs(parsed) > limit) error('number_out_of_range', `${field} ${value} is outside [-${limit}, ${limit}]`);
      return parsed;
    }
    case 'time': {
      const parsed = parseTime(value);
      if (parsed === undefined) error('invalid_time', `${field} ${quoted(value)} is not a time (H:MM:SS or HH:MM:SS; hours may pass 24)`);
      return parsed;
    }
    case 'date':
      if (isDate(value)) return value;
      error('invalid_date', `${field} ${quoted(value)} is not a date (YYYYMMDD)`);
      return undefined;
    case 'color':
      if (!/^[0-9A-Fa-f]{6}$/.test(value))
        error('invalid_color', `${field} ${quoted(value)} is not a colour (six hex digits, such as 0B6E4F)`);
      return value;
    case 'text':
      return value;
  }
}

/** Reads one value into `row.s`: notices for its form, then its parsed value (undefined when empty or invalid). */
function readValue(
  file: string,
  row: Row,
  field: string,
  def: FieldSpec,
  rawValue: string | undefined,
  add: Report,
): { bad: boolean; value?: Value } {
  const at = (codeName: NoticeCode, message: string) => add(codeName, file, row.line, field, `${row.label}: ${message}`);
  let bad = false;
  const error = (codeName: NoticeCode, message: string) => {
    if (at(codeName, message) === 'ERROR') bad = true;
  };
  if (rawValue === undefined) {
    if (def.recommended) at('missing_recommended_field', `${field} is recommended and the column is missing`);
    return { bad };
  }
  if (/[\r\n]/.test(rawValue)) error('new_line_in_value', `${field} ${quoted(rawValue)} has a line break in it`);
  const value = trimJava(rawValue);
  if (value !== rawValue) at('leading_or_trailing_whitespaces', `${field} ${quoted(rawValue)} has spaces around it`);
  row.s[field] = value;
  if (value === '') {
    if (def.required) error('missing_required_field', `${field} is required and empty`);
    else if (def.recommended) at('missing_recommended_field', `${field} is recommended and empty`);
    return { bad };
  }
  if (value.includes('\uFFFD')) error('invalid_character', `${field} ${quoted(value)} has a character that is not valid UTF-8`);
  const parsed = parseTyped(field, def, value, error, at);
  if (!bad && def.mixedCase && lacksMixedCase(value))
    at('mixed_case_recommended_field', `${field} ${quoted(value)} should be in mixed case`);
  return { bad, value: bad ? undefined : parsed };
}

/** An empty_file notice where the file holds nothing but spaces: true if it does. */
function isEmptyFile(file: string, content: string, add: Report): boolean {
  if (trimJava(stripBom(content)) !== '') return false;
  add('empty_file', file, undefined, undefined, `${file} is empty: it needs at least a header row`);
  return true;
}

/** A csv_parsing_failed notice for a CsvError; anything else is thrown again. */
function parsingFailed(file: string, error: unknown, add: Report): void {
  if (!(error instanceof CsvError)) throw error;
  add('csv_parsing_failed', file, error.line, undefined, `${file} cannot be read: ${error.reason}`);
}

/** The header's columns by name, with notices for empty, repeated, unknown and missing columns; `ok` false if any error. */
function readHeader(file: string, spec: TableSpec, head: CsvRecord, add: Report): { index: Map<string, number>; ok: boolean } {
  const index = new Map<string, number>();
  let ok = true;
  head.cells.map(trimJava).forEach((column, i) => {
    if (!column) {
      add('empty_column_name', file, head.line, undefined, `column ${i + 1} of the header has no name`);
      ok = false;
      return;
    }
    const earlier = index.get(column);
    if (earlier !== undefined) {
      add('duplicated_column', file, head.line, column, `${column} is both column ${earlier + 1} and column ${i + 1}`);
      ok = false;
      return;
    }
    index.set(column, i);
    if (!(column in spec.fields))
      add('unknown_column', file, head.line, column, `${column} is not a column of ${file}: consumers ignore it`);
  });
  for (const [field, def] of Object.entries(spec.fields)) {
    if (def.required && !index.has(field)) {
      add('missing_required_column', file, head.line, field, `${file} must have the column ${field}`);
      ok = false;
    }
  }
  return { index, ok };
}

/** One record as a row, or undefined if a value of it has an error. */
function readRow(file: string, spec: TableSpec, record: CsvRecord, position: number, index: Map<string, number>, add: Report) {
  const raw = Object.fromEntries([...index].map(([column, i]) => [column, record.cells[i]]));
  const row: Row = { line: record.line, position, label: labelOf(file, spec, raw), v: {}, s: {} };
  let ok = true;
  for (const [field, def] of Object.entries(spec.fields)) {
    const { bad, value } = readValue(file, row, field, def, raw[field], add);
    if (bad) ok = false;
    else if (value !== undefined) row.v[field] = value;
  }
  return ok ? row : undefined;
}

/** A table the checker models, read by its spec. */
export function loadTable(file: string, spec: TableSpec, content: string | undefined, add: Report): Table {
  const table: Table = { file, spec, status: 'missing', columns: new Set(), rows: [] };
  if (content === undefined) return table;
  table.status = 'broken';
  if (isEmptyFile(file, content, add)) return table;
  let records: CsvRecord[];
  try {
    records = tokenize(content, file);
  } catch (error) {
    parsingFailed(file, error, add);
    return table;
  }
  const [head, ...body] = records;
  if (!head) return table; // not reached: a file with more than spaces has a record
  const { index, ok: headerOk } = readHeader(file, spec, head, add);
  table.columns = new Set(index.keys());
  if (!headerOk) return table;
  let ok = true;
  body.forEach((record, position) => {
    if (record.cells.length === 1 && trimJava(record.cells[0] ?? '') === '') {
      add('empty_row', file, record.line, undefined, 'the row is empty but for spaces');
      return;
    }
    if (record.cells.length !== head.cells.length) {
      const message = `the row has ${record.cells.length} values and the header ${head.cells.length} columns`;
      add('invalid_row_length', file, record.line, undefined, message);
      ok = false;
      return;
    }
    const row = readRow(file, spec, record, position, index, add);
    if (row) table.rows.push(row);
    else ok = false;
  });
  if (ok) table.status = 'ok';
  return table;
}

/** A table the checker does not model, read only for the keys other tables point at. */
export function loadLooseTable(file: string, content: string | undefined, add: Report): Table {
  const table: Table = { file, spec: null, status: 'missing', columns: new Set(), rows: [] };
  if (content === undefined) return table;
  table.status = 'broken';
  if (isEmptyFile(file, content, add)) return table;
  try {
    const { header, rows } = parseCsv(content, file);
    table.columns = new Set(header);
    table.rows = rows.map(({ line, values }, position) => {
      const s = Object.fromEntries(Object.entries(values).map(([column, value]) => [column, trimJava(value)]));
      return { line, position, label: '', v: s, s };
    });
    table.status = 'ok';
  } catch (error) {
    parsingFailed(file, error, add);
  }
  return table;
}
