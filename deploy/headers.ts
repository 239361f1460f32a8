// The one place the site's response headers are defined. scripts/build/post-build/security-headers.ts turns this
// into out/_headers and the nginx includes after every build, and e2e/security/security.spec.ts checks the
// served responses against it, so a value changed here changes the hosts and the tests together.

import { livePaths } from '../lib/status/live-files';
import { workerUrl } from '../lib/site/offline-pages';

export type Header = readonly [name: string, value: string];
export type InlineHashes = { scripts: string[]; styles: string[]; styleAttributes: string[] };

/**
 * The service worker (scripts/build/post-build/service-worker.ts writes it). It must always be revalidated: a copy
 * kept by the HTTP cache would hide a new deploy from the browser's update check.
 */
export const workerPath = workerUrl;

/** Where Next.js puts content-hashed files: a new build gives them new names, so they never change. */
export const immutablePrefix = '/_next/static/';

/**
 * The live service status, as visitors and feed readers ask for it. The operator publishes it
 * without a rebuild (out/_publish/status.mjs writes these files into the deploy root's live/, which
 * deploy/nginx.conf serves before the release's own build-time copies). Pages by their clean URL
 * (the host also answers PATH/ and PATH.html); deploy/nginx.conf's status locations name the same
 * paths.
 */
export { livePaths };

export const cacheControl = {
  /** Content-hashed assets under /_next/static/: keep for a year, never revalidate. */
  immutable: 'public, max-age=31536000, immutable',
  /** Everything else (HTML, RSC payloads, icon): may be cached, but must be revalidated on every visit. */
  revalidate: 'no-cache',
  /**
   * The live status: browsers revalidate on every load (a 304 when it has not changed), and a CDN
   * or proxy may answer from its copy for at most 30 s, so a storm evening's rush reaches the origin
   * twice a minute per path while a cancellation still shows within half a minute of publishing.
   * must-revalidate stops any cache serving an expired copy when the origin cannot be reached.
   */
  live: 'public, max-age=0, s-maxage=30, must-revalidate',
};

/**
 * Browser features the site never uses. Only names Chromium recognises: an unknown name (for
 * example bluetooth, interest-cohort, ambient-light-sensor) makes it log a console warning on
 * every page, and the suite fails on console warnings.
 */
const disabledFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Sent with every response: pages, assets, the 404 page. */
export const securityHeaders: Header[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', disabledFeatures.map((feature) => `${feature}=()`).join(', ')],
  // Ignored by browsers over plain HTTP; over HTTPS it pins the site (and subdomains) to HTTPS for two years.
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

/**
 * The Content-Security-Policy for a build, from the SHA-256 hashes of its inline code (see
 * scripts/build/post-build/security-headers.ts). Hashes are sorted so the same build always gives the same header.
 * `hashes` are base64 SHA-256 digests.
 */
export function contentSecurityPolicy(hashes: InlineHashes): string {
  const quoted = (list: string[]) => [...new Set(list)].sort().map((hash) => `'sha256-${hash}'`);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // No 'unsafe-inline', no 'unsafe-eval', no 'strict-dynamic' (it would stop the /_next/static
    // chunks that Next.js loads by <script src>, breaking hydration): own files plus exact hashes.
    ['script-src', ["'self'", ...quoted(hashes.scripts)]],
    ['style-src', ["'self'", ...quoted(hashes.styles)]],
    // Style attributes only where the export writes them (Next's built-in 404 page), each allowed
    // by its hash; without this directive they would fall back to style-src and be blocked.
    ...(hashes.styleAttributes.length
      ? [['style-src-attr', ["'unsafe-hashes'", ...quoted(hashes.styleAttributes)]] as [string, string[]]]
      : []),
    ['img-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    // The offline-reading service worker, our own file at the site root.
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Every header a page (or the 404 page) is served with, in order. */
export function pageHeaders(csp: string): Header[] {
  return [['Content-Security-Policy', csp], ...securityHeaders, ['Cache-Control', cacheControl.revalidate]];
}

/** Every header the service worker is served with, in order: as a page, never kept without revalidating. */
export function workerHeaders(csp: string): Header[] {
  return [['Content-Security-Policy', csp], ...securityHeaders, ['Cache-Control', cacheControl.revalidate]];
}

/** Every header the live status (livePaths) is served with, in order: the page's, with its own caching. */
export function liveHeaders(csp: string): Header[] {
  return [['Content-Security-Policy', csp], ...securityHeaders, ['Cache-Control', cacheControl.live]];
}

/** Every header a file under /_next/static/ is served with, in order. */
export function immutableHeaders(csp: string): Header[] {
  return [['Content-Security-Policy', csp], ...securityHeaders, ['Cache-Control', cacheControl.immutable]];
}
