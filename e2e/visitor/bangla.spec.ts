import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { checkedWeights, family, fullFontFile } from '../../scripts/build/bengali-font';
import { brand, siteConfig } from '../../lib/site/brand';
import { AGE_CONFIRMED_KEY, AGE_CONFIRMED_VALUE } from '../../lib/site/constants';
import { dictionary } from '../../lib/words/copy';
import { localeInfo } from '../../lib/i18n/locales';
import { landingContent } from '../../content/words/landing';
import { machineNames, openDataFiles } from '../../lib/open-data/datasets';
import { afterNextFrames, blockedWorkerNote, drawEveryBlock, expect, openLanding, test, waitForHydration } from '../support/fixtures';
import { browserWithInstalledBengaliFont } from '../support/installed-font-browser';
import { chromiumLaunchOptions } from '../support/chromium';
import { switchFontUrl } from '../../components/RootDocument';
import { pagesIn, tag, unknownPaths } from '../support/routes';

/*
 * The Bangla pages are really in Bangla: their text is Bengali script (names, the brand, e-mail
 * addresses and the storage key the policies name excepted), their numbers use Bangla digits, and
 * they are drawn with the shipped Noto Sans Bengali, not the machine's fallback boxes (the test
 * machines have no Bengali font of their own).
 */

/** Words a Bangla page may keep in Latin letters: names, the brand, e-mail addresses, the storage key. */
const allowedLatin = [
  siteConfig.siteName,
  brand.name,
  brand.shortName,
  brand.email,
  siteConfig.contactEmail,
  AGE_CONFIRMED_KEY,
  AGE_CONFIRMED_VALUE,
  localeInfo.en.name,
  ...landingContent.team.members.map((member) => member.name.en),
  ...landingContent.reviews.items.map((review) => review.name.en),
  // The status and open-data pages name the files and standards as machines know them.
  'status.json',
  ...machineNames,
  ...openDataFiles('bn').flatMap((file) => [file.format, ...file.links.filter((link) => !link.label).map((link) => link.href)]),
].sort((a, b) => b.length - a.length);

/** The page's text as a reader meets it: the title, the description and everything in the body but scripts. */
const pageText = (page: Page) =>
  page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const el of body.querySelectorAll('script, style, noscript, template')) el.remove();
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    return {
      head: `${document.title} ${description}`,
      main: document.querySelector('main')?.textContent ?? '',
      body: body.textContent ?? '',
    };
  });

function script(text: string) {
  let rest = text;
  for (const word of allowedLatin) rest = rest.split(word).join(' ');
  const bengali = rest.match(/[\u0980-\u09ff]/g)?.length ?? 0;
  const latin = rest.match(/[A-Za-z]/g)?.length ?? 0;
  return { bengali, latin, share: bengali / Math.max(1, bengali + latin), words: [...new Set(rest.match(/[A-Za-z][A-Za-z'-]*/g) ?? [])] };
}

/** Fonts fetched by the page: their URL and status. */
function recordFonts(page: Page) {
  const fonts: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push({ url: response.url(), status: response.status() });
  });
  return fonts;
}

/** Waits for the Bengali faces the page uses to load, and returns every face of the family with its state. */
async function bengaliFaces(page: Page, heading: string) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(
    ([name, selector]) => {
      const faces = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === name);
      return {
        faces: faces.map((face) => ({ weight: face.weight, status: face.status })),
        regular: document.fonts.check(`16px "${name}"`, 'বাংলা'),
        bold: document.fonts.check(`700 16px "${name}"`, 'বাংলা'),
        // The font a Bangla heading is set in, as the style sheet asks for it.
        headingFamily: getComputedStyle(document.querySelector(selector)!).fontFamily,
      };
    },
    [family, heading] as const,
  );
}

/**
 * The fonts Chromium actually drew an element's text with (DevTools protocol), with glyph counts.
 * A face can be loaded and still not be drawn (font-display: optional past its moment); this is
 * what the reader sees.
 */
async function drawnFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  // The text as rendered (collapsed spaces): spaces and punctuation may come from the system face.
  const text = await page.locator(selector).first().innerText();
  await cdp.detach();
  return { fonts, otherCharacters: text.replace(/[\u0980-\u09ff\n]/g, '').length };
}

/** Every Bengali glyph of the element is drawn with the shipped face: no fallback boxes. */
async function expectDrawnWithShippedFont(page: Page, selector: string) {
  await expect
    .poll(
      async () => {
        const { fonts, otherCharacters } = await drawnFonts(page, selector);
        const shipped = fonts.filter((font) => font.familyName === family);
        const others = fonts.filter((font) => font.familyName !== family).reduce((sum, font) => sum + font.glyphCount, 0);
        // Only what is not Bengali (punctuation, Latin) may come from another face.
        return shipped.length > 0 && shipped.every((font) => font.isCustomFont) && others <= otherCharacters
          ? 'drawn with the shipped face'
          : JSON.stringify(fonts);
      },
      { message: `${selector} drawn with ${family}` },
    )
    .toBe('drawn with the shipped face');
}

/**
 * This file alone runs on the full browser, not the suite's headless shell: the comparison below
 * asks how a phone's Chrome draws the cut against the full face, and the shell, an older renderer,
 * measures the full face loaded from bytes up to 5 % narrower than the cut where the full browser
 * measures the two alike (27 November 2026).
 */
test.use({ launchOptions: chromiumLaunchOptions('full') });

/** The package's full variable face, as base64, for the page to load beside the shipped cut. */
const fullFace = readFileSync(fullFontFile).toString('base64');

/**
 * Where Chromium draws the page's Bangla text differently with the full face than with the cut
 * the site ships (scripts/build/bengali-font.ts): the build checks the cut with HarfBuzz, this with the
 * browser's own shaper and its own handling of the weight axis. Every text node with Bengali
 * letters is measured (its line boxes' widths), then each shipped rule is overridden by the full
 * face with the same descriptors (a face added to document.fonts comes after the stylesheet's),
 * and measured again.
 */
async function drawnUnlikeFullFace(page: Page) {
  return page.evaluate(
    async ([name, face64]) => {
      const measure = () => {
        const sizes = new Map<Text, string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          if (!/[\u0980-\u09ff]/.test(node.data) || !node.parentElement?.checkVisibility()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          sizes.set(node, [...range.getClientRects()].map((rect) => rect.width.toFixed(2)).join(' '));
        }
        return sizes;
      };
      const shipped = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === name);
      const cut = measure();
      const bytes = Uint8Array.from(atob(face64), (char) => char.charCodeAt(0));
      for (const face of shipped) {
        const full = new FontFace(name, bytes, { weight: face.weight, style: face.style, unicodeRange: face.unicodeRange });
        document.fonts.add(await full.load());
      }
      const whole = measure();
      const differences = [...cut]
        .filter(([node, size]) => whole.get(node) !== size)
        .map(([node, size]) => `${node.data.trim().slice(0, 40)}: ${size} / ${whole.get(node)}`);
      return { measured: cut.size, faces: shipped.map((face) => face.weight), differences };
    },
    [family, fullFace] as const,
  );
}

/** Both rules (regular, and medium to black) of the shipped font are loaded, used, and came from our origin. */
async function expectShippedFont(
  page: Page,
  fonts: { url: string; status: number }[],
  origin: string,
  heading = 'h1',
  paragraph = 'main p',
) {
  await expect
    .poll(async () => (await bengaliFaces(page, heading)).faces.filter((face) => face.status === 'loaded').length, {
      message: `loaded ${family} faces`,
    })
    .toBeGreaterThanOrEqual(2);
  const state = await bengaliFaces(page, heading);
  expect(
    state.faces.every((face) => face.status === 'loaded'),
    JSON.stringify(state.faces),
  ).toBe(true);
  expect(state.regular, `${family} 400 ready for Bangla`).toBe(true);
  expect(state.bold, `${family} 700 ready for Bangla`).toBe(true);
  expect(state.headingFamily).toContain(family);
  // Drawn, not only loaded: the heading (bold) and the first paragraph of the main text (regular).
  await expectDrawnWithShippedFont(page, heading);
  await expectDrawnWithShippedFont(page, paragraph);
  // Fetched from our own origin (never a font CDN), as woff2, once: both rules name the one file.
  const woff2 = fonts.filter((font) => new URL(font.url).pathname.endsWith('.woff2'));
  expect(
    woff2.map((font) => new URL(font.url).pathname),
    'woff2 files fetched',
  ).toEqual([expect.stringMatching(/^\/_next\/static\/media\/noto-sans-bengali\.[^/]+\.woff2$/)]);
  for (const font of fonts) {
    expect(new URL(font.url).origin, font.url).toBe(origin);
    expect(font.status, font.url).toBe(200);
  }
}

test.describe(`${tag('bn')} pages are in Bangla`, () => {
  // The server's HTML, as a reader without scripts gets it; the font loads all the same.
  test.use({ javaScriptEnabled: false });

  for (const { route } of pagesIn('bn')) {
    test(`${route}: Bengali script, Bangla digits and the shipped font`, async ({ page, baseURL }) => {
      const fonts = recordFonts(page);
      await page.goto(route);
      const text = await pageText(page);

      for (const [part, content] of Object.entries({ 'title and description': text.head, main: text.main })) {
        const found = script(content);
        expect(found.bengali, `${part}: Bengali letters`).toBeGreaterThan(0);
        // Overwhelmingly Bengali: any Latin word left over is an untranslated text.
        expect(found.share, `${part}: Latin words left: ${found.words.join(' ')}`).toBeGreaterThanOrEqual(0.99);
      }
      // Numbers are written in Bangla digits everywhere on the page (tel: links stay E.164 in their href).
      const latinNumbers = text.body.match(/[^\s]*[0-9][^\s]*/g) ?? [];
      expect(latinNumbers, 'numbers in Latin digits').toEqual([]);
      // ...and so are the numbers CSS counts (the badges of numbered cards and steps, list markers).
      const counters = await page
        .locator('.numbered > li')
        .evaluateAll((items) => items.map((item) => getComputedStyle(item, '::before').content));
      for (const content of counters) expect(content, 'a CSS counter').toContain('bengali');
      const listStyles = await page.locator('ol').evaluateAll((lists) => lists.map((list) => getComputedStyle(list).listStyleType));
      expect(
        listStyles.filter((style) => /decimal/.test(style)),
        'list numbers in Latin digits',
      ).toEqual([]);

      // No letter spacing on Bangla text: it pulls vowel signs away from their consonants.
      const spaced = await page.evaluate(() =>
        [...document.querySelectorAll('body *')]
          .filter((element) =>
            [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /[\u0980-\u09ff]/.test(node.textContent ?? '')),
          )
          .filter((element) => !['normal', '0px'].includes(getComputedStyle(element).letterSpacing))
          .map((element) => `${element.tagName.toLowerCase()}: ${getComputedStyle(element).letterSpacing}`),
      );
      expect(spaced, 'Bangla text with letter spacing').toEqual([]);

      await expectShippedFont(page, fonts, new URL(baseURL!).origin);
      await drawEveryBlock(page);
      const drawn = await drawnUnlikeFullFace(page);
      expect(drawn.faces, 'shipped rules replaced').toEqual(['400', '500 900']);
      expect(drawn.measured, 'Bangla text nodes measured').toBeGreaterThan(10);
      expect(drawn.differences, 'text drawn unlike the full face').toEqual([]);
    });
  }

  test('the bilingual 404 page draws its Bangla block with the shipped font', async ({ page, baseURL }) => {
    const fonts = recordFonts(page);
    const response = await page.goto(unknownPaths.bn);
    expect(response?.status()).toBe(404);
    const block = page.locator('[lang="bn"]').filter({ hasText: dictionary('bn').notFound.title });
    await expect(block).toBeVisible();
    expect(script((await block.textContent()) ?? '').share).toBeGreaterThanOrEqual(0.99);
    await expectShippedFont(page, fonts, new URL(baseURL!).origin, '[lang="bn"] h2', '[lang="bn"] p');
  });

  test(`${tag('en')} pages draw the language switch's "বাংলা" with its 1 KB subset, not boxes`, async ({ page }) => {
    await page.goto('/');
    // Chromium names the font by its own name table: the subset is cut from Noto Sans Bengali, and
    // English pages declare no other Bengali web font.
    await expect
      .poll(async () =>
        (await drawnFonts(page, 'a.lang-switch')).fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`),
      )
      .toEqual([`${family} (web font)`]);
  });
});

test.describe(`${tag('bn')} ${tag('en')} a web font is downloaded only by a device that lacks the face`, () => {
  /** The font preloads on the page: the probe at the top of <head> adds one when the device lacks the face. */
  const fontPreloads = (page: Page) =>
    page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  /** Each language's landing page, the face it preloads, and an element drawn with it. */
  const pages = [
    { route: '/bn', font: /^\/_next\/static\/media\/noto-sans-bengali\.[^/]+\.woff2$/, drawn: 'main p' },
    { route: '/', font: new RegExp(`^${switchFontUrl.replace(/[.]/g, '\\.')}$`), drawn: 'a.lang-switch' },
  ];

  test('without a Bengali font of its own, each page asks for its face while it is parsed, once', async ({ page, baseURL }) => {
    for (const { route, font } of pages) {
      const fonts = recordFonts(page);
      await page.goto(route);
      await waitForHydration(page);
      await afterNextFrames(page);
      expect(await fontPreloads(page), `${route}: font preloads`).toEqual([expect.stringMatching(font)]);
      if (route === '/bn') await expectShippedFont(page, fonts, new URL(baseURL!).origin);
    }
  });

  test('with Noto Sans Bengali installed, as on most Android phones, no page downloads a font and each draws the installed one', async ({
    playwright,
    launchOptions,
    baseURL,
  }) => {
    const { browser, close } = await browserWithInstalledBengaliFont(playwright, launchOptions);
    try {
      const page = await browser.newPage({ baseURL });
      const problems: string[] = [];
      page.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== blockedWorkerNote)
          problems.push(message.text());
      });
      // Requests, not responses: a font asked for and aborted counts too.
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') requested.push(request.url());
      });
      for (const { route, drawn } of pages) {
        await page.goto(route);
        // After hydration too: React adds the preloads its payload hints at when it hydrates.
        await waitForHydration(page);
        await afterNextFrames(page);
        await page.evaluate(() => document.fonts.ready);
        // Every rule was served by the installed face: nothing was fetched or preloaded.
        expect(requested, route).toEqual([]);
        expect(await fontPreloads(page), route).toEqual([]);
        const { fonts: used, otherCharacters } = await drawnFonts(page, drawn);
        const bengali = used.filter((font) => font.familyName === family);
        expect(bengali.length, `${route}: ${JSON.stringify(used)}`).toBeGreaterThan(0);
        // The installed face, not the cut: Chromium reports a downloaded face as a custom font.
        expect(
          bengali.every((font) => !font.isCustomFont),
          `${route}: ${JSON.stringify(used)}`,
        ).toBe(true);
        expect(
          used.filter((font) => font.familyName !== family).reduce((sum, font) => sum + font.glyphCount, 0),
          route,
        ).toBeLessThanOrEqual(otherCharacters);
      }
      const faces = await page.evaluate(() => [...document.fonts].map((face) => `${face.family.replace(/["']/g, '')} ${face.status}`));
      expect(faces, 'the switch face on /').toContain('Bangla Switch loaded');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

test(`${tag('bn')} every weight from 400 to 900 is drawn at its own weight, not as regular or bold`, async ({ page }) => {
  await page.goto('/bn');
  // One variable face serves them all (scripts/build/bengali-font.ts): heavier, each word is wider.
  const widths = await page.evaluate(
    async ([name, weights]) => {
      const word = 'নদীপথে লঞ্চ সেবা';
      const measured: number[] = [];
      for (const weight of weights) {
        const span = document.createElement('span');
        span.textContent = word;
        span.style.cssText = `position:absolute;white-space:nowrap;font-size:100px;font-weight:${weight}`;
        document.querySelector('main')!.append(span);
        await document.fonts.load(`${weight} 100px "${name}"`, word);
        measured.push(span.getBoundingClientRect().width);
        span.remove();
      }
      return measured;
    },
    [family, checkedWeights] as const,
  );
  expect(widths).toHaveLength(checkedWeights.length);
  for (let i = 1; i < widths.length; i += 1)
    expect(widths[i], `${checkedWeights[i]} wider than ${checkedWeights[i - 1]}: ${widths.join(' ')}`).toBeGreaterThan(widths[i - 1]!);
});

test(`${tag('bn')} a name typed in Bangla is drawn with the Bengali face, not boxes`, async ({ page }) => {
  const text = dictionary('bn').account;
  await openLanding(page, '/bn');
  await page.getByRole('banner').getByRole('button', { name: text.register, exact: true }).click();
  // উদ্দিন: a conjunct; ঋ: a letter the site never writes (build-steps checks the cut keeps every letter).
  const typed = 'রহিম উদ্দিন ঋষি';
  await page.getByRole('dialog', { name: text.registerTitle }).getByLabel(text.name, { exact: true }).fill(typed);
  const { fonts } = await drawnFonts(page, 'dialog[open] input[autocomplete="name"]');
  const bengaliGlyphs = fonts
    .filter((font) => font.familyName === family && font.isCustomFont)
    .reduce((sum, font) => sum + font.glyphCount, 0);
  const otherGlyphs = fonts
    .filter((font) => !(font.familyName === family && font.isCustomFont))
    .reduce((sum, font) => sum + font.glyphCount, 0);
  expect(bengaliGlyphs, JSON.stringify(fonts)).toBeGreaterThan(0);
  // Only the two spaces may come from another font.
  expect(otherGlyphs, JSON.stringify(fonts)).toBeLessThanOrEqual(typed.replace(/[\u0980-\u09ff]/g, '').length);
});
