import { routeCards } from '../../lib/timetable/view';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, openLanding } from '../support/fixtures';
import { noindexPaths, pagePaths, pages, routes, tag } from '../support/routes';
import { brand, themeColor } from '../../lib/site/brand';
import { localeInfo, localePath, locales, otherLocale } from '../../lib/i18n/locales';
import { routeWords } from '../../content/words/landing';
import { absoluteUrl, pageUrl, previewImage } from '../../lib/seo/site-url';
import { landingStructuredData, serializeJsonLd } from '../../lib/seo/structured-data';

/*
 * What search engines and link previews read: head metadata on every page, the preview image,
 * icons, manifest, sitemap, robots.txt and the landing page's JSON-LD. Absolute URLs point at
 * SITE_URL (the deployed host), so files are fetched from the test server by their path.
 */

type JsonObject = Record<string, unknown>;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk, which always directly follows the signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'PNG signature').toBe(true);
  expect(bytes.toString('ascii', 12, 16), 'first chunk is IHDR').toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The images inside an ICO file, each with the size its directory entry states and its real size. */
function icoImages(bytes: Buffer) {
  expect(bytes.readUInt16LE(0), 'ICO reserved field').toBe(0);
  expect(bytes.readUInt16LE(2), 'ICO type 1 = icon').toBe(1);
  const count = bytes.readUInt16LE(4);
  return Array.from({ length: count }, (_, index) => {
    const entry = 6 + index * 16;
    const stated = bytes.readUInt8(entry) || 256;
    const length = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    return { stated, actual: pngSize(bytes.subarray(offset, offset + length)) };
  });
}

/** Fetches a same-site URL (absolute on SITE_URL or root-relative) from the test server. */
async function fetchSitePath(request: APIRequestContext, url: string) {
  const { pathname, search } = new URL(url, absoluteUrl('/'));
  const response = await request.get(pathname + search);
  expect(response.status(), `${pathname} status`).toBe(200);
  return { contentType: response.headers()['content-type'] ?? '', body: await response.body() };
}

async function metaContent(page: Page, selector: string) {
  const element = page.locator(`head ${selector}`);
  await expect(element, selector).toHaveCount(1);
  return (await element.getAttribute('content')) ?? '';
}

/** The hreflang alternates every language version of a page lists: each language, and x-default (English). */
function expectedAlternates(path: string) {
  return {
    ...Object.fromEntries(locales.map((locale) => [localeInfo[locale].lang, pageUrl(localePath(locale, path))])),
    'x-default': pageUrl(localePath('en', path)),
  };
}

// Read as a crawler that runs no script reads it: what the exported HTML itself says.
test.describe('head tags in the served HTML', () => {
  test.use({ javaScriptEnabled: false });
  for (const { locale, path, route } of pages) {
    const other = otherLocale(locale);
    test(`${tag(locale)} ${route} has its lang, title, description, canonical and hreflang links, Open Graph and Twitter card`, async ({
      page,
      request,
    }) => {
      // The language is in the exported HTML itself, before any script runs.
      const html = await (await request.get(route)).text();
      expect(html, 'lang in the served HTML').toMatch(new RegExp(`^<!DOCTYPE html><html lang="${localeInfo[locale].lang}"[ >]`, 'i'));

      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', localeInfo[locale].lang);

      const title = await page.title();
      expect(title).toContain(brand.name);
      await expect(page.locator('head title')).toHaveCount(1);
      const description = await metaContent(page, 'meta[name="description"]');
      expect(description.length, 'description length').toBeGreaterThan(30);

      const canonical = page.locator('head link[rel="canonical"]');
      await expect(canonical).toHaveCount(1);
      await expect(canonical).toHaveAttribute('href', pageUrl(route));

      // Its twin in each language and x-default (English), the same list on both twins.
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
      expect(Object.fromEntries(alternates)).toEqual(expectedAlternates(path));
      expect(alternates).toHaveLength(locales.length + 1);

      expect(await metaContent(page, 'meta[property="og:title"]')).toBe(title);
      expect(await metaContent(page, 'meta[property="og:description"]')).toBe(description);
      expect(await metaContent(page, 'meta[property="og:url"]')).toBe(pageUrl(route));
      expect(await metaContent(page, 'meta[property="og:site_name"]')).toBe(brand.name);
      expect(await metaContent(page, 'meta[property="og:locale"]')).toBe(localeInfo[locale].ogLocale);
      expect(await metaContent(page, 'meta[property="og:locale:alternate"]')).toBe(localeInfo[other].ogLocale);
      expect(localeInfo.bn.ogLocale).toBe('bn_BD');
      expect(localeInfo.en.ogLocale).toBe('en_GB');
      expect(await metaContent(page, 'meta[property="og:type"]')).toBe('website');
      expect(await metaContent(page, 'meta[property="og:image"]')).toBe(absoluteUrl(previewImage.path));
      expect(await metaContent(page, 'meta[property="og:image:width"]')).toBe('1200');
      expect(await metaContent(page, 'meta[property="og:image:height"]')).toBe('630');
      expect(await metaContent(page, 'meta[property="og:image:type"]')).toBe('image/png');
      expect(await metaContent(page, 'meta[property="og:image:alt"]')).toContain(brand.name);

      expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await metaContent(page, 'meta[name="twitter:title"]')).toBe(title);
      expect(await metaContent(page, 'meta[name="twitter:description"]')).toBe(description);
      expect(await metaContent(page, 'meta[name="twitter:image"]')).toBe(absoluteUrl(previewImage.path));

      // Only the thank-you page is kept out of search results.
      const robots = page.locator('head meta[name="robots"]');
      if (noindexPaths.includes(path)) {
        await expect(robots).toHaveAttribute('content', /noindex/);
      } else {
        await expect(robots).toHaveCount(0);
      }
    });
  }
});

test('the 404 page is in English with its Bangla block, in the served HTML', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/^<!DOCTYPE html><html lang="en"[ >]/i);
  expect(html).toMatch(/<[a-z]+ lang="bn"/);
});

test('every page has its own title and description', async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
  }
  expect(titles.size, [...titles].join(' / ')).toBe(routes.length);
  expect(titles.has(''), 'a page without a title').toBe(false);
  expect(descriptions.size).toBe(routes.length);
});

test('the link-preview image is a 1200x630 PNG', async ({ page, request }) => {
  await openLanding(page);
  const { contentType, body } = await fetchSitePath(request, await metaContent(page, 'meta[property="og:image"]'));
  expect(contentType).toBe('image/png');
  expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
  // A real picture, not a blank: a flat 1200x630 PNG compresses to a few kilobytes.
  expect(body.length).toBeGreaterThan(20_000);
});

test('favicon.ico, the SVG icon and the apple-touch-icon resolve at their stated sizes', async ({ page, request }) => {
  await openLanding(page);
  const iconLinks = page.locator('head link[rel="icon"]');
  const hrefs = await iconLinks.evaluateAll((links) =>
    links.map((link) => ({ href: link.getAttribute('href') ?? '', type: link.getAttribute('type'), sizes: link.getAttribute('sizes') })),
  );

  const ico = hrefs.find((link) => link.href.startsWith('/favicon.ico'));
  expect(ico, 'favicon.ico link').toBeDefined();
  const favicon = await fetchSitePath(request, ico!.href);
  expect(favicon.contentType).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const images = icoImages(favicon.body);
  expect(images.map((image) => image.stated)).toEqual([16, 32, 48]);
  for (const { stated, actual } of images) expect(actual).toEqual({ width: stated, height: stated });
  // Browsers that ignore <link> ask for /favicon.ico at the root.
  expect((await fetchSitePath(request, '/favicon.ico')).body.equals(favicon.body)).toBe(true);

  const svg = hrefs.find((link) => link.type === 'image/svg+xml');
  expect(svg, 'SVG icon link').toBeDefined();
  const svgIcon = await fetchSitePath(request, svg!.href);
  expect(svgIcon.contentType).toMatch(/^image\/svg\+xml/);
  expect(svgIcon.body.toString('utf8')).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);

  const apple = page.locator('head link[rel="apple-touch-icon"]');
  await expect(apple).toHaveCount(1);
  await expect(apple).toHaveAttribute('sizes', '180x180');
  const appleIcon = await fetchSitePath(request, (await apple.getAttribute('href'))!);
  expect(appleIcon.contentType).toBe('image/png');
  expect(pngSize(appleIcon.body)).toEqual({ width: 180, height: 180 });
});

test('the web app manifest names the brand and lists icons that exist at their sizes', async ({ page, request }) => {
  await openLanding(page);
  const link = page.locator('head link[rel="manifest"]');
  await expect(link).toHaveCount(1);
  const { contentType, body } = await fetchSitePath(request, (await link.getAttribute('href'))!);
  expect(contentType).toMatch(/^application\/(manifest\+)?json/);
  const manifest = JSON.parse(body.toString('utf8')) as JsonObject & {
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };

  expect(manifest.name).toBe(brand.name);
  expect(manifest.short_name).toBe(brand.shortName);
  expect(manifest.theme_color).toBe('#0e5f59');
  expect(manifest.theme_color).toBe(themeColor);
  expect(await metaContent(page, 'meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toBe(themeColor);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.start_url).toBe('/');

  const pngSizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
  expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const file = await fetchSitePath(request, icon.src);
    expect(file.contentType.split(';')[0]).toBe(icon.type);
    if (icon.type === 'image/png') {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(file.body), icon.src).toEqual({ width, height });
    }
  }
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
});

test('sitemap.xml lists every indexed page of both languages with its alternates, and robots.txt names it', async ({ request }) => {
  const sitemap = await fetchSitePath(request, '/sitemap.xml');
  expect(sitemap.contentType).toMatch(/xml/);
  const xml = sitemap.body.toString('utf8');
  expect(xml).toMatch(
    /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/,
  );
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
    const body = match[1] ?? '';
    return {
      loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
      alternates: Object.fromEntries(
        [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/>/g)].map((link) => [link[1], link[2]]),
      ),
    };
  });
  // Every page but the noindex ones, in every language: a new page must be added to the sitemap too.
  const indexable = pages.filter((page) => !noindexPaths.includes(page.path));
  expect(entries.map((entry) => entry.loc).sort()).toEqual(indexable.map((page) => pageUrl(page.route)).sort());
  expect(entries.some((entry) => /thank|404|not-found/.test(entry.loc))).toBe(false);
  for (const { path, route } of indexable) {
    const entry = entries.find((candidate) => candidate.loc === pageUrl(route))!;
    expect(entry.alternates, `${route} alternates`).toEqual(expectedAlternates(path));
  }
  // Every listed page is a route the export serves, with that very URL as its canonical link.
  for (const { route } of indexable) {
    expect(routes).toContain(route);
    const html = await (await request.get(route)).text();
    expect(html).toContain(`<link rel="canonical" href="${pageUrl(route)}"/>`);
  }
  expect(pagePaths.length).toBeGreaterThan(noindexPaths.length);

  const robots = await fetchSitePath(request, '/robots.txt');
  expect(robots.contentType).toMatch(/^text\/plain/);
  const text = robots.body.toString('utf8');
  expect(text).toMatch(/^User-Agent: \*$/m);
  expect(text).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
  // Nothing is blocked: a crawler must be able to fetch /thank to read its noindex.
  expect(text).not.toMatch(/^Disallow: \/\S*$/m);
});

for (const locale of locales) {
  const home = localePath(locale, '/');
  const routeText = routeWords(locale);
  test(`${tag(locale)} the landing page JSON-LD parses, names its language and agrees with the brand and the route cards shown`, async ({
    page,
    request,
  }) => {
    // In the served HTML, for crawlers that run no script.
    const html = await (await request.get(home)).text();
    expect(html.match(/<script type="application\/ld\+json">/g) ?? [], `JSON-LD in the HTML of ${home}`).toHaveLength(1);

    await openLanding(page, home);
    const scripts = page.locator('head script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const raw = (await scripts.textContent()) ?? '';
    const data = JSON.parse(raw) as { '@context': string; '@graph': JsonObject[] };
    expect(data['@context']).toBe('https://schema.org');
    expect(data).toEqual(landingStructuredData(locale));

    const webPage = data['@graph'].find((node) => node['@type'] === 'WebPage')!;
    expect(webPage).toMatchObject({ url: pageUrl(home), inLanguage: localeInfo[locale].lang });

    const operator = data['@graph'].find((node) => node['@type'] === 'LocalBusiness')!;
    expect(operator).toMatchObject({
      name: brand.name,
      url: pageUrl(home),
      telephone: brand.phone.e164,
      email: brand.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: brand.address.street,
        addressLocality: 'Barishal',
        postalCode: brand.address.postalCode,
        addressCountry: brand.address.countryCode,
      },
    });
    expect(operator.address).toMatchObject({ addressLocality: brand.address.locality });
    expect(webPage.about).toEqual({ '@id': operator['@id'] });
    const logo = await fetchSitePath(request, operator.logo as string);
    expect(logo.contentType).toBe('image/png');
    expect(pngSize(logo.body).width).toBeGreaterThanOrEqual(112);

    // What the JSON-LD says is what the visitor reads.
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: brand.email }).first()).toBeVisible();
    await expect(main.locator(`a[href="tel:${brand.phone.e164}"]`).first()).toBeVisible();

    const trips = data['@graph'].filter((node) => node['@type'] === 'BoatTrip');
    const cards = routeCards(locale);
    expect(trips).toHaveLength(cards.length);
    const routesSection = page.locator('#routes');
    for (const [index, card] of cards.entries()) {
      const trip = trips[index] ?? {};
      expect(trip).toMatchObject({
        name: `${card.from} ${routeText.to} ${card.to}`,
        departureBoatTerminal: { '@type': 'BoatTerminal', name: card.fromTerminal },
        arrivalBoatTerminal: { '@type': 'BoatTerminal', name: card.toTerminal },
        provider: { '@id': operator['@id'] },
      });
      await expect(routesSection.getByRole('heading', { name: trip.name as string })).toBeVisible();
      await expect(routesSection.getByText(`${card.fromTerminal} ${routeText.to} ${card.toTerminal}`)).toBeVisible();
    }
  });
}

test('JSON-LD escapes "<" so content cannot close its script element', async () => {
  const hostile = {
    '@context': 'https://schema.org' as const,
    '@graph': [{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }],
  };
  const body = serializeJsonLd(hostile);
  expect(body).not.toContain('<');
  expect(body).toContain('\\u003c/script>');
  expect(JSON.parse(body)).toEqual(hostile);
});
