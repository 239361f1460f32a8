import type { MetadataRoute } from 'next';
import { brand, themeColor } from '@/lib/site/brand';
import { siteDescription } from '@/lib/seo/site-url';

// Static export writes metadata routes only when they are marked static.
export const dynamic = 'force-static';

/** Lets phones add the site to the home screen with our name, colour and mark. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: brand.name,
    short_name: brand.shortName,
    description: siteDescription('en'),
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    // The page background, shown on the splash screen while the site loads.
    background_color: '#ffffff',
    // Files drawn from app/icon.svg by scripts/maintenance/generate-icons.ts.
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      { src: '/icons/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'any' },
      { src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  };
}
