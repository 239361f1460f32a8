// The desk's accounts, from the server's shell (there is no sign-up page):
//
//   npm run desk:user -- add NAME [--reset]     print a one-time invitation link, valid 24 hours
//                                               (--reset: the old password stops working at once)
//   npm run desk:user -- disable NAME           stop NAME signing in, and end their sessions
//   npm run desk:user -- enable NAME            let a disabled NAME sign in again
//   npm run desk:user -- list                   who has an account, and their sessions
//   npm run desk:user -- sessions NAME --revoke end NAME's sessions (they are signed out)
//
// With --data DIR (the desk's data folder) and --public-url URL (the address clerks open, for the
// link), as `npm run desk` takes them; without --public-url the link is to the address the desk
// last ran on. Times are Bangladesh time.
import { commandOptions } from './options';
import { enableUser, invite, SESSION_IDLE_DAYS } from './auth';
import { openStore, setting, userByName } from './store';
import { dhakaNow } from '../lib/status/status';

/** An instant in Bangladesh time, as the counter reads a clock. */
const dhaka = (at: number) => `${dhakaNow(at)} Bangladesh time`;

const usage = `Usage: npm run desk:user -- add NAME [--reset] | disable NAME | enable NAME | list | sessions NAME [--revoke]
       (with --data DIR and --public-url URL as for npm run desk)`;

export function runUserCommand(argv: string[], now = Date.now()): { code: number; output: string } {
  const parsed = commandOptions(argv, usage);
  if ('code' in parsed) return parsed;
  const { options, rest } = parsed;
  const [command, name, ...flags] = rest;
  const known = new Set(['--reset', '--revoke']);
  const unknown = flags.find((flag) => !known.has(flag));
  if (!command || unknown) return { code: 2, output: `${unknown ? `unknown option ${unknown}\n` : ''}${usage}` };
  const db = openStore(options.data);
  try {
    if (command === 'list') {
      const rows = db
        .prepare(
          `SELECT users.name, users.disabled, users.password IS NOT NULL AS ready, count(sessions.id) AS sessions, max(sessions.last_used) AS last
           FROM users LEFT JOIN sessions ON sessions.user_id = users.id GROUP BY users.id ORDER BY users.name`,
        )
        .all() as { name: string; disabled: number; ready: number; sessions: number; last: number | null }[];
      if (!rows.length) return { code: 0, output: 'No accounts yet: npm run desk:user -- add NAME' };
      const lines = rows.map(
        (row) =>
          `${row.name}\t${row.disabled ? 'disabled' : row.ready ? 'active' : 'invited'}\t${row.sessions} session(s)${row.last ? `, last used ${dhaka(row.last)}` : ''}`,
      );
      return { code: 0, output: lines.join('\n') };
    }
    if (!name) return { code: 2, output: usage };
    if (command === 'add') {
      const reset = flags.includes('--reset');
      const token = invite(db, name, now, reset);
      const disabled = userByName(db, name)?.disabled;
      // The running desk's own address (desk/app.ts keeps it), unless this command was given one.
      const address = argv.some((argument) => /^--(public-url|port)\b/.test(argument))
        ? options.publicUrl
        : (setting(db, 'public_url') ?? options.publicUrl);
      return {
        code: 0,
        output: `${reset ? `${name}'s old password no longer works and their sessions are ended.\n` : ''}${disabled ? `${name} is disabled: the link works once you run npm run desk:user -- enable ${name}\n` : ''}Invitation for ${name}, valid 24 hours, for one use: open it on the phone that will publish and set a password.\n${address}/desk/invite/${token}`,
      };
    }
    const user = userByName(db, name);
    if (!user) return { code: 1, output: `No account named ${name} (npm run desk:user -- list)` };
    if (command === 'disable') {
      db.prepare('UPDATE users SET disabled = 1 WHERE id = ?').run(user.id);
      const ended = db.prepare('DELETE FROM sessions WHERE user_id = ?').run(user.id).changes;
      db.prepare('DELETE FROM invitations WHERE user_id = ?').run(user.id);
      return { code: 0, output: `${name} can no longer sign in; ${ended} session(s) ended.` };
    }
    if (command === 'enable') {
      enableUser(db, name);
      const waiting = user.password
        ? ''
        : ` They have no password yet: their invitation link works now (a new one: npm run desk:user -- add ${name} --reset).`;
      return { code: 0, output: `${name} can sign in again.${waiting}` };
    }
    if (command === 'sessions') {
      if (flags.includes('--revoke')) {
        const ended = db.prepare('DELETE FROM sessions WHERE user_id = ?').run(user.id).changes;
        return { code: 0, output: `${ended} session(s) of ${name} ended: they are signed out.` };
      }
      const rows = db.prepare('SELECT created, last_used FROM sessions WHERE user_id = ?').all(user.id) as {
        created: number;
        last_used: number;
      }[];
      const lines = rows.map((row) => `started ${dhaka(row.created)}, last used ${dhaka(row.last_used)}`);
      return {
        code: 0,
        output: lines.length ? `${lines.join('\n')}\n(each ends after ${SESSION_IDLE_DAYS} days unused)` : `${name} has no sessions.`,
      };
    }
    return { code: 2, output: usage };
  } catch (error) {
    return { code: 1, output: (error as Error).message };
  } finally {
    db.close();
  }
}

if (require.main === module) {
  const { code, output } = runUserCommand(process.argv.slice(2));
  (code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
  process.exitCode = code;
}
