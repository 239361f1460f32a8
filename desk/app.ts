/**
 * The status desk's routes, all under /desk (Hono; why: docs/decisions/022-status-desk.md). Pages
 * are plain HTML forms (desk/pages.tsx); every change is a POST that needs a same-origin `Origin`
 * and the session's token, and no GET changes anything. It publishes through the one publish path
 * (lib/status/publish/), under the same lock as the command line, and keeps a history of every
 * publish, the command line's included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { liveBlocks } from '../components/status/StatusParts';
import { formatTime } from '../lib/i18n/format';
import { locales, type Locale } from '../lib/i18n/locales';
import { dhakaNow, validateStatus, StatusProblems, type Status, type StatusFile } from '../lib/status/status';
import { dhakaMillis } from '../lib/status/notices';
import { STALE_AFTER_HOURS } from '../lib/site/constants';
import { publishStatusBytes, PublishRefused } from '../lib/status/publish';
import { statusChanges } from '../lib/status/publish/changes';
import { siteLayout } from '../lib/status/publish/layout';
import { liveStatusFile } from '../lib/status/publish/write';
import {
  acceptInvitation,
  csrfMatches,
  endSession,
  invitationUser,
  sessionOf,
  setLanguage,
  signIn,
  startSession,
  type Session,
} from './auth';
import { statusFromForm, statusTag } from './form';
import { formPage, historyPage, invitePage, messagePage, previewPage, signInPage, type Problems } from './pages';
import { publishById, recentPublishes, recordPublish, type Store } from './store';
import { publishAlerts } from '../lib/status/alerts';
import { pushRoutes } from './push/api';
import type { Pusher } from './push/sender';
import { pushServices, type PushServices } from './push/subscriptions';
import { deskWords, fill } from './words';
import { ghatRoutes, withOnTime } from './ghat';

export const MAX_BODY_BYTES = 64 * 1024;
const COOKIE = 'desk_session';

/** No code at all: the pages are forms. Styles from the desk itself. */
const policy =
  "default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

type Env = { Variables: { session?: Session; locale: Locale } };

/** A form field's value (the first, where a field came more than once). */
const field = (value: unknown) => String((Array.isArray(value) ? value[0] : value) ?? '');

export type DeskAppOptions = {
  /** Sends push alerts after each publish; none: publishes send nothing. */
  pusher?: Pusher;
  /** The push services subscriptions may name (./push/subscriptions.ts). */
  pushServices?: PushServices;
};

/** The desk for a site folder (deploy root or out/) and a database. `clock` is for the tests. */
export function deskApp(db: Store, site: string, clock: () => number = Date.now, options: DeskAppOptions = {}): Hono<Env> {
  const app = new Hono<Env>();
  const layout = () => siteLayout(site);
  const { pusher } = options;

  /** Queues the alerts a publish makes (lib/status/alerts.ts) for the subscribers of the routes it touches. */
  const queueAlerts = (publishId: number, before: unknown, afterJson: string) => {
    if (!pusher) return;
    const now = clock();
    const after = JSON.parse(afterJson) as unknown;
    try {
      pusher.queue(publishId, publishAlerts(before, validateStatus(after, 'status.json', now), after, now));
    } catch (error) {
      if (!(error instanceof StatusProblems)) throw error;
      // A status published under other rules (an older release's): shown, but not alerted.
    }
  };

  const liveJson = () => readFileSync(liveStatusFile(layout()), 'utf8');
  const liveValue = () => JSON.parse(liveJson()) as Parameters<typeof statusFromForm>[1];

  /**
   * A publish the desk did not make (the command line, a release switch re-rendering the same
   * status is no change) goes into the history as "command line" when the desk next looks.
   */
  const syncHistory = () => {
    const json = liveJson();
    const last = recentPublishes(db, 1)[0];
    if (last && JSON.stringify(JSON.parse(last.after_json)) === JSON.stringify(JSON.parse(json))) return;
    const before = last ? (JSON.parse(last.after_json) as unknown) : undefined;
    const changes = statusChanges(before, JSON.parse(json));
    const id = recordPublish(db, {
      at: clock(),
      who: 'command line',
      before_json: last?.after_json ?? null,
      after_json: json,
      summary: summary(changes),
    });
    // The first look at a new database has nothing to compare with: it alerts nothing.
    if (last) queueAlerts(id, before, json);
  };
  watchers.set(app, syncHistory);
  const summary = (changes: string[]) => (changes.length ? changes.join('; ') : 'Checked: nothing changed');

  app.use('*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', policy);
    c.header('X-Content-Type-Options', 'nosniff');
    // same-origin, not no-referrer: under no-referrer a browser sends `Origin: null` with a form's
    // POST, and the same-origin check below would refuse the desk's own forms.
    c.header('Referrer-Policy', 'same-origin');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
  });
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text('Request body too large (at most 64 KB).', 413) }));

  // Who is signed in, and in which language the desk speaks to them.
  app.use('*', async (c, next) => {
    const session = sessionOf(db, getCookie(c, COOKIE), clock());
    c.set('session', session);
    const asked = c.req.query('lang');
    c.set('locale', session?.language ?? (asked === 'bn' ? 'bn' : 'en'));
    await next();
  });

  // Every change: a same-origin Origin, and (once signed in) the session's token.
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.header('origin') !== ownOrigin(c)) return c.text('Forbidden: this request did not come from the desk itself.', 403);
    const path = c.req.path;
    // Push subscriptions have no session (./push/api.ts says what guards them).
    if (path !== '/desk/sign-in' && !path.startsWith('/desk/invite/') && !path.startsWith('/desk/push/')) {
      const session = c.get('session');
      if (!session) return c.redirect('/desk/', 303);
      // Parsed once, with every value of a repeated field: Hono keeps the first parse for the route.
      const body = await c.req.parseBody({ all: true });
      if (!csrfMatches(session, field(body.csrf))) return c.text('Forbidden: the form is out of date. Open the desk again.', 403);
    }
    return next();
  });

  const context = (c: Context<Env>) => {
    const session = c.get('session');
    return { locale: c.get('locale'), csrf: session?.csrf, signedIn: session?.user.name };
  };
  const t = (c: Context<Env>) => deskWords[c.get('locale')];

  app.route('/', pushRoutes(db, options.pushServices ?? pushServices(), clock, address));
  // Departures and arrivals tapped at the ghats (issue 57): each tap a publish by the path below.
  app.route(
    '/',
    ghatRoutes({
      db,
      clock,
      liveStatus: () => JSON.parse(liveJson()) as StatusFile,
      context,
      publish: (c, session, bytes, page) => publishFromDesk(c, session, bytes, page),
    }),
  );

  app.get('/desk', (c) => c.redirect('/desk/', 301));
  app.get('/desk/desk.css', (c) => c.body(readFileSync(join(__dirname, 'desk.css')), 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  // The Bengali face, whole (the site's own is cut to the site's letters): a clerk's phone without
  // one still shows the desk in Bangla. From the npm package the site's font comes from.
  app.get('/desk/bengali.woff2', (c) =>
    c.body(readFileSync(require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2')), 200, {
      'Content-Type': 'font/woff2',
      'Cache-Control': 'public, max-age=86400',
    }),
  );
  // The site's own stylesheet, so the preview shows the bar as the site draws it.
  app.get('/desk/site.css', (c) => {
    const templates = layout().templates;
    const html = readFileSync(join(templates, 'status.html'), 'utf8');
    const href = html.match(/href="(\/_next\/static\/[^"]+\.css)"/)?.[1];
    return href ? c.body(readFileSync(join(templates, href)), 200, { 'Content-Type': 'text/css; charset=utf-8' }) : c.notFound();
  });

  app.get('/desk/', (c) => {
    const session = c.get('session');
    if (!session) return c.html(signInPage(context(c)));
    syncHistory();
    return c.html(formFor(c));
  });

  const formFor = (c: Context<Env>, extra: { status?: Parameters<typeof formPage>[1]; problems?: Problems; notice?: string } = {}) => {
    const json = liveJson();
    const now = clock();
    const current = JSON.parse(json) as Parameters<typeof formPage>[1];
    const stale = now - dhakaMillis(current.updated) >= STALE_AFTER_HOURS * 3_600_000;
    return formPage(context(c), extra.status ?? current, {
      tag: statusTag(json),
      now,
      problems: extra.problems,
      stale,
      notice: extra.notice,
    });
  };

  app.post('/desk/sign-in', async (c) => {
    const body = await c.req.parseBody({ all: true });
    const name = field(body.name).slice(0, 40);
    const password = field(body.password).slice(0, 200);
    const result = signIn(db, name, password, address(c), clock());
    if (result === 'limited') {
      console.warn(`desk: sign-in attempts stopped for 15 minutes (name "${name.replace(/[^\w.-]/g, '?')}", address ${address(c)})`);
      return c.html(signInPage(context(c), t(c).limited), 429);
    }
    if (result === 'wrong') return c.html(signInPage(context(c), t(c).wrong), 401);
    return signedIn(c, result);
  });

  const signedIn = (c: Context<Env>, user: Parameters<typeof startSession>[1]) => {
    const { cookie } = startSession(db, user, clock(), c.get('locale'));
    setCookie(c, COOKIE, cookie, { httpOnly: true, sameSite: 'Strict', path: '/desk', secure: overHttps(c) });
    return c.redirect('/desk/', 303);
  };

  app.post('/desk/sign-out', (c) => {
    const session = c.get('session');
    if (session) endSession(db, session.id);
    deleteCookie(c, COOKIE, { path: '/desk', secure: overHttps(c) });
    return c.redirect('/desk/', 303);
  });

  app.get('/desk/invite/:token', (c) => {
    const user = invitationUser(db, c.req.param('token'), clock());
    if (!user) return c.html(messagePage(context(c), t(c).inviteTitle, t(c).inviteExpired), 410);
    return c.html(invitePage(context(c), user.name, c.req.param('token')));
  });

  app.post('/desk/invite/:token', async (c) => {
    const body = await c.req.parseBody({ all: true });
    const token = c.req.param('token');
    const result = acceptInvitation(db, token, field(body.password), clock());
    if ('error' in result) {
      if (result.error === 'expired') return c.html(messagePage(context(c), t(c).inviteTitle, t(c).inviteExpired), 410);
      const user = invitationUser(db, token, clock())!;
      return c.html(invitePage(context(c), user.name, token, result.error === 'short' ? t(c).passwordShort : t(c).passwordLong), 400);
    }
    return signedIn(c, result);
  });

  app.get('/desk/language', (c) => {
    // A preference, not a change of state that matters: the link works like the site's language switch.
    const session = c.get('session');
    const to = c.req.query('to') === 'bn' ? 'bn' : 'en';
    if (session) setLanguage(db, session.id, to);
    return c.redirect(session ? '/desk/' : `/desk/?lang=${to}`, 303);
  });

  app.post('/desk/preview', async (c) => {
    const body = await c.req.parseBody({ all: true });
    const now = clock();
    const current = liveValue();
    const status = statusFromForm(body as Record<string, string | string[]>, current, now, c.get('locale'));
    const statusJson = `${JSON.stringify(status, null, 2)}\n`;
    try {
      const checked = validateStatus(status, 'form', now);
      const bars = barsFor(checked, now);
      return c.html(previewPage(context(c), { statusJson, tag: field(body.based_on), bars, changes: statusChanges(current, status) }));
    } catch (error) {
      if (!(error instanceof StatusProblems)) throw error;
      return c.html(
        formFor(c, {
          status: status as unknown as Parameters<typeof formPage>[1],
          problems: placeProblems(error.problems, status, c.get('locale'), now),
        }),
        422,
      );
    }
  });

  app.post('/desk/publish', async (c) => {
    const body = await c.req.parseBody({ all: true });
    const session = c.get('session')!;
    const statusJson = field(body.status);
    const json = liveJson();
    if (field(body.based_on) !== statusTag(json) && field(body.confirm) !== '1') {
      // Someone published since this form was opened: say who, when and what, and ask.
      syncHistory();
      const last = recentPublishes(db, 1)[0];
      let status: unknown;
      try {
        status = JSON.parse(statusJson);
      } catch {
        return c.redirect('/desk/', 303);
      }
      const now = clock();
      const checked = validateStatus(status, 'form', now);
      const bars = barsFor(checked, now);
      return c.html(
        previewPage(context(c), {
          statusJson,
          tag: statusTag(json),
          bars,
          changes: statusChanges(JSON.parse(json), status),
          conflict: {
            who: last?.who ?? deskWords[c.get('locale')].commandLine,
            at: last?.at ?? clock(),
            changes: last?.summary.split('; ') ?? [],
          },
        }),
        409,
      );
    }
    return publishFromDesk(c, session, Buffer.from(statusJson));
  });

  app.post('/desk/unchanged', (c) => {
    const session = c.get('session')!;
    const current = JSON.parse(liveJson()) as Record<string, unknown>;
    const statusJson = `${JSON.stringify({ ...current, updated: dhakaNow(clock()) }, null, 2)}\n`;
    return publishFromDesk(c, session, Buffer.from(statusJson));
  });

  app.get('/desk/history', (c) => {
    if (!c.get('session')) return c.redirect('/desk/', 303);
    syncHistory();
    return c.html(historyPage(context(c), recentPublishes(db, 50)));
  });

  app.post('/desk/restore/:id', (c) => {
    const session = c.get('session')!;
    const entry = publishById(db, Number(c.req.param('id')));
    if (!entry) return c.notFound();
    // The ghats' taps stay as they are now (issue 57): restoring a signal or notices unrecords no departure.
    const { movements } = JSON.parse(liveJson()) as StatusFile;
    const restored = { ...(JSON.parse(entry.after_json) as Record<string, unknown>), movements, updated: dhakaNow(clock()) };
    if (!movements) delete restored.movements;
    return publishFromDesk(c, session, Buffer.from(`${JSON.stringify(restored, null, 2)}\n`));
  });

  /** `page`, where given, draws the answer instead of the form (the ghat page: ./ghat.tsx). */
  const publishFromDesk = async (
    c: Context<Env>,
    session: Session,
    bytes: Buffer,
    page?: (result: { notice?: string; problems?: string[] }) => string,
  ) => {
    syncHistory();
    const now = clock();
    // The on-time record, counted from the history where the ghats tap (issue 57: ./ghat.tsx).
    bytes = withOnTime(bytes, db, now);
    try {
      const result = await publishStatusBytes(bytes, 'form', site, { now, holder: `the status desk (${session.user.name})`, force: true });
      const id = recordPublish(db, {
        at: now,
        who: session.user.name,
        before_json: result.previous ? JSON.stringify(result.previous) : null,
        after_json: result.statusJson,
        summary: summary(result.changes),
      });
      queueAlerts(id, result.previous, result.statusJson);
      const notice = fill(t(c).published, { time: formatTime(c.get('locale'), dhakaNow(now).slice(11)) });
      if (page) return c.html(page({ notice }));
      return c.html(formFor(c, { notice: fill(t(c).published, { time: formatTime(c.get('locale'), dhakaNow(now).slice(11)) }) }));
    } catch (error) {
      if (!(error instanceof PublishRefused)) throw error;
      if (page) return c.html(page({ problems: error.problems }), 422);
      let status;
      try {
        status = JSON.parse(bytes.toString('utf8')) as Parameters<typeof formPage>[1];
      } catch {
        status = undefined;
      }
      return c.html(
        formFor(c, {
          status,
          problems: status ? placeProblems(error.problems, status, c.get('locale'), now) : new Map([['', error.problems]]),
        }),
        422,
      );
    }
  };

  return app;
}

/** Each desk's history sync, for the server's watch on publishes made elsewhere (recordOutsidePublishes). */
const watchers = new WeakMap<object, () => void>();

/**
 * Records a publish made outside the desk (the command line, publish.sh) in the history and
 * queues its alerts: the server calls this every few seconds, so a command-line publish alerts
 * passengers as a desk one does.
 */
export function recordOutsidePublishes(app: object): void {
  watchers.get(app)?.();
}

/** The status bar as passengers will see it, in each language: the site's own banner block. */
function barsFor(status: Status, now: number): Record<Locale, string> {
  const bar = (locale: Locale) =>
    renderToStaticMarkup(createElement('section', { className: 'status-banner' }, liveBlocks({ locale, status, now }).banner));
  return Object.fromEntries(locales.map((locale) => [locale, bar(locale)])) as Record<Locale, string>;
}

/** The origin the browser sees: nginx says when it was HTTPS; the Host header names it. */
function ownOrigin(c: Context): string {
  return `${overHttps(c) ? 'https' : 'http'}://${c.req.header('host') ?? ''}`;
}

function overHttps(c: Context): boolean {
  return c.req.header('x-forwarded-proto') === 'https';
}

/** The client's address: nginx's X-Real-IP (the desk listens on 127.0.0.1 only, so only nginx sets it). */
function address(c: Context): string {
  return c.req.header('x-real-ip') ?? '127.0.0.1';
}

/** Each problem beside its field: a departure's, a notice's, the signal's, or at the top. */
function placeProblems(
  problems: string[],
  status: { sailings: { sailing: string; date: string }[] },
  _locale: Locale,
  _now: number,
): Problems {
  const placed: Problems = new Map();
  const add = (key: string, problem: string) => placed.set(key, [...(placed.get(key) ?? []), problem.replace(/^form: /, '')]);
  for (const problem of problems) {
    const sailing = problem.match(/sailing change (\d+)/);
    const notice = problem.match(/notice "([^"]+)"/);
    if (sailing) {
      const change = status.sailings[Number(sailing[1]) - 1];
      add(change ? `${change.sailing}@${change.date}` : '', problem);
    } else if (notice) add(notice[1]!.startsWith('desk-') ? 'notice:new' : `notice:${notice[1]}`, problem);
    else if (/: signal/.test(problem)) add('signal', problem);
    else add('', problem);
  }
  return placed;
}
