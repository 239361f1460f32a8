import AxeBuilder from '@axe-core/playwright';
import { createECDH } from 'node:crypto';
import type { Page } from '@playwright/test';
import { dictionary, fillCopy } from '../../lib/words/copy';
import { formatList } from '../../lib/i18n/format';
import type { Locale } from '../../lib/i18n/locales';
import { timetable } from '../../lib/timetable/model';
import { routeName } from '../../lib/timetable/view';
import { test, expect, rememberAgeAnswer } from '../support/fixtures';

/** SCREENSHOTS=1 writes the alert controls' pictures into docs/screenshots/, as bar.spec.ts does; a plain run leaves the docs alone. */
const documentationShot = (page: Page, file: string) =>
  process.env.SCREENSHOTS === '1' ? page.screenshot({ path: `docs/screenshots/${file}` }) : Promise.resolve();

/*
 * Push alerts in the browser (issue 44): the alert buttons and their states at a phone's width in
 * both languages, where they do not appear, and the service worker showing a push and opening the
 * status page. Headless Chromium cannot reach a real push service, so the page's
 * pushManager.subscribe is replaced by one returning the test's subscription, and the desk's two
 * endpoints are answered by the test (the desk's side is e2e/push/alerts.spec.ts). The push itself
 * reaches the service worker through the DevTools protocol, as a push service would deliver it.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, permissions: ['notifications'] });

/** A VAPID public key as the desk's push.json gives it (any P-256 point will do for the page). */
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const deskKey = ecdh.getPublicKey().toString('base64url');

type Sent = { path: string; body: { routes?: string[]; language?: string; endpoint?: string; movements?: boolean } };

/** Serves push.json with a key, answers the desk's endpoints, and fakes the browser's push subscription. */
async function withDesk(page: Page, key: string | null = deskKey): Promise<Sent[]> {
  const sent: Sent[] = [];
  // On the context, not the page: once the service worker controls the page, it makes the fetches.
  await page.context().route('**/push.json', (route) => route.fulfill({ json: { key } }));
  await page.context().route('**/desk/push/*', async (route) => {
    const request = route.request();
    sent.push({ path: new URL(request.url()).pathname, body: request.postDataJSON() as Sent['body'] });
    await route.fulfill(
      request.url().endsWith('/subscribe') ? { json: { routes: (request.postDataJSON() as Sent['body']).routes } } : { status: 204 },
    );
  });
  await page.addInitScript((key) => {
    if (!('PushManager' in window)) return;
    // The browser keeps a subscription across pages: so does the fake, for the tab's session.
    const kept = 'test-push-subscription';
    const bytes = Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/test-subscription',
      options: { applicationServerKey: bytes.buffer, userVisibleOnly: true },
      toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: 'BPe', auth: 'YXV0aA' } }),
      unsubscribe: async () => {
        sessionStorage.removeItem(kept);
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      sessionStorage.setItem(kept, '1');
      return subscription;
    };
    PushManager.prototype.getSubscription = async () => (sessionStorage.getItem(kept) ? subscription : null);
  }, key ?? deskKey);
  await rememberAgeAnswer(page);
  return sent;
}

const words = (locale: Locale) => dictionary(locale).alerts;
const prefix = (locale: Locale) => (locale === 'bn' ? '/bn' : '');
const name = (locale: Locale, id: string) =>
  routeName(
    locale,
    timetable.routes.find((route) => route.id === id)!,
  );

for (const locale of ['en', 'bn'] as const) {
  test(`${locale}: following two routes from /status, the timetable showing them on, and turning them off`, async ({ page }) => {
    const sent = await withDesk(page);
    const t = words(locale);
    const [first, second] = [name(locale, 'dhaka-barishal'), name(locale, 'barishal-bhola')];
    await page.goto(`${prefix(locale)}/status`);
    const section = page.getByRole('region', { name: t.heading });
    await expect(section).toBeVisible();
    await section.getByRole('button', { name: fillCopy(locale, t.follow, { route: first }) }).click();
    await expect(section.getByText(fillCopy(locale, t.on, { route: first }))).toBeVisible();
    await expect(section.getByRole('button', { name: fillCopy(locale, t.follow, { route: first }) })).toBeHidden();
    await expect(section.getByRole('button', { name: fillCopy(locale, t.offLabel, { route: first }) })).toBeFocused();
    expect(sent.at(-1)).toEqual({
      path: '/desk/push/subscribe',
      body: expect.objectContaining({
        routes: ['dhaka-barishal'],
        language: locale,
        endpoint: expect.stringContaining('fcm.googleapis.com'),
      }),
    });

    await section.getByRole('button', { name: fillCopy(locale, t.follow, { route: second }) }).click();
    await expect(section.getByText(fillCopy(locale, t.on, { route: second }))).toBeVisible();
    expect(sent.at(-1)!.body.routes).toEqual(['dhaka-barishal', 'barishal-bhola']);
    const list = formatList(locale, [first, second]);
    await expect(section.getByText(t.following.replace('{routes}', list))).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await documentationShot(page, `alerts-status-${locale}.png`);
    // Both states at once, in both schemes: WCAG 2.2 AA, contrast included (issue 48's dark theme).
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const results = await new AxeBuilder({ page })
        .include('[data-alerts]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((violation) => `${colorScheme}: ${violation.id}`)).toEqual([]);
    }
    await documentationShot(page, `alerts-status-${locale}-dark.png`);
    await page.emulateMedia({ colorScheme: 'light' });

    // The timetable knows: Dhaka – Barishal's block says it is on, Barishal – Mehendiganj offers it.
    await page.goto(`${prefix(locale)}/timetable`);
    const block = page.locator('#dhaka-barishal');
    await expect(block.getByText(fillCopy(locale, t.on, { route: first }))).toBeVisible();
    await expect(
      page
        .locator('#barishal-mehendiganj')
        .getByRole('button', { name: fillCopy(locale, t.follow, { route: name(locale, 'barishal-mehendiganj') }) }),
    ).toBeVisible();
    await block.getByRole('button', { name: fillCopy(locale, t.offLabel, { route: first }) }).click();
    await expect(block.getByRole('button', { name: fillCopy(locale, t.follow, { route: first }) })).toBeVisible();
    expect(sent.at(-1)!.body.routes).toEqual(['barishal-bhola']);
    await documentationShot(page, `alerts-timetable-${locale}.png`);

    // The last route off: the desk is told to forget the subscription.
    await page
      .locator('#barishal-bhola')
      .getByRole('button', { name: fillCopy(locale, t.offLabel, { route: second }) })
      .click();
    await expect(
      page.locator('#barishal-bhola').getByRole('button', { name: fillCopy(locale, t.follow, { route: second }) }),
    ).toBeVisible();
    expect(sent.at(-1)).toEqual({ path: '/desk/push/unsubscribe', body: { endpoint: expect.stringContaining('fcm.googleapis.com') } });
  });
}

test('"when it leaves and arrives": off until ticked, sent with the routes, kept on the phone, and put back when the desk cannot take it', async ({
  page,
  consoleProblems,
}) => {
  const sent = await withDesk(page);
  const t = words('en');
  const route = timetable.routes[0]!;
  await page.goto('/status');
  const section = page.getByRole('region', { name: t.heading });
  const box = section.getByRole('checkbox', { name: t.movements });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAccessibleDescription(t.movementsHint);
  // Ticked before any route is on: nothing is sent yet; it goes with the first route.
  await box.check();
  expect(sent).toEqual([]);
  await section.getByRole('button', { name: fillCopy('en', t.follow, { route: name('en', route.id) }) }).click();
  await expect(section.getByText(fillCopy('en', t.on, { route: name('en', route.id) }))).toBeVisible();
  expect(sent.at(-1)!.body).toEqual(expect.objectContaining({ routes: [route.id], movements: true }));
  // Kept on the phone: the next visit shows it ticked.
  await page.reload();
  await expect(box).toBeChecked();
  // Unticked with a route on: the desk is told at once.
  await box.uncheck();
  await expect.poll(() => sent.at(-1)!.body.movements).toBe(false);
  expect(sent.at(-1)!.body.routes).toEqual([route.id]);
  // The desk cannot take it: the box goes back, and the passenger is told.
  await page.context().unroute('**/desk/push/*');
  await page.context().route('**/desk/push/*', (request) => request.fulfill({ status: 503, json: { error: 'Alerts are turned off.' } }));
  // A click, not check(): the box is meant not to stay ticked.
  await box.click();
  await expect(section.getByText(t.failed)).toBeVisible();
  await expect(box).not.toBeChecked();
  // Chromium logs the desk's refusal as a failed resource: that refusal is the point of this step.
  const refused = consoleProblems.filter((problem) => problem.includes('status of 503'));
  expect(refused).toHaveLength(1);
  consoleProblems.splice(consoleProblems.indexOf(refused[0]!), 1);
});

test('no button without a desk (push.json has no key) or without Web Push, and nothing asked of the desk', async ({ page }) => {
  const sent = await withDesk(page, null);
  await page.goto('/status');
  const status = page.waitForResponse('**/push.json');
  await status;
  await page.waitForTimeout(300);
  await expect(page.locator('[data-alerts]')).toBeHidden();
  await expect(page.locator('[data-alert-route]').first()).toBeHidden();

  const page2 = await page.context().newPage();
  await page2.addInitScript(() => delete (window as { PushManager?: unknown }).PushManager);
  await page2.route('**/push.json', (route) => route.fulfill({ json: { key: deskKey } }));
  await page2.goto('/timetable');
  await page2.waitForLoadState('networkidle');
  await expect(page2.locator('[data-alert-route]').first()).toBeHidden();
  expect(sent).toEqual([]);
});

test('the service worker shows a pushed alert in its language and opens the status page when it is tapped', async ({ page }) => {
  await rememberAgeAnswer(page);
  await page.goto('/timetable');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((entry) => !entry.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const message = {
    title: 'বরিশাল – ভোলা',
    body: 'এমভি নদীপথ, বরিশাল – ভোলা, আগামীকাল সকাল ৭:৩০: বাতিল। সর্বশেষ অবস্থা দেখতে ছুঁয়ে দিন।',
    lang: 'bn',
    url: '/bn/status',
    tag: 'alerts-barishal-bhola',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data: JSON.stringify(message) });
  const shown = async () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        lang: n.lang,
        tag: n.tag,
      })),
    );
  await expect.poll(shown, { timeout: 15_000 }).toEqual([{ title: message.title, body: message.body, lang: 'bn', tag: message.tag }]);

  // A newer alert for the same routes replaces the older one (one tag per route set).
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registration,
    data: JSON.stringify({ ...message, body: 'আরও খবর' }),
  });
  await expect.poll(async () => (await shown()).map((n) => n.body), { timeout: 15_000 }).toEqual(['আরও খবর']);

  // The tap: a headless browser has no notification to tap, so the worker's own click handler is
  // run with the notification it showed, and what it opens is recorded.
  const worker = page.context().serviceWorkers()[0]!;
  const opened = await worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; clients: object; dispatchEvent: (event: Event) => boolean };
    const [notification] = await scope.registration.getNotifications();
    let url = '';
    (scope.clients as { openWindow: (href: string) => Promise<null> }).openWindow = async (href: string) => ((url = href), null);
    let done: Promise<unknown> = Promise.resolve();
    const event = Object.assign(new Event('notificationclick'), {
      notification,
      waitUntil: (promise: Promise<unknown>) => (done = promise),
    });
    scope.dispatchEvent(event);
    await done;
    return { url, left: (await scope.registration.getNotifications()).length };
  });
  expect(opened).toEqual({ url: `${origin}/bn/status`, left: 0 });
});
