// Reading a feed: a zip archive (with fflate) or a folder of .txt files.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';

/** The files of a zip archive, decoded as UTF-8; folders are left out. */
export function readZip(buffer: Uint8Array): Record<string, string> {
  const decoder = new TextDecoder();
  const entries = unzipSync(buffer, { filter: (entry) => !entry.name.endsWith('/') });
  return Object.fromEntries(Object.entries(entries).map(([name, data]) => [name, decoder.decode(data)]));
}

/** A feed from a zip file or a folder of .txt files. */
export function readFeed(path: string): Record<string, string> {
  if (statSync(path).isDirectory()) {
    return Object.fromEntries(
      readdirSync(path)
        .filter((name) => statSync(join(path, name)).isFile())
        .map((name) => [name, readFileSync(join(path, name), 'utf8')]),
    );
  }
  return readZip(readFileSync(path));
}
