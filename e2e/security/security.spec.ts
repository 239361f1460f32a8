import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import {
  contentSecurityPolicy,
  immutableHeaders,
  liveHeaders,
  livePaths,
  pageHeaders,
  workerHeaders,
  workerPath,
  type Header,
} from '../../deploy/headers';
import { AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE } from '../../lib/site/constants';
import { faqItems } from '../../lib/landing/sections';
import { ageGateText } from '../../lib/words/copy';
import { timetableCopy } from '../../lib/timetable/copy';
import { inlineCode, pageFile, readHtml } from '../../scripts/build/post-build/exported-html';
import { sha256, siteInlineHashes } from '../../scripts/build/post-build/inline-hashes';
import { accessibleExpanded, blockedWorkerNote, expect, openLanding, test as base } from '../support/fixtures';
import { accessLog, nginxOrigin } from '../support/nginx';
import { islandPages, outDir, routes, unknownPath } from '../support/routes';

/*
 * The deployment checks: out/ served by nginx with deploy/nginx.conf (the `security` project in
 * playwright.config.ts starts it on a loopback port). The expected headers come from
 * deploy/headers.ts and the inline code of this build, the same sources the build used.
 */

const csp = contentSecurityPolicy(siteInlineHashes(outDir));
// The English texts the island tests look for (the Bangla islands are tested in the desktop and phone suites).
const AGE_GATE_QUESTION = ageGateText('en').question;
const faq = { items: faqItems('en') };

/** Each expected header exactly once with exactly its value: a second copy would mean a config merge gone wrong. */
function expectHeaders(response: APIResponse, expected: Header[]) {
  const sent = response.headersArray();
  for (const [name, value] of expected) {
    const copies = sent.filter((header) => header.name.toLowerCase() === name.toLowerCase()).map((header) => header.value);
    expect(copies, `${name} on ${response.url()}`).toEqual([value]);
  }
}

type Guards = {
  /** Requests to any origin but the site's own, checked empty after each test. */
  offsiteRequests: string[];
  /** securitypolicyviolation events in any document of the test, checked empty after it. */
  cspViolations: string[];
  /** alert/confirm/prompt dialogs: injected script would show one. Checked empty after each test. */
  dialogs: string[];
};

const test = base.extend<Guards>({
  offsiteRequests: [
    async ({ page }, use) => {
      const offsite: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin !== nginxOrigin) offsite.push(request.url());
      });
      await use(offsite);
      expect(offsite, 'requests leaving the site').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  dialogs: [
    async ({ page }, use) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(`${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      await use(dialogs);
      expect(dialogs, 'dialogs opened by script').toEqual([]);
    },
    { auto: true },
  ],
});

/** Scrolls through the whole page in steps, so fade-in and back-to-top run as a visitor would see them. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(30);
  }
}

/**
 * The page's main content as markup, without the class FadeIn adds to sections below the fold:
 * FadeIn sets it on its own schedule after hydration, and these comparisons are about content.
 */
const mainContent = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const section of copy.querySelectorAll('.fade-pending')) section.classList.remove('fade-pending');
    return copy.innerHTML;
  });

/** The file the export wrote for a route, as every build step finds it (scripts/build/post-build/exported-html.ts). */
const routeFile = (route: string) => pageFile(outDir, route) ?? `${outDir}: no page for ${route}`;

test.describe('headers served by nginx', () => {
  for (const route of routes) {
    test(`${route} and ${route === '/' ? '/index.html' : `${route}/`} are served with every header`, async ({ request }) => {
      const variants = route === '/' ? ['/', '/index.html'] : [route, `${route}/`, `${route}.html`];
      const file = readFileSync(routeFile(route), 'utf8');
      for (const path of variants) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expect(await response.text(), `${path} serves ${route}'s page`).toBe(file);
        expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
        // The status pages are live files: revalidated, at most 30 s in a CDN.
        expectHeaders(response, livePaths.includes(route) ? liveHeaders(csp) : pageHeaders(csp));
      }
    });
  }

  test('the service worker is served revalidated, with every header', async ({ request }) => {
    const response = await request.get(workerPath);
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(readFileSync(join(outDir, 'sw.js'), 'utf8'));
    expectHeaders(response, workerHeaders(csp));
    expect(csp).toContain("worker-src 'self'");
  });

  test('each inline script and style of each page is allowed by the served policy', async ({ request }) => {
    for (const route of routes) {
      const response = await request.get(route);
      const served = response.headers()['content-security-policy'] ?? '';
      const html = await response.text();
      // Data blocks (JSON-LD) are never run, so CSP does not govern them; every other inline
      // script and style must be allowed by hash.
      const bodies = inlineCode(readHtml(html, route)).map(({ text }) => text);
      expect(bodies.length, route).toBeGreaterThan(0);
      for (const body of bodies) expect(served, `${route}: ${body.slice(0, 60)}`).toContain(`'sha256-${sha256(body)}'`);
      expect(served).not.toContain('unsafe-inline');
      expect(served).not.toContain('unsafe-eval');
      expect(served).not.toContain('strict-dynamic');
    }
  });

  test('an unknown path gets the 404 page with status 404 and every header', async ({ request }) => {
    const notFound = readFileSync(join(outDir, '404.html'), 'utf8');
    for (const path of [
      unknownPath,
      `${unknownPath}/`,
      '/no/such/deep/page.html',
      '/_next/static/no-such-chunk.js',
      '/_next/static/',
      '/_headers',
      '/_nginx/page-headers.conf',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toBe(notFound);
      expectHeaders(response, pageHeaders(csp));
    }
  });

  test('content-hashed assets are immutable for a year and compressed', async ({ request }) => {
    // Every /_next/static/ file the landing page names, its after-paint placeholders' too.
    const index = readHtml(readFileSync(join(outDir, 'index.html'), 'utf8'));
    const urls = index.elements.flatMap((element) =>
      ['src', 'href', 'data-src'].map((name) => element.attrs.get(name)?.split('?')[0] ?? ''),
    );
    const assets = [...new Set(urls.filter((url) => url.startsWith('/_next/static/')))];
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      const response = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status(), asset).toBe(200);
      expectHeaders(response, immutableHeaders(csp));
      if (/\.(js|css)$/.test(asset)) expect(response.headers()['content-encoding'], asset).toBe('gzip');
    }
  });

  test('pages are compressed and revalidated, other files too', async ({ request }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers()['content-encoding']).toBe('gzip');
    expect(page.headers()['vary']).toContain('Accept-Encoding');
    const icon = readHtml(readFileSync(join(outDir, 'index.html'), 'utf8'))
      .elements.find((element) => element.tag === 'link' && element.attrs.get('rel') === 'icon')
      ?.attrs.get('href');
    for (const path of [icon!, '/robots.txt', '/sitemap.xml']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectHeaders(response, pageHeaders(csp));
    }
  });

  test('malformed requests are refused, still with the headers, and nothing is injected', async ({ request }) => {
    // %0d%0a would split the response if a redirect or header echoed the decoded path.
    const crlf = await request.get('/thank%0d%0aX-Injected:%201/', { maxRedirects: 0 });
    expect(crlf.headers()['x-injected']).toBeUndefined();
    expect(crlf.status()).toBe(404);
    const nul = await request.get('/thank%00', { maxRedirects: 0 });
    expect(nul.status()).toBe(400);
    expectHeaders(nul, pageHeaders(csp));
    // The client may resolve the dots itself; either way nothing outside out/ is served.
    const traversal = await request.get('/%2e%2e/%2e%2e/etc/passwd', { maxRedirects: 0 });
    expect([400, 404]).toContain(traversal.status());
    expect(await traversal.text()).not.toContain('root:');
    expectHeaders(traversal, pageHeaders(csp));
    expect((await request.get('/', { maxRedirects: 0 })).headers()['server']).toBe('nginx');
  });
});

test.describe('pages under the policy', () => {
  // Every page's inline code is checked against the policy above, without a browser. In the browser,
  // what can break the policy at run time is a page's scripts: one page of each set, in each language.
  for (const { route } of islandPages) {
    test(`${route} runs with no CSP violation and no request off the site`, async ({ page }) => {
      await openLanding(page, route);
      await scrollThrough(page);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      // Give late work (lazy chunks, RSC prefetches of in-view links) time to be blocked or not.
      await page.waitForLoadState('networkidle');
    });
  }

  test('the 404 page runs with no CSP violation', async ({ page }) => {
    // The fixture lets through the document's own 404 console message on this path (missingPaths).
    const response = await page.goto(unknownPath);
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
  });

  test('without JavaScript the <noscript> style still applies', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: nginxOrigin });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.text() !== blockedWorkerNote) problems.push(message.text());
    });
    await page.goto('/timetable');
    // Only the hash of the inline <noscript><style> lets it apply; blocked, the trip finder, which
    // needs scripts, would show.
    await expect(page.locator('#tt-from')).toBeAttached();
    await expect(page.getByRole('heading', { name: timetableCopy.en.finder.title })).toBeHidden();
    expect(problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await context.close();
  });
});

test.describe('islands under the policy', () => {
  test('age gate: Yes closes it and is remembered', async ({ page }) => {
    await page.goto('/');
    const gate = page.getByRole('dialog', { name: AGE_GATE_QUESTION });
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: 'Yes' }).click();
    await expect(gate).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), AGE_CONFIRMED_KEY)).toBe(AGE_CONFIRMED_VALUE);
  });

  test('register and login open and close', async ({ page }) => {
    await openLanding(page);
    for (const [button, name] of [
      ['Register', 'Create an account'],
      ['Login', 'Log in'],
    ] as const) {
      const dialog = page.getByRole('dialog', { name });
      await page.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('phone menu toggles', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect.poll(() => accessibleExpanded(toggle)).toBe(true);
    await expect(nav.getByRole('link', { name: 'Mission' })).toBeVisible();
    await toggle.click();
    await expect.poll(() => accessibleExpanded(toggle)).toBe(false);
    await expect(nav.getByRole('link', { name: 'Mission' })).toBeHidden();
  });

  test('FAQ items toggle', async ({ page }) => {
    await openLanding(page);
    const summary = page.locator('#faq summary').first();
    const answer = page.getByText(faq.items[0]!.answer[0]!);
    await summary.scrollIntoViewIfNeeded();
    await summary.click();
    await expect(answer).toBeVisible();
    await summary.click();
    await expect(answer).toBeHidden();
  });

  test('back-to-top and fade-in', async ({ page }) => {
    await openLanding(page);
    const team = page.locator('section#team');
    await expect(team).toHaveClass(/fade-pending/);
    await team.scrollIntoViewIfNeeded();
    await expect(team).not.toHaveClass(/fade-pending/);
    await expect(team).toHaveCSS('opacity', '1');
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** Strings a careless page might run or render if it echoed input or the URL into the DOM. */
const hostile = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  'javascript:alert(1)',
  '${alert(1)}{{constructor.constructor("alert(1)")()}}',
];
const long = 'A'.repeat(20_000);

test.describe('register and login keep nothing', () => {
  for (const kind of ['Register', 'Login'] as const) {
    test(`${kind}: typed values reach no URL, history, storage, request or server log`, async ({ page }) => {
      const secrets = { name: 'Secret-Name-7Q4', email: 'secret.person.7q4@mail.example', password: 'Secret-Pass-7Q4!' };
      const sent: string[] = [];
      page.on('request', (request) =>
        sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`),
      );
      await openLanding(page);
      await page.getByRole('banner').getByRole('button', { name: kind, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: kind === 'Register' ? 'Create an account' : 'Log in' });
      if (kind === 'Register') await dialog.getByLabel('Name').fill(secrets.name);
      await dialog.getByLabel('Email').fill(secrets.email);
      await dialog.getByLabel('Password').fill(secrets.password);
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: kind === 'Register' ? 'Register' : 'Log in' }).click();
      await expect(page).toHaveURL(`${nginxOrigin}/thank`);
      await page.waitForLoadState('networkidle');

      const kept = await page.evaluate(() => ({
        url: window.location.href,
        history: JSON.stringify(window.history.state),
        local: JSON.stringify({ ...window.localStorage }),
        session: JSON.stringify({ ...window.sessionStorage }),
        cookies: document.cookie,
      }));
      const log = readFileSync(accessLog, 'utf8');
      for (const secret of Object.values(secrets)) {
        for (const [where, text] of Object.entries({ ...kept, requests: sent.join('\n'), 'nginx access log': log })) {
          expect(text, `${secret} in ${where}`).not.toContain(secret);
          expect(text, `${secret} in ${where}`).not.toContain(encodeURIComponent(secret));
        }
      }
    });
  }

  for (const [kind, title] of [
    ['Register', 'Create an account'],
    ['Login', 'Log in'],
  ] as const) {
    test(`${kind}: very long values and markup in every field run nothing and change nothing`, async ({ page }) => {
      test.setTimeout(90_000);
      await openLanding(page);
      const before = await mainContent(page);
      const counts = () =>
        page.evaluate(() => ({
          scripts: document.scripts.length,
          images: document.images.length,
          svgs: document.querySelectorAll('svg').length,
        }));
      const startCounts = await counts();
      await page.getByRole('banner').getByRole('button', { name: kind, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      const fields = await dialog.locator('input:not([type=checkbox])').all();
      await dialog.getByRole('checkbox').check();
      for (const payload of [...hostile, long]) {
        for (const field of fields) await field.fill(payload);
        // The email field refuses these values, so the browser blocks the submit: nothing leaves.
        await dialog.locator('button[type=submit]').click();
        await expect(dialog).toBeVisible();
        for (const field of fields) {
          // The other fields hold the value verbatim, as text, never as markup.
          if ((await field.getAttribute('type')) !== 'email') await expect(field).toHaveValue(payload);
        }
      }
      expect(await mainContent(page)).toBe(before);
      expect(await counts()).toEqual(startCounts);

      // A valid email with markup everywhere else goes to /thank and still runs nothing.
      for (const field of fields) {
        await field.fill((await field.getAttribute('type')) === 'email' ? 'x@mail.example' : hostile[1]! + long);
      }
      await dialog.locator('button[type=submit]').click();
      await expect(page).toHaveURL(`${nginxOrigin}/thank`);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('body')).not.toContainText('alert(1)');
      expect(await page.evaluate(() => document.querySelectorAll('img[src=x], [onerror], [onload]').length)).toBe(0);
    });
  }
});

test.describe('hostile query strings and fragments', () => {
  const suffixes = [
    '?q=<script>alert(1)</script>',
    '?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '?q="><img src=x onerror=alert(1)>',
    '#<img src=x onerror=alert(1)>',
    '#%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
    '#javascript:alert(1)',
    '?%00=%00&q=%00',
    '?__proto__[polluted]=1&constructor[prototype][polluted]=1',
    '?redirect=https://attacker.example/&next=//attacker.example',
    `?q=${'A'.repeat(6000)}`,
    '?q=%E0%A4%A&x=%',
  ];

  // Static pages can only be changed by their scripts: one page of each set, in each language.
  for (const { route } of islandPages) {
    test(`${route} ignores them`, async ({ page }) => {
      await openLanding(page, route);
      const baseline = await mainContent(page);
      const title = await page.title();
      for (const suffix of suffixes) {
        await openLanding(page, `${route}${suffix}`);
        expect(new URL(page.url()).origin, suffix).toBe(nginxOrigin);
        expect(new URL(page.url()).pathname, suffix).toBe(route);
        expect(await mainContent(page), suffix).toBe(baseline);
        expect(await page.title(), suffix).toBe(title);
        expect(await page.evaluate(() => ({}) as Record<string, unknown>), suffix).not.toHaveProperty('polluted');
        expect(await page.evaluate(() => document.querySelectorAll('img[src=x], [onerror], [onload]').length), suffix).toBe(0);
      }
    });
  }

  test('a query too long for nginx is refused, not served', async ({ request }) => {
    const response = await request.get(`/?q=${'A'.repeat(20_000)}`);
    expect(response.status()).toBe(414);
  });
});
