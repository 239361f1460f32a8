export type Severity = 'ERROR' | 'WARNING' | 'INFO';
export type Notice = { code: string; severity: Severity; file: string; line?: number; field?: string; message: string };
/** Each code the checker reports: its severity and the gtfs-validator file defining it (null: the checker's own). */
export declare const noticeCodes: Record<string, { severity: Severity; source: string | null }>;
export declare class CsvError extends Error {
  file: string;
  line: number;
  reason: string;
  constructor(file: string, line: number, message: string);
}
export declare function parseCsv(
  text: string,
  file?: string,
): { header: string[]; rows: Array<{ line: number; values: Record<string, string> }> };
type Cell = string | number | null | undefined;
export declare function writeCsv(header: string[], rows: Array<Record<string, Cell> | Cell[]>): string;
export declare function checkGtfs(files: Record<string, string>): Notice[];
export declare function formatNotices(notices: Notice[]): string;
export declare function readZip(buffer: Uint8Array): Record<string, string>;
export declare function readFeed(path: string): Record<string, string>;
