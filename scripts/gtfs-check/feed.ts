// The feed as the rules see it: its files by name, its tables (read once, on first use), whether a
// table is fit to be joined to others, and the functions that report notices.
import { loadLooseTable, loadTable, type Row, type Table } from './load';
import type { NoticeCode, Report, Severity } from './notices';
import { KNOWN_FILES, REQUIRED_FILES, TABLES } from './tables';

/** Reports a notice about a row: its message starts with the row's label. */
export type RowReport = (code: NoticeCode, table: Table, row: Row, field: string, message: string) => Severity;

export type Feed = {
  /** The feed's files the checker knows, by lower-case name. */
  contents: ReadonlyMap<string, string>;
  /** A table, read on first use (a table the checker does not model is read only for its keys). */
  table: (file: string) => Table;
  /** Every one of the files parsed, or is an optional file that is absent (an empty table): fit to be joined to others. */
  usable: (...files: string[]) => boolean;
  add: Report;
  rowNotice: RowReport;
};

/** The files of a feed the validator reads, as text; an unknown_file notice for each other file. */
export function readContents(files: Record<string, string | Uint8Array>, add: Report): Map<string, string> {
  // The validator matches names without regard to case.
  const contents = new Map<string, string>();
  for (const [name, content] of Object.entries(files)) {
    if (name.endsWith('/')) continue;
    const file = name.toLowerCase();
    if (!KNOWN_FILES.has(file)) {
      add('unknown_file', name, undefined, undefined, `${name} is not a GTFS Schedule file: consumers ignore it`);
      continue;
    }
    contents.set(file, typeof content === 'string' ? content : new TextDecoder().decode(content));
  }
  return contents;
}

/** The feed of these files, with every table the checker models read (in the order of TABLES). */
export function openFeed(contents: ReadonlyMap<string, string>, add: Report): Feed {
  const tables = new Map<string, Table>();
  const table = (file: string): Table => {
    let loaded = tables.get(file);
    if (!loaded) {
      const spec = TABLES[file];
      loaded = spec ? loadTable(file, spec, contents.get(file), add) : loadLooseTable(file, contents.get(file), add);
      tables.set(file, loaded);
    }
    return loaded;
  };
  for (const file of Object.keys(TABLES)) table(file);
  const usable = (...files: string[]) =>
    files.every((file) => {
      const t = table(file);
      return t.status === 'ok' || (t.status === 'missing' && !REQUIRED_FILES.includes(file));
    });
  const rowNotice: RowReport = (codeName, t, row, field, message) => add(codeName, t.file, row.line, field, `${row.label}: ${message}`);
  return { contents, table, usable, add, rowNotice };
}
