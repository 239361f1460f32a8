// Push alerts for everyone, from the server's shell:
//
//   npm run desk:alerts -- status     on or off, and how many phones follow each route
//   npm run desk:alerts -- off        stop: every subscription deleted, nothing more sent, and the
//                                     site's pages stop offering alerts (push.json without a key)
//   npm run desk:alerts -- on         offer them again (passengers subscribe afresh)
//
// With --site DIR and --data DIR as `npm run desk` takes them. A running desk sees the change at
// once (it reads the setting before every send).
import { commandOptions } from './options';
import { advertiseKey } from './push/advertise';
import { alertsOn, vapidKeys } from './push/sender';
import { allSubscriptions } from './push/subscriptions';
import { openStore, setSetting } from './store';
import { timetable } from '../lib/timetable/model';

const usage = `Usage: npm run desk:alerts -- status | on | off
       (with --site DIR and --data DIR as for npm run desk)`;

export async function runAlertsCommand(argv: string[], now = Date.now()): Promise<{ code: number; output: string }> {
  const parsed = commandOptions(argv, usage);
  if ('code' in parsed) return parsed;
  const { options, rest } = parsed;
  const [command, ...extra] = rest;
  if (!command || extra.length || !['status', 'on', 'off'].includes(command)) return { code: 2, output: usage };
  const db = openStore(options.data);
  try {
    if (command === 'status') {
      // Only those whose push service took the welcome count (desk/push/subscriptions.ts).
      const subscriptions = allSubscriptions(db).filter((entry) => entry.confirmed);
      const lines = timetable.routes.map((route) => {
        const count = subscriptions.filter((entry) => (JSON.parse(entry.routes) as string[]).includes(route.id)).length;
        return `  ${route.id}\t${count}`;
      });
      return {
        code: 0,
        output: `Alerts are ${alertsOn(db) ? 'on' : 'off'}; ${subscriptions.length} phone(s) subscribed.\n${lines.join('\n')}`,
      };
    }
    if (command === 'off') {
      setSetting(db, 'alerts', 'off');
      const deleted = db.prepare('DELETE FROM push_subscriptions').run().changes;
      const site = await advertiseKey(options.site, null, now);
      return { code: 0, output: `Alerts are off: ${deleted} subscription(s) deleted, nothing more will be sent.\n${site}` };
    }
    setSetting(db, 'alerts', 'on');
    const site = await advertiseKey(options.site, vapidKeys(db).publicKey, now);
    return { code: 0, output: `Alerts are on.\n${site}` };
  } catch (error) {
    return { code: 1, output: (error as Error).message };
  } finally {
    db.close();
  }
}

if (require.main === module) {
  void runAlertsCommand(process.argv.slice(2)).then(({ code, output }) => {
    (code === 0 ? process.stdout : process.stderr).write(`${output}\n`);
    process.exitCode = code;
  });
}
