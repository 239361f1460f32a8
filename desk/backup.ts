// A copy of the desk's database while the desk runs (issue 54):
//
//   npm run desk:backup -- FILE [--data DIR]
//
// SQLite's online backup (better-sqlite3's db.backup): a consistent copy of the whole database
// page by page, while the desk goes on reading and writing. FILE must not exist yet. Restoring is
// in docs/operator-guide.md ("Backing up the desk"): stop the desk, put the copy in place of
// DATA/desk.sqlite, start the desk; an older copy is brought to this release's schema on opening.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Database from 'better-sqlite3';
import { commandOptions } from './options';
import { openStore, SCHEMA_VERSION } from './store';

const usage = `Usage: npm run desk:backup -- FILE [--data DIR]
       (FILE: where the copy goes, a new file; --data as for npm run desk)`;

export async function runBackupCommand(argv: string[]): Promise<{ code: number; output: string }> {
  const parsed = commandOptions(argv, usage);
  if ('code' in parsed) return parsed;
  const { options, rest } = parsed;
  if (rest.length !== 1) return { code: 2, output: usage };
  const file = resolve(rest[0]!);
  if (existsSync(file)) return { code: 1, output: `${file} exists already: give a new file name, so no backup is overwritten.` };
  const db = openStore(options.data);
  try {
    const { totalPages } = await db.backup(file);
    // Read back: a copy that does not open is no backup.
    const copy = new Database(file, { readonly: true, fileMustExist: true });
    const check = copy.pragma('quick_check', { simple: true });
    const version = copy.pragma('user_version', { simple: true });
    copy.close();
    if (check !== 'ok') return { code: 1, output: `The copy in ${file} does not check out (${String(check)}): try again.` };
    return {
      code: 0,
      output: `Backed up the desk's database (${totalPages} pages, schema ${String(version)} of ${SCHEMA_VERSION}) to ${file}.`,
    };
  } catch (error) {
    return { code: 1, output: `The backup to ${file} failed: ${(error as Error).message}` };
  } finally {
    db.close();
  }
}

if (require.main === module) {
  void runBackupCommand(process.argv.slice(2)).then(({ code, output }) => {
    (code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
    process.exitCode = code;
  });
}
