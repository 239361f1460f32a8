import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { brand, themeColor as teal } from '@/lib/site/brand';
import { previewImage, siteUrl } from '@/lib/seo/site-url';

/*
 * The link preview shown when the site is shared. A route handler rather than the
 * opengraph-image convention: the convention exports a file without an extension, which static
 * hosts serve without an image content type; this folder name makes the export write
 * out/opengraph-image.png. Rendered once at build time from our own artwork and the brand in lib/,
 * so a rebrand updates it. The font is the one next/og bundles, so nothing is fetched.
 */
export const dynamic = 'force-static';

/*
 * The hero's illustration at full image height. satori sizes an SVG from its attributes and
 * ignores preserveAspectRatio, so the scene keeps its own 3:2 shape and the frame crops it.
 */
const sceneLeft = 560;
/* Where the launch sits in the scene's own 480-unit width; the frame centres on it. */
const launchCentre = 230;
const sceneWidth = Math.round((previewImage.height * 480) / 320);
/* The same file the landing page's hero shows, read at build time. */
const sceneSrc = `data:image/svg+xml;base64,${readFileSync(join(process.cwd(), 'public', 'river-scene.svg')).toString('base64')}`;
const scene = <img src={sceneSrc} width={sceneWidth} height={previewImage.height} alt="" />;

export function GET() {
  const { width, height } = previewImage;
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', position: 'relative', background: teal }}>
      <div style={{ display: 'flex', position: 'absolute', left: sceneLeft, top: 0, width: width - sceneLeft, height, overflow: 'hidden' }}>
        <div
          style={{
            display: 'flex',
            position: 'absolute',
            left: (width - sceneLeft) / 2 - Math.round((launchCentre * sceneWidth) / 480),
            top: 0,
          }}
        >
          {scene}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          position: 'absolute',
          left: sceneLeft,
          top: 0,
          width: 200,
          height,
          backgroundImage: `linear-gradient(90deg, ${teal} 0%, ${teal}00 100%)`,
        }}
      />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          position: 'absolute',
          left: 64,
          top: 64,
          width: 480,
          height: height - 128,
          color: 'white',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
          <svg width="88" height="88" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="8" fill="#0b3936" />
            <path d="M7 19h18l-2.5 4h-13z" fill="#fbbf24" />
            <path d="M10 19v-4h12v4M12 15v-3h8v3" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinejoin="round" />
            <path
              d="M5 26c2 0 2-1 4-1s2 1 4 1 2-1 4-1 2 1 4 1 2-1 4-1 2 1 2 1"
              fill="none"
              stroke="#aee2d9"
              strokeWidth="1.4"
              strokeLinecap="round"
            />
          </svg>
        </div>
        {/* next/og bundles Geist in one weight only; a stroke in the text colour makes the name bold. */}
        <div style={{ display: 'flex', fontSize: 80, lineHeight: 1.05, marginTop: 32, letterSpacing: -2, WebkitTextStroke: '2px white' }}>
          {brand.name}
        </div>
        <div style={{ display: 'flex', fontSize: 34, lineHeight: 1.3, marginTop: 24, color: '#d9f2ee' }}>{brand.tagline}</div>
        <div style={{ display: 'flex', flexGrow: 1 }} />
        <div style={{ display: 'flex', fontSize: 28, color: '#fde68a' }}>{brand.phone.display}</div>
        <div style={{ display: 'flex', fontSize: 24, marginTop: 10, color: '#d9f2ee' }}>{siteUrl.host}</div>
      </div>
    </div>,
    { width, height },
  );
}
