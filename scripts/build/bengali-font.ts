// A build step (`npm run build` and `npm run dev` run it before Next): cuts Noto Sans Bengali (OFL,
// the variable face from @fontsource-variable/noto-sans-bengali) down to what the site's Bangla
// text needs, and writes the one file app/bengali-font.css loads to .generated/fonts/ (not
// committed: every build cuts it afresh from the text of the sources). One variable file, weights
// 400 to 900. Why, and the sizes: docs/decisions/007-bengali-font-cut.md.
//
// How: every run of Bengali text in the sources (lib/, components/, app/, content/ with the status
// and its example and the legal documents, and the status file a build is given instead) and every word `Intl` writes (months, weekdays) is
// shaped with HarfBuzz, the shaper Chromium uses, at each weight the styles use; the subset keeps
// the glyphs shaping produces, every letter of the alphabet and all ten digits, keeps the weight
// axis from 400 to 900 only, and drops hinting. Shaping passes through glyphs that do not reach the
// final text (a half form before it joins a conjunct): a word the cut font does not draw as the
// full one (same outlines, same positions) is traced through every lookup and its glyphs added,
// until every word matches at every weight.
//
// After the export, step `bengali-font` of the post-build steps (scripts/build/post-build/steps.ts) runs
// `shipBengaliFont` on out/: every Bengali run of every page and script, shaped with the file the
// stylesheet really names, must match the full face, or the build stops naming the words; then the
// pages that use the face preload it (and scripts/build/post-build/font-probes.ts makes that preload ask the
// device's own fonts first).
//
// What a visitor types (the register form's name) is drawn with the same face, hence the whole
// alphabet: on a device without Noto Sans Bengali, a conjunct the site never writes shows as its
// letters joined by a visible hasanta, which is still correct Bangla. (Leaving inputs to the
// device's font instead drew boxes on a device with no Bengali font at all.)
//
//   npx tsx scripts/build/cut-bengali-font.ts
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import fontverter from 'fontverter';
import type { Buffer as HbBuffer, Font as HbFont } from 'harfbuzzjs';
import {
  editHtml,
  exportedFiles,
  exportedStylesheets,
  fontFaces,
  htmlFiles,
  insertAt,
  readHtml,
  tokens,
  urlFile,
} from './post-build/exported-html';

/** The family app/bengali-font.css declares. */
export const family = 'Noto Sans Bengali';

/**
 * The weights the cut keeps, the range of its weight axis: the site's styles use 400 (text) to 800
 * (font-extrabold). The range ends at 900 because the full face's own variations do: a cut that
 * ends there keeps them as they are, where one that ends at 800 stores new ones, rounded, and drew
 * words up to 5 units (of 1,000 to the em) wider or narrower than the full face. A stylesheet
 * weight outside the range would be drawn at its end: `shipBengaliFont` refuses the export.
 */
export const weightRange: readonly [number, number] = [400, 900];

/** The weights at which the cut must draw every word as the full face: every hundred in the range. */
export const checkedWeights = Array.from({ length: (weightRange[1] - weightRange[0]) / 100 + 1 }, (_, n) => weightRange[0] + n * 100);

/** The package's Bengali-only variable file: every glyph of the script, weights 100 to 900. */
export const fullFontFile = 'node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2';

/** Where this step writes the cut (app/bengali-font.css imports it from there). */
export const cutFontFile = '.generated/fonts/noto-sans-bengali.woff2';

/** Folders whose files hold the site's words. */
const textFolders = ['lib', 'components', 'app', 'content'];

/**
 * The characters the font's @font-face takes (its unicode-range in app/bengali-font.css): the
 * Bengali block, the danda and double danda, ZWNJ/ZWJ and the dotted circle. Everything else,
 * spaces and Latin punctuation included, goes to the next font, so the browser shapes each run of
 * these characters on its own.
 */
const runPattern = /[\u0964\u0965\u0980-\u09fe\u200c\u200d\u25cc]+/g;

/**
 * Code points the cut always keeps, whether or not the site's text uses them:
 * - the alphabet, U+0980 to U+09E3 (vowels, consonants, signs, the nukta letters in their one-code-
 *   point forms): a name a visitor types may hold a letter the site never writes, and a device
 *   without a Bengali font would draw it as a box;
 * - the digits ০ to ৯ (numbers a browser writes at run time, the current year, may use any);
 * - the danda and double danda, ZWNJ/ZWJ, and the dotted circle the shaper draws a stray vowel
 *   sign on;
 * - the space, whose empty glyph the shaper draws ZWNJ/ZWJ with (without it they vanish from the
 *   glyph run, which the check would count as a difference from the full face).
 * Code points the font lacks (unassigned ones in that range) are skipped.
 */
const alwaysKept = [
  ...Array.from({ length: 0x09e4 - 0x0980 }, (_, n) => 0x0980 + n),
  ...Array.from({ length: 10 }, (_, n) => 0x09e6 + n),
  0x0964,
  0x0965,
  0x200c,
  0x200d,
  0x25cc,
  0x20,
];

/** Runs of Bengali text in a file's content, JavaScript \u escapes decoded first. */
export function bengaliRuns(content: string, runs = new Set<string>()): Set<string> {
  const decoded = content.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  for (const [run] of decoded.matchAll(runPattern)) runs.add(run);
  return runs;
}

/** The words Intl writes on Bangla pages that no source file spells: month and weekday names. */
function intlWords() {
  const words: string[] = [];
  for (const options of [{ month: 'long' }, { month: 'short' }] as const) {
    const format = new Intl.DateTimeFormat('bn-BD', { ...options, timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) words.push(format.format(new Date(Date.UTC(2000, month, 15))));
  }
  for (const weekday of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat('bn-BD', { weekday, timeZone: 'UTC' });
    for (let day = 0; day < 7; day += 1) words.push(format.format(new Date(Date.UTC(2000, 0, 2 + day))));
  }
  return words.join(' ');
}

/** Every run of Bengali text the site's sources can show, from the project folder `root`. */
export function siteRuns(root = '.'): Set<string> {
  const runs = new Set<string>();
  for (const folder of textFolders) {
    for (const file of exportedFiles(join(root, folder), (name) => /\.(?:tsx?|mjs|js|json)$/.test(name)))
      bengaliRuns(readFileSync(file, 'utf8'), runs);
  }
  // The legal pages and the accessibility statement, written in Markdown (lib/documents/legal.ts).
  for (const file of exportedFiles(join(root, 'content', 'legal'), (name) => name.endsWith('.md')))
    bengaliRuns(readFileSync(file, 'utf8'), runs);
  // A build may take its status from another file (lib/status/build-status.ts: the tests' fixtures).
  if (process.env.STATUS_FILE) bengaliRuns(readFileSync(join(root, process.env.STATUS_FILE), 'utf8'), runs);
  return bengaliRuns(intlWords(), runs);
}

/** Every run of Bengali text in an export: its pages and its scripts (Next's under _next/ too). */
export function exportedRuns(outDir: string): Set<string> {
  const runs = new Set<string>();
  const files = [
    ...exportedFiles(outDir, (name) => /\.(?:html|js)$/.test(name)),
    ...exportedFiles(join(outDir, '_next'), (name) => name.endsWith('.js')),
  ];
  for (const file of files) bengaliRuns(readFileSync(file, 'utf8'), runs);
  return runs;
}

type HarfBuzz = typeof import('harfbuzzjs');

/**
 * HarfBuzz, loaded once: its shaper (harfbuzzjs's API) and its subsetter (the package's other
 * wasm build, which the API does not wrap). Loaded on first use by a dynamic import, not at
 * import: harfbuzzjs is an ES module that awaits its wasm, and tsx and Playwright load this module
 * as CommonJS, which cannot require such a module.
 */
let harfBuzz: Promise<{ hb: HarfBuzz; subsetter: Subsetter }> | undefined;
function loadHarfBuzz() {
  harfBuzz ??= (async () => {
    const hb = await import('harfbuzzjs');
    const wasm = createRequire(join(process.cwd(), 'package.json')).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
    const { instance } = await WebAssembly.instantiate(readFileSync(wasm));
    const subsetter = instance.exports as unknown as Subsetter;
    subsetter._initialize();
    return { hb, subsetter };
  })();
  return harfBuzz;
}

/** The functions of HarfBuzz's subsetting wasm build that `subset` calls (pointers are numbers). */
type Subsetter = { memory: WebAssembly.Memory } & Record<
  | '_initialize'
  | 'malloc'
  | 'free'
  | 'hb_blob_create'
  | 'hb_blob_destroy'
  | 'hb_blob_get_data'
  | 'hb_blob_get_length'
  | 'hb_face_create'
  | 'hb_face_destroy'
  | 'hb_face_reference_blob'
  | 'hb_set_add'
  | 'hb_set_clear'
  | 'hb_set_invert'
  | 'hb_subset_input_create_or_fail'
  | 'hb_subset_input_destroy'
  | 'hb_subset_input_get_flags'
  | 'hb_subset_input_glyph_set'
  | 'hb_subset_input_set'
  | 'hb_subset_input_set_axis_range'
  | 'hb_subset_input_set_flags'
  | 'hb_subset_input_unicode_set'
  | 'hb_subset_or_fail',
  (...args: number[]) => number
>;

/**
 * fontverter's conversions, one at a time: its woff2 codec (a wasm build) shares its buffers
 * between calls, and two conversions at once returned the wrong font's bytes.
 */
let conversions: Promise<unknown> = Promise.resolve();
function convert(bytes: Uint8Array, format: 'truetype' | 'woff2', from?: 'truetype'): Promise<Buffer> {
  const result = conversions.then(() => fontverter.convert(Buffer.from(bytes), format, from));
  conversions = result.catch(() => {});
  return result;
}

/** The package's full face as TrueType, the form a device has it installed in (the tests install it). */
export async function fullFaceTrueType(root = '.'): Promise<Buffer> {
  return Buffer.from(await convert(readFileSync(join(root, fullFontFile)), 'truetype'));
}

/** A font as HarfBuzz shapes it, from woff2 or TrueType bytes. */
export async function loadFont(bytes: Uint8Array): Promise<LoadedFont> {
  const { hb } = await loadHarfBuzz();
  const ttf = new Uint8Array(await convert(bytes, 'truetype'));
  const face = new hb.Face(new hb.Blob(ttf));
  const font = new hb.Font(face);
  const outlines = new Map<string, string>();
  let weight: number | undefined;
  const loaded: LoadedFont = {
    hb,
    ttf,
    font,
    codePoints: new Set(face.collectUnicodes()),
    /** Sets the weight axis, as the browser does from the text's font-weight. */
    atWeight(wanted) {
      if (wanted !== weight) font.setVariations([new hb.Variation('wght', wanted)]);
      weight = wanted;
      return loaded;
    },
    /** A glyph's outline at the current weight as an SVG path. */
    outline(glyph) {
      const key = `${weight}:${glyph}`;
      let path = outlines.get(key);
      if (path === undefined) outlines.set(key, (path = font.glyphToPath(glyph)));
      return path;
    },
  };
  return loaded;
}

/** A font loaded for shaping: HarfBuzz, its TrueType bytes, the font, its code points. */
export type LoadedFont = {
  hb: HarfBuzz;
  ttf: Uint8Array;
  font: HbFont;
  codePoints: Set<number>;
  atWeight(wanted: number): LoadedFont;
  outline(glyph: number): string;
};

/** A run's text in a buffer, as Chromium shapes it on a page in Bangla. */
function bufferFor(hb: HarfBuzz, run: string): HbBuffer {
  const buffer = new hb.Buffer();
  buffer.addText(run);
  buffer.setDirection(hb.Direction.LTR);
  buffer.setScript('Beng');
  buffer.setLanguage('bn');
  return buffer;
}

/**
 * A run shaped at a weight: its glyph ids, and how it is drawn (each glyph's cluster, advance,
 * offsets and outline).
 */
function shapeRun(loaded: LoadedFont, run: string, weight: number): { glyphs: number[]; drawing: { placed: string; outline: string }[] } {
  const buffer = bufferFor(loaded.hb, run);
  loaded.hb.shape(loaded.atWeight(weight).font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const glyphs = infos.map((info) => info.codepoint);
  const drawing = infos.map((info, i) => {
    const { xAdvance, yAdvance, xOffset, yOffset } = positions[i]!;
    return {
      placed: `${info.cluster}:${xAdvance},${yAdvance},${xOffset},${yOffset}`,
      outline: info.codepoint === 0 ? 'notdef' : loaded.outline(info.codepoint),
    };
  });
  return { glyphs, drawing };
}

/**
 * Two outlines (SVG paths) are the same drawing: the same commands, every coordinate within a
 * unit. Cutting the weight axis rewrites some outlines: a point the full face leaves implied
 * (halfway between two off-curve points) is written out, rounded, and moves by half a unit at
 * most, a two-thousandth of the text size.
 */
const numberPattern = /-?\d+(?:\.\d+)?/g;
function sameOutline(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.replace(numberPattern, '#') !== b.replace(numberPattern, '#')) return false;
  const others = b.match(numberPattern) ?? [];
  return (a.match(numberPattern) ?? []).every((value, i) => Math.abs(Number(value) - Number(others[i])) <= 1);
}

/** Whether `cut` draws a run as `full` does at a weight: the same advances and offsets exactly, the same outlines. */
function drawnAlike(full: LoadedFont, cut: LoadedFont, run: string, weight: number): boolean {
  const [a, b] = [shapeRun(full, run, weight).drawing, shapeRun(cut, run, weight).drawing];
  return a.length === b.length && a.every((glyph, i) => glyph.placed === b[i]?.placed && sameOutline(glyph.outline, b[i].outline));
}

/** Every glyph a run passes through while it is shaped at a weight, lookup by lookup. */
function tracedGlyphs(loaded: LoadedFont, run: string, weight: number): Set<number> {
  const { hb } = loaded;
  const glyphs = new Set<number>();
  for (const step of hb.shapeWithTrace(loaded.atWeight(weight).font, bufferFor(hb, run), [], 0, hb.TracePhase.DONT_STOP)) {
    // The trace's glyphs are HarfBuzz's JSON serialisation of the buffer: { g: glyph id, ... }.
    if (step.glyphs) for (const glyph of step.t as { g: number }[]) glyphs.add(glyph.g);
  }
  return glyphs;
}

/**
 * The runs `cut` does not draw as `full` does at one of the weights (another glyph, position or
 * outline, or a missing one).
 */
export function mismatchedRuns(full: LoadedFont, cut: LoadedFont, runs: Iterable<string>, weights: number[] = checkedWeights): string[] {
  return [...runs].filter((run) => weights.some((weight) => !drawnAlike(full, cut, run, weight)));
}

const subsetFlags = {
  noHinting: 0x1,
  // The glyphs are given in full (shaped and traced): no closure over every conjunct they could form.
  noLayoutClosure: 0x200,
};
const subsetSets = { layoutFeatures: 6 };
const wghtTag = 0x77676874;

/**
 * TrueType bytes of `ttf` with only the given code points and glyphs, every layout feature, and
 * the weight axis from `weightRange[0]` to `weightRange[1]`.
 */
async function subset(ttf: Uint8Array, codePoints: Set<number>, glyphs: Set<number>): Promise<Uint8Array> {
  const wasm = (await loadHarfBuzz()).subsetter;
  const heap = () => new Uint8Array(wasm.memory.buffer);
  const data = wasm.malloc(ttf.byteLength);
  heap().set(ttf, data);
  const blob = wasm.hb_blob_create(data, ttf.byteLength, 2 /* writable */, 0, 0);
  const face = wasm.hb_face_create(blob, 0);
  wasm.hb_blob_destroy(blob);
  const input = wasm.hb_subset_input_create_or_fail();
  try {
    if (!input) throw new Error('HarfBuzz could not start a subset.');
    const features = wasm.hb_subset_input_set(input, subsetSets.layoutFeatures);
    wasm.hb_set_clear(features);
    wasm.hb_set_invert(features);
    wasm.hb_subset_input_set_flags(input, wasm.hb_subset_input_get_flags(input) | subsetFlags.noHinting | subsetFlags.noLayoutClosure);
    const unicodes = wasm.hb_subset_input_unicode_set(input);
    for (const codePoint of codePoints) wasm.hb_set_add(unicodes, codePoint);
    const glyphSet = wasm.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) wasm.hb_set_add(glyphSet, glyph);
    if (!wasm.hb_subset_input_set_axis_range(input, face, wghtTag, weightRange[0], weightRange[1], NaN)) {
      throw new Error(`The font has no weight axis from ${weightRange[0]} to ${weightRange[1]}.`);
    }
    const result = wasm.hb_subset_or_fail(face, input);
    if (!result) throw new Error('HarfBuzz could not cut the font.');
    const resultBlob = wasm.hb_face_reference_blob(result);
    const start = wasm.hb_blob_get_data(resultBlob, 0);
    const bytes = heap().slice(start, start + wasm.hb_blob_get_length(resultBlob));
    wasm.hb_blob_destroy(resultBlob);
    wasm.hb_face_destroy(result);
    return bytes;
  } finally {
    if (input) wasm.hb_subset_input_destroy(input);
    wasm.hb_face_destroy(face);
    wasm.free(data);
  }
}

/**
 * Cuts a font (woff2 bytes) to the runs given: returns the cut as woff2, with its glyph and code
 * point counts. Throws when a run cannot be drawn by the cut as by the full font.
 */
export async function cutFont(fullBytes: Uint8Array, runs: Set<string>): Promise<{ woff2: Buffer; glyphs: number; codePoints: number }> {
  const full = await loadFont(fullBytes);
  const codePoints = new Set(alwaysKept.filter((codePoint) => full.codePoints.has(codePoint)));
  for (const run of runs) for (const char of run) codePoints.add(char.codePointAt(0)!);
  const missing = [...codePoints].filter((codePoint) => !full.codePoints.has(codePoint));
  if (missing.length) {
    const list = missing.map((codePoint) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`).join(', ');
    throw new Error(`${family} has no glyph for ${list}, used in the site's Bangla text.`);
  }
  const glyphs = new Set<number>([0]);
  for (const weight of checkedWeights) for (const run of runs) for (const glyph of shapeRun(full, run, weight).glyphs) glyphs.add(glyph);
  for (;;) {
    const cut = await loadFont(await subset(full.ttf, codePoints, glyphs));
    const mismatched = mismatchedRuns(full, cut, runs);
    if (!mismatched.length) {
      const woff2 = Buffer.from(await convert(cut.ttf, 'woff2', 'truetype'));
      return { woff2, glyphs: glyphs.size, codePoints: codePoints.size };
    }
    const before = glyphs.size;
    for (const run of mismatched)
      for (const weight of checkedWeights) for (const glyph of tracedGlyphs(full, run, weight)) glyphs.add(glyph);
    if (glyphs.size === before)
      throw new Error(
        `The cut of ${family} draws these words unlike the full font, with every glyph their shaping passes through: ${mismatched.slice(0, 10).join(' ')}`,
      );
  }
}

/** Cuts the face to the site's text and writes the file app/bengali-font.css loads. */
export async function writeBengaliFonts(root = '.'): Promise<string> {
  const runs = siteRuns(root);
  const { woff2, glyphs, codePoints } = await cutFont(readFileSync(join(root, fullFontFile)), runs);
  const file = join(root, cutFontFile);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, woff2);
  const fullSize = statSync(join(root, fullFontFile)).size;
  return `Bengali font cut to ${runs.size} words of the site's text, weights ${weightRange.join(' to ')}: ${woff2.length} B (full face ${fullSize} B), ${glyphs} glyphs, ${codePoints} code points.`;
}

/** A stylesheet's @font-face rules for the family (exported-html.ts `fontFaces`). */
function declaredFaces(css: string, cssUrl: string) {
  return fontFaces(css, cssUrl).filter(({ body }) => new RegExp(`font-family:\\s*["']?${family}["']?\\s*(?:;|$)`).test(body));
}

/**
 * What an export's stylesheets say about the face: the stylesheets that declare it, the URL path
 * the cut was bundled as, and the weights they set (outside @font-face rules) that the cut does not
 * keep. Throws unless every rule for the family names this step's cut, and nothing else.
 */
function shippedFace(outDir: string, root: string): { stylesheets: string[]; url: string; outside: number[] } {
  const stylesheets: string[] = [];
  const fontUrls = new Set<string>();
  const outside = new Set<number>();
  for (const { url, css } of exportedStylesheets(outDir)) {
    for (const [, value] of css.replace(/@font-face\s*{[^}]*}/g, '').matchAll(/font-weight:\s*(\d+)/g)) {
      if (Number(value) < weightRange[0] || Number(value) > weightRange[1]) outside.add(Number(value));
    }
    const faces = declaredFaces(css, url);
    if (!faces.length) continue;
    stylesheets.push(url);
    for (const face of faces) for (const fontUrl of face.urls) fontUrls.add(fontUrl);
  }
  const cut = readFileSync(join(root, cutFontFile));
  const [url, ...others] = fontUrls;
  if (!url || others.length || !existsSync(urlFile(outDir, url)) || !readFileSync(urlFile(outDir, url)).equals(cut)) {
    throw new Error(
      `The @font-face rules for ${family} in ${outDir}'s stylesheets must all name the cut (${cutFontFile}) and nothing else; they name ${[...fontUrls].join(', ') || 'nothing'}.`,
    );
  }
  return { stylesheets, url, outside: [...outside] };
}

/**
 * After the export (scripts/build/post-build/post-build.ts), two things:
 *
 * - The Bengali face the stylesheets name is the one this step cut, it keeps every weight they
 *   set, and it draws every Bengali run of every exported page and script exactly as the full
 *   face does, at every weight. Throws, naming the words or weights, otherwise.
 * - Every page that loads those stylesheets (the Bangla pages and the bilingual 404 page) asks for
 *   the face from its <head>, next to its stylesheets. Without that, the browser finds it needs it
 *   only once the stylesheet is applied: a device without a Bengali font of its own paints the
 *   text in boxes first and moves it when the face arrives. (scripts/build/post-build/font-probes.ts, the next
 *   step, turns the preload into a probe, so that a device with the font installed asks for
 *   nothing.)
 */
export async function shipBengaliFont(outDir: string, root = '.'): Promise<string> {
  const { stylesheets, url, outside } = shippedFace(outDir, root);
  if (outside.length) {
    throw new Error(
      `The stylesheets of ${outDir} set font-weight ${outside.join(', ')}, which the cut of ${family} does not keep (weights ${weightRange.join(' to ')}): widen weightRange in scripts/build/bengali-font.ts.`,
    );
  }
  const runs = exportedRuns(outDir);
  const full = await loadFont(readFileSync(join(root, fullFontFile)));
  const cut = await loadFont(readFileSync(urlFile(outDir, url)));
  const mismatched = mismatchedRuns(full, cut, runs);
  if (mismatched.length) {
    throw new Error(
      `${url} (${family}) draws ${mismatched.length} Bengali words of ${outDir} unlike the full face: ${mismatched.slice(0, 10).join(' ')}. ` +
        `The font is cut from the text in ${textFolders.join('/, ')}/ (scripts/build/bengali-font.ts): text that reaches the pages from elsewhere must be added there.`,
    );
  }

  const preload = `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin=""/>`;
  let pages = 0;
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const page = readHtml(html, relative(outDir, file));
    const links = page.elements.filter((element) => element.tag === 'link');
    const sheets = links.filter((element) => tokens(element, 'rel').includes('stylesheet'));
    if (!sheets.some((element) => stylesheets.includes(element.attrs.get('href') ?? ''))) continue;
    if (links.some((element) => tokens(element, 'rel').includes('preload') && element.attrs.get('href') === url)) {
      throw new Error(`${page.name} already preloads the Bengali font: build afresh instead of running the post-build steps twice.`);
    }
    const lastSheet = sheets.at(-1)?.end;
    if (lastSheet === undefined) throw new Error(`${page.name}: its stylesheet link does not stand in the source.`);
    writeFileSync(file, editHtml(html, [insertAt(lastSheet, preload)]));
    pages += 1;
  }
  if (!pages) throw new Error(`No page of ${outDir} links the stylesheet that declares ${family} (${stylesheets.join(', ')}).`);

  return `Bengali font: ${runs.size} words of ${outDir} drawn as by the full face at weights ${checkedWeights.join(', ')}; preloaded on ${pages} pages (${url} ${statSync(urlFile(outDir, url)).size} B).`;
}
