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
import { formatNumber, formatTime, formatWhen } from '../lib/i18n/format';
import { describeChanges } from './changes';
import { placeProblems, type PlacedProblem } from './problems';
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
  MIN_PASSWORD_LENGTH,
  rememberPlace,
  csrfMatches,
  endSession,
  invitationUser,
  sessionOf,
  setLanguage,
  signIn,
  startSession,
  SESSION_IDLE_DAYS,
  type Session,
} from './auth';
import { fixContradictions, statusFromForm, statusTag, untilChoices } from './form';
import { formPage, historyPage, invitePage, messagePage, previewPage, signInPage } from './pages';
import { publishById, recentPublishes, recordPublish, setSetting, setting, type Store } from './store';
import { publishAlerts } from '../lib/status/alerts';
import { movementAlerts } from '../lib/status/movement-alerts';
import { pushRoutes } from './push/api';
import type { Pusher } from './push/sender';
import { pushServices, type PushServices } from './push/subscriptions';
import { deskWords, fill, say } from './words';
import { securityHeaders } from '../deploy/headers';
import { deskHealth, deskTrouble, malformedForm } from './trouble';
import { ghatRoutes, withOnTime } from './ghat';

export const MAX_BODY_BYTES = 64 * 1024;
const COOKIE = 'desk_session';
const DEVICE_COOKIE = 'desk_device';
/** Where the running desk keeps its address for `desk:user`'s links. */
export const PUBLIC_URL_SETTING = 'public_url';
/** The language chosen before signing in (the sign-in and invitation pages), kept on the phone. */
const LANGUAGE_COOKIE = 'desk_language';
const DAY_SECONDS = 86_400;

/** The desk's language a browser asks for first (Accept-Language, by its q-values): Bangla or English. */
export function browserLanguage(header: string | undefined): Locale {
  const asked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => (entry.language === 'bn' || entry.language === 'en') && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return asked[0]?.language === 'bn' ? 'bn' : 'en';
}

/** A clerk's language, remembered for the clerk from one session to the next. */
const clerkLanguage = (db: Store, userId: number): Locale | undefined => {
  const value = setting(db, `language:${userId}`);
  return value === 'bn' || value === 'en' ? value : undefined;
};

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
  /** The address clerks open (--public-url): kept, so `desk:user` prints links to this desk. */
  publicUrl?: string;
};

/** The desk for a site folder (deploy root or out/) and a database. `clock` is for the tests. */
export function deskApp(db: Store, site: string, clock: () => number = Date.now, options: DeskAppOptions = {}): Hono<Env> {
  const app = new Hono<Env>();
  const layout = () => siteLayout(site);
  const { pusher } = options;
  if (options.publicUrl) setSetting(db, PUBLIC_URL_SETTING, options.publicUrl);

  /**
   * Queues the alerts a publish makes (lib/status/alerts.ts) for the subscribers of the routes it
   * touches, with the departures and arrivals it records (lib/status/movement-alerts.ts: a ghat's
   * tap, or a command-line publish), which the sender gives only to those who asked for them.
   */
  const queueAlerts = (publishId: number, before: unknown, afterJson: string) => {
    if (!pusher) return;
    const now = clock();
    const after = JSON.parse(afterJson) as unknown;
    try {
      const checked = validateStatus(after, 'status.json', now);
      pusher.queue(publishId, [...publishAlerts(before, checked, after, now), ...movementAlerts(before, checked, after, now)]);
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
    // The site's own security headers (deploy/headers.ts) but the referrer rule below, and HSTS,
    // which nginx adds where it ends TLS: behind nginx the desk's are the only set (issue 54).
    for (const [name, value] of securityHeaders)
      if (name !== 'Referrer-Policy' && name !== 'Strict-Transport-Security') c.header(name, value);
    // same-origin, not no-referrer: under no-referrer a browser sends `Origin: null` with a form's
    // POST, and the same-origin check below would refuse the desk's own forms.
    c.header('Referrer-Policy', 'same-origin');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
  });
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text('Request body too large (at most 64 KB).', 413) }));

  // Whatever fails, the clerk reads what happened and what to do in her language, never a stack (./trouble.ts).
  app.onError((error, c) => {
    const trouble = deskTrouble(error);
    if (trouble.log) console.error(`desk: ${c.req.method} ${c.req.path}: ${trouble.log}`);
    const t = deskWords[(c.get('locale') as Locale | undefined) ?? 'en'];
    return c.html(messagePage(context(c as Context<Env>), t.troubleTitle, t[trouble.words]), trouble.status);
  });

  // For a monitor: whether the desk can read the site and its database, and how old the live status is.
  app.get('/desk/health', (c) => {
    const health = deskHealth(db, layout, clock());
    return c.json(health.body, health.status, { 'Cache-Control': 'no-store' });
  });

  // Who is signed in, and in which language the desk speaks to them.
  app.use('*', async (c, next) => {
    const session = sessionOf(db, getCookie(c, COOKIE), clock());
    c.set('session', session);
    // Signed in: the clerk's choice. Before: the switch's choice, else the browser's language.
    const asked = c.req.query('lang') ?? getCookie(c, LANGUAGE_COOKIE);
    const chosen = asked === 'bn' || asked === 'en' ? asked : undefined;
    c.set('locale', session?.language ?? chosen ?? browserLanguage(c.req.header('accept-language')));
    await next();
  });

  // A form the desk's pages could not have sent (a field twice, a choice that is none): 400, in words.
  app.use('*', async (c, next) => {
    if (c.req.method !== 'POST' || c.req.path.startsWith('/desk/push/')) return next();
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody({ all: true });
    } catch {
      return c.html(messagePage(context(c), t(c).troubleTitle, t(c).badForm), 400);
    }
    if (malformedForm(body, untilChoices(clock()))) return c.html(messagePage(context(c), t(c).troubleTitle, t(c).badForm), 400);
    return next();
  });

  // Every change: a same-origin Origin, and (once signed in) the session's token. Refused in the
  // clerk's language: a form left open in another tab across a new sign-in meets the second.
  app.use('*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.header('origin') !== ownOrigin(c)) return c.html(messagePage(context(c), t(c).troubleTitle, t(c).otherOrigin), 403);
    const path = c.req.path;
    // Push subscriptions have no session (./push/api.ts says what guards them).
    if (path !== '/desk/sign-in' && !path.startsWith('/desk/invite/') && !path.startsWith('/desk/push/')) {
      const session = c.get('session');
      if (!session) return c.redirect('/desk/', 303);
      // Parsed once, with every value of a repeated field: Hono keeps the first parse for the route.
      const body = await c.req.parseBody({ all: true });
      if (!csrfMatches(session, field(body.csrf)))
        return c.html(messagePage(context(c), t(c).troubleTitle, t(c).outOfDate, ['/desk/', t(c).back]), 403);
    }
    return next();
  });

  const context = (c: Context<Env>) => {
    const session = c.get('session');
    return { locale: c.get('locale'), csrf: session?.csrf, signedIn: session?.user.name };
  };
  const t = (c: Context<Env>) => deskWords[c.get('locale')];

  app.route('/', pushRoutes(db, options.pushServices ?? pushServices(), clock, address, pusher));
  // Departures and arrivals tapped at the ghats (issue 57): each tap a publish by the path below.
  app.route(
    '/',
    ghatRoutes({
      db,
      clock,
      liveStatus: () => JSON.parse(liveJson()) as StatusFile,
      context,
      publish: (c, session, bytes, page) => publishFromDesk(c, session, bytes, undefined, page),
    }),
  );

  // An address the desk does not have (a link typed wrong, an old bookmark): said, with the way back.
  app.notFound((c) => c.html(messagePage(context(c), t(c).notFoundTitle, t(c).notFound, ['/desk/', t(c).back]), 404));

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

  const formFor = (
    c: Context<Env>,
    extra: { status?: Parameters<typeof formPage>[1]; problems?: PlacedProblem[]; notice?: string; tag?: string } = {},
  ) => {
    const json = liveJson();
    const now = clock();
    const current = JSON.parse(json) as Parameters<typeof formPage>[1];
    const stale = now - dhakaMillis(current.updated) >= STALE_AFTER_HOURS * 3_600_000;
    return formPage(context(c), extra.status ?? current, {
      tag: extra.tag ?? statusTag(json),
      now,
      problems: extra.problems,
      stale,
      notice: extra.notice,
      live: current,
      draft: Boolean(extra.status),
    });
  };

  /** The language a sign-in or invitation form was filled in, so an answer to it keeps it. */
  const formLanguage = (c: Context<Env>, body: Record<string, unknown>) => {
    const language = field(body.lang);
    if (language === 'bn' || language === 'en') c.set('locale', language);
  };

  app.post('/desk/sign-in', async (c) => {
    const body = await c.req.parseBody({ all: true });
    formLanguage(c, body);
    const name = field(body.name).slice(0, 40);
    const password = field(body.password).slice(0, 200);
    const result = await signIn(db, name, password, { address: address(c), device: getCookie(c, DEVICE_COOKIE) }, clock());
    if (result === 'limited') {
      console.warn(`desk: sign-in attempts stopped for 15 minutes (name "${name.replace(/[^\w.-]/g, '?')}", address ${address(c)})`);
      return c.html(signInPage(context(c), say(c.get('locale'), t(c).limited)), 429);
    }
    if (result === 'wrong') return c.html(signInPage(context(c), t(c).wrong, name), 401);
    return signedIn(c, result.user, result.device);
  });

  const signedIn = (c: Context<Env>, user: Parameters<typeof startSession>[1], device?: string) => {
    // The clerk's own language from before, else the one the sign-in page was in.
    const language = clerkLanguage(db, user.id) ?? c.get('locale');
    const { cookie } = startSession(db, user, clock(), language);
    // Max-Age: the session outlives a closed browser, for as long as the server keeps it (30 days unused).
    setCookie(c, COOKIE, cookie, {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/desk',
      secure: overHttps(c),
      maxAge: SESSION_IDLE_DAYS * DAY_SECONDS,
    });
    // The device cookie (desk/auth.ts): this phone signed in as this clerk, so strangers cannot lock it out.
    if (device)
      setCookie(c, DEVICE_COOKIE, device, {
        httpOnly: true,
        sameSite: 'Strict',
        path: '/desk',
        secure: overHttps(c),
        maxAge: 365 * DAY_SECONDS,
      });
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
    formLanguage(c, body);
    const token = c.req.param('token');
    const result = await acceptInvitation(db, token, field(body.password), clock());
    if ('error' in result) {
      if (result.error === 'expired') return c.html(messagePage(context(c), t(c).inviteTitle, t(c).inviteExpired), 410);
      const user = invitationUser(db, token, clock())!;
      const short = fill(t(c).passwordVisible, { count: formatNumber(c.get('locale'), MIN_PASSWORD_LENGTH) });
      const why = { short, long: t(c).passwordLong, common: t(c).passwordCommon }[result.error];
      return c.html(invitePage(context(c), user.name, token, why), 400);
    }
    return signedIn(c, result, rememberPlace(db, result, { address: address(c), device: getCookie(c, DEVICE_COOKIE) }, clock()));
  });

  app.get('/desk/language', (c) => {
    // A preference, not a change of state that matters: the link works like the site's language switch.
    const session = c.get('session');
    const to = c.req.query('to') === 'bn' ? 'bn' : 'en';
    if (session) {
      setLanguage(db, session.id, to);
      setSetting(db, `language:${session.user.id}`, to);
    } else {
      setCookie(c, LANGUAGE_COOKIE, to, { sameSite: 'Lax', path: '/desk', secure: overHttps(c), maxAge: 365 * DAY_SECONDS });
    }
    // Back to the page the switch was on (the sign-in or the invitation), never elsewhere.
    const back = c.req.query('back') ?? '/desk/';
    return c.redirect(/^\/desk\/(invite\/[\w-]{1,100})?$/.test(back) ? back : '/desk/', 303);
  });

  app.post('/desk/preview', async (c) => {
    const body = await c.req.parseBody({ all: true });
    const now = clock();
    const current = liveValue();
    const filled = statusFromForm(body as Record<string, string | string[]>, current, now, c.get('locale'));
    // The fix the refused form offered: sailings under the signal cancelled, its notice ending with it.
    const status = field(body.fix) === 'signal' ? fixContradictions(filled) : filled;
    const statusJson = `${JSON.stringify(status, null, 2)}\n`;
    try {
      const checked = validateStatus(status, 'form', now);
      const bars = barsFor(checked, now);
      return c.html(
        previewPage(context(c), {
          statusJson,
          tag: field(body.based_on),
          bars,
          changes: describeChanges(current, status, c.get('locale'), now),
          now,
        }),
      );
    } catch (error) {
      if (!(error instanceof StatusProblems)) throw error;
      return c.html(
        formFor(c, { status, problems: placeProblems(error.problems, status, c.get('locale'), now), tag: field(body.based_on) }),
        422,
      );
    }
  });

  // Back from the preview to change something: the form drawn with the status previewed.
  app.post('/desk/edit', async (c) => {
    const body = await c.req.parseBody({ all: true });
    let status: Parameters<typeof formPage>[1];
    try {
      status = JSON.parse(field(body.status)) as Parameters<typeof formPage>[1];
      validateStatus(status, 'form', clock());
    } catch {
      return c.redirect('/desk/', 303);
    }
    return c.html(formFor(c, { status, tag: field(body.based_on) }));
  });

  app.post('/desk/publish', async (c) => {
    const body = await c.req.parseBody({ all: true });
    const session = c.get('session')!;
    const statusJson = field(body.status);
    const json = liveJson();
    let status: unknown;
    try {
      status = JSON.parse(statusJson);
    } catch {
      status = undefined;
    }
    if (!status || typeof status !== 'object' || Array.isArray(status))
      return c.html(messagePage(context(c), t(c).troubleTitle, t(c).badForm), 400);
    const now = clock();
    let checked: Status;
    try {
      checked = validateStatus(status, 'form', now);
    } catch (error) {
      if (!(error instanceof StatusProblems)) throw error;
      // Refused by the rules: the publish path says why, beside the fields.
      return publishFromDesk(c, session, Buffer.from(statusJson));
    }
    const live = JSON.parse(json) as { updated: string };
    const moved = field(body.based_on) !== statusTag(json);
    // Someone publishing since is told first (who and what); otherwise an older status is named as such.
    const older = !moved && String((status as { updated?: unknown }).updated) < live.updated;
    if ((older || moved) && field(body.confirm) !== '1') {
      // An older status than the one live (issue 54), or someone published since this form was
      // opened: say who, when and what, and ask.
      syncHistory();
      const last = recentPublishes(db, 1)[0];
      const locale = c.get('locale');
      const when = (value: string) => formatWhen(locale, value, dhakaNow(now).slice(0, 10));
      const restoring = restoreOf(body);
      return c.html(
        previewPage(context(c), {
          statusJson,
          tag: statusTag(json),
          bars: barsFor(checked, now),
          changes: describeChanges(live, status, locale, now),
          conflict: {
            who: !last || last.who === 'command line' ? deskWords[locale].commandLine : last.who,
            at: last?.at ?? now,
            changes: last
              ? describeChanges(last.before_json ? JSON.parse(last.before_json) : undefined, JSON.parse(last.after_json), locale, now)
              : [],
            ...(older
              ? {
                  title: t(c).olderTitle,
                  text: fill(t(c).older, { then: when(String((status as { updated: unknown }).updated)), live: when(live.updated) }),
                }
              : {}),
          },
          restore: restoring,
          now,
        }),
        409,
      );
    }
    return publishFromDesk(c, session, Buffer.from(statusJson), restoreOf(body)?.id);
  });

  /** The older publish a Publish brings back, when it came from Restore. */
  const restoreOf = (body: Record<string, unknown>) => {
    const entry = /^\d{1,12}$/.test(field(body.restore)) ? publishById(db, Number(field(body.restore))) : undefined;
    return entry ? { id: entry.id, at: entry.at } : undefined;
  };

  app.post('/desk/unchanged', (c) => {
    const session = c.get('session')!;
    const current = JSON.parse(liveJson()) as Record<string, unknown>;
    const statusJson = `${JSON.stringify({ ...current, updated: dhakaNow(clock()) }, null, 2)}\n`;
    return publishFromDesk(c, session, Buffer.from(statusJson));
  });

  app.get('/desk/history', (c) => {
    if (!c.get('session')) return c.redirect('/desk/', 303);
    syncHistory();
    const now = clock();
    const locale = c.get('locale');
    const entries = recentPublishes(db, 50).map((entry) => {
      const from = Number(setting(db, `restored:${entry.id}`));
      const restored = from ? publishById(db, from) : undefined;
      return {
        ...entry,
        lines: describeChanges(entry.before_json ? JSON.parse(entry.before_json) : undefined, JSON.parse(entry.after_json), locale, now),
        restoredFrom: restored?.at,
      };
    });
    return c.html(historyPage(context(c), entries, now));
  });

  // Restore asks first: the older status, as of now, in the preview, with its own Publish.
  app.post('/desk/restore/:id', (c) => {
    const entry = /^\d{1,12}$/.test(c.req.param('id')) ? publishById(db, Number(c.req.param('id'))) : undefined;
    if (!entry) return c.html(messagePage(context(c), t(c).history, t(c).restoreGone, ['/desk/history', t(c).history]), 404);
    const now = clock();
    const json = liveJson();
    // The ghats' taps stay as they are now (issue 57): restoring a signal or notices unrecords no departure.
    const { movements } = JSON.parse(json) as StatusFile;
    const restored: Record<string, unknown> = {
      ...(JSON.parse(entry.after_json) as Record<string, unknown>),
      movements,
      updated: dhakaNow(now),
    };
    if (!movements) delete restored.movements;
    const statusJson = `${JSON.stringify(restored, null, 2)}\n`;
    try {
      const checked = validateStatus(restored, 'form', now);
      return c.html(
        previewPage(context(c), {
          statusJson,
          tag: statusTag(json),
          bars: barsFor(checked, now),
          changes: describeChanges(JSON.parse(json), restored, c.get('locale'), now),
          restore: { id: entry.id, at: entry.at },
          now,
        }),
      );
    } catch (error) {
      if (!(error instanceof StatusProblems)) throw error;
      // Under today's rules the old status no longer holds (its signal over, a sailing gone): the form shows why.
      const status = restored as unknown as Parameters<typeof formPage>[1];
      return c.html(formFor(c, { status, problems: placeProblems(error.problems, status, c.get('locale'), now) }), 422);
    }
  });

  /** `restoredFrom`: the publish a Restore brings back; `page`, where given, draws the answer instead of the form (the ghat page: ./ghat.tsx). */
  const publishFromDesk = async (
    c: Context<Env>,
    session: Session,
    bytes: Buffer,
    restoredFrom?: number,
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
      if (restoredFrom !== undefined) setSetting(db, `restored:${id}`, String(restoredFrom));
      queueAlerts(id, result.previous, result.statusJson);
      const notice = fill(t(c).published, { time: formatTime(c.get('locale'), dhakaNow(now).slice(11)) });
      if (page) return c.html(page({ notice }));
      return c.html(formFor(c, { notice }));
    } catch (error) {
      if (!(error instanceof PublishRefused)) throw error;
      if (page) return c.html(page({ problems: error.problems }), 422);
      let status;
      try {
        status = JSON.parse(bytes.toString('utf8')) as Parameters<typeof formPage>[1];
      } catch {
        status = undefined;
      }
      const locale = c.get('locale');
      const live = JSON.parse(liveJson()) as Parameters<typeof formPage>[1];
      try {
        return c.html(formFor(c, { status, problems: placeProblems(error.problems, status ?? live, locale, now) }), 422);
      } catch {
        // A status no desk form makes (fields missing or of other types): the live one, the problems on top.
        return c.html(formFor(c, { problems: placeProblems(error.problems, live, locale, now) }), 422);
      }
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
