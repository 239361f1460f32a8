// The desk's push path under test, in the spec's own process with its clock in the spec's hands: a
// copy of the built site, a database of its own, the test push service (./push-service.ts, which
// verifies every VAPID signature and decrypts every payload) trusted by its certificate and named
// as the one push service the desk sends to, and the desk's app, which has already looked at the
// status in force (so a spec's first publish is the first change it alerts on).
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deskApp, recordOutsidePublishes } from '../../desk/app';
import { Pusher } from '../../desk/push/sender';
import { pushServices, type Subscription } from '../../desk/push/subscriptions';
import { openStore, type Store } from '../../desk/store';
import type { TestSubscription } from './push-service';
import { PushService } from './push-service';
import { outDir } from './routes';
import { testCertificate } from './test-certificate';

export type PushDesk = {
  /** The temporary folder holding `site` and `data`. */
  work: string;
  site: string;
  data: string;
  db: Store;
  service: PushService;
  pusher: Pusher;
  app: ReturnType<typeof deskApp>;
  /** Closes the sender, the database and the push service, and removes the folder. */
  close: () => Promise<void>;
};

export async function pushDeskOnCopy(prefix: string, clock: () => number): Promise<PushDesk> {
  const work = mkdtempSync(join(tmpdir(), prefix));
  const site = join(work, 'site');
  const data = join(work, 'data');
  cpSync(outDir, site, { recursive: true });
  const db = openStore(data);
  // The service checks signatures against the desk's key, which the sender makes from the database.
  const service = new PushService(() => pusher.publicKey);
  await service.start();
  const services = pushServices([service.origin]);
  const pusher = new Pusher(db, clock, { ca: readFileSync(testCertificate().ca), services });
  const app = deskApp(db, site, clock, { pusher, pushServices: services });
  recordOutsidePublishes(app);
  const close = async () => {
    pusher.close();
    db.close();
    await service.stop();
    rmSync(work, { recursive: true, force: true });
  };
  return { work, site, data, db, service, pusher, app, close };
}

/** A subscription as the database holds it, confirmed or not, for a spec that hands one to the sender itself. */
export function subscriptionRow(endpoint: string, keys: TestSubscription['keys'], routes: string[], created: number): Subscription {
  return {
    id: 0,
    endpoint,
    ...keys,
    routes: JSON.stringify(routes),
    language: 'en',
    created,
    last_sent: null,
    attempts: 0,
    next_try: 0,
    confirmed: 0,
    failing_since: null,
    movements: 0,
  };
}
