// Rasterises our brand mark (app/icon.svg, the same drawing as LaunchMark in components/icons.tsx)
// into the PNG and ICO files browsers and phones ask for. Run it after changing the mark:
//   npx tsx scripts/maintenance/generate-icons.ts
// and commit the files it writes. The build does not run it, so deploying needs no browser.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../e2e/support/chromium';

const root = join(__dirname, '..', '..');
const mark = readFileSync(join(root, 'app/icon.svg'), 'utf8');

/** The mark as drawn: a rounded tile with transparent corners (favicon, manifest "any"). */
const rounded = mark;
/** Square, no transparency: iOS rounds the corners itself and would fill clear ones with black. */
const fullBleed = mark.replace(/ rx="[\d.]+"/, '');
/**
 * Maskable: Android crops to a circle or squircle, so the drawing keeps to the central 80%
 * safe zone on a full-bleed tile.
 */
const maskable = fullBleed.replace(/(<rect[^>]*\/>)([\s\S]*)<\/svg>/, '$1<g transform="translate(3.2 3.2) scale(0.8)">$2</g></svg>');

const outputs = [
  { file: 'app/apple-icon.png', svg: fullBleed, size: 180 },
  { file: 'public/icons/icon-192.png', svg: rounded, size: 192 },
  { file: 'public/icons/icon-512.png', svg: rounded, size: 512 },
  { file: 'public/icons/icon-maskable-512.png', svg: maskable, size: 512 },
];
const faviconSizes = [16, 32, 48];

/**
 * An ICO file whose images are PNGs, which every current browser reads. Layout: a 6-byte header,
 * one 16-byte directory entry per image, then the PNG data.
 */
function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width, 0 means 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: findChromium('full')?.path, args: chromiumArgs });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    /** One SVG drawn at size x size CSS pixels, captured with its transparency. */
    const render = async (svg: string, size: number) => {
      await page.setViewportSize({ width: size, height: size });
      const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
      return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    };

    for (const { file, svg, size } of outputs) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), await render(svg, size));
      console.log(`wrote ${file} (${size}x${size})`);
    }
    const favicons = [];
    for (const size of faviconSizes) favicons.push({ size, png: await render(rounded, size) });
    writeFileSync(join(root, 'app/favicon.ico'), icoFromPngs(favicons));
    console.log(`wrote app/favicon.ico (${faviconSizes.join(', ')})`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(`generate-icons: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
