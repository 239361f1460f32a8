/* global VERSION, PRECACHE, KEPT_PAGES, OFFLINE_PAGES, INSTALLED_FACES, LIVE_PATHS, STATUS_PATH */
// The service worker's code. scripts/build/post-build/service-worker.ts writes out/sw.js on every build: a header
// defining VERSION (a hash of the files below), PRECACHE (their URLs), OFFLINE_PAGES and
// INSTALLED_FACES (the kept fonts, with the local() sources of each rule that names them), then
// this file. Every deploy changes VERSION, so the browser sees a new worker byte for byte on the
// visitor's next online visit, installs it, and it takes over at once and deletes the old copies.
//
//   pages            network first (a few seconds), then the kept copy, then the offline page
//   /_next/static/   cache first: the names change with the content, so a kept file is never stale
//   the live status  (/status.json and the status pages as LiveStatus fetches them) the network,
//                    keeping each answer; offline, the last one kept, marked X-Status-Kept so the
//                    page says "status as of ..., you are offline". A status file unlike the one
//                    kept is a new publish, which wrote every page: the kept pages (KEPT_PAGES) are
//                    fetched again first, and the status file kept only once they all are, so no
//                    kept page is ever older than the status kept with it
//   anything else    the network, and the kept copy when there is none
//
// A page answered from the cache is remembered by the client it creates; the page asks (a
// message over a MessageChannel) and then shows its "saved on" notice. navigator.onLine cannot
// tell it: Chromium may report true while the worker answers from its cache.

const CACHE = `nodipoth-${VERSION}`;
const PAGE_TIMEOUT_MS = 3500;
const servedFromCache = new Set();

/**
 * Whether the device has a font of its own for these local() sources. FontFace reads the installed
 * fonts and downloads nothing; a worker without FontFace answers no, and keeps the file, as does
 * one whose answer takes over 2 s (the install must not wait on it).
 */
function installed(sources) {
  try {
    const answer = new FontFace('probe', sources).load().then(
      () => true,
      () => false,
    );
    return Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 2000, false))]);
  } catch {
    return Promise.resolve(false);
  }
}

/** The kept fonts this device never asks for: a face of its own serves every rule that names them. */
async function fontsOnDevice() {
  const skipped = new Set();
  for (const [url, sources] of Object.entries(INSTALLED_FACES)) {
    if ((await Promise.all(sources.map(installed))).every(Boolean)) skipped.add(url);
  }
  return skipped;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([caches.open(CACHE), fontsOnDevice()])
      // reload: straight from the server, never from the browser's HTTP cache of an older build.
      .then(([cache, skipped]) =>
        cache.addAll(PRECACHE.filter((url) => !skipped.has(url)).map((url) => new Request(url, { cache: 'reload' }))),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith('nodipoth-') && name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

/** The one key a page is kept under: /bn/, /bn.html and /bn?x all mean /bn. */
function pageKey(url) {
  const path = url.pathname
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '$1')
    .replace(/(.)\/+$/, '$1');
  return url.origin + (path || '/');
}

async function page(event) {
  const url = new URL(event.request.url);
  const cache = await caches.open(CACHE);
  const network = fetch(event.request).then((response) => {
    if (response.ok && response.type === 'basic') event.waitUntil(cache.put(pageKey(url), response.clone()));
    return response;
  });
  network.catch(() => {});
  const timeout = new Promise((resolve) => setTimeout(resolve, PAGE_TIMEOUT_MS));
  try {
    const response = await Promise.race([network, timeout]);
    if (response) return response;
  } catch {
    // No network: the kept copy below.
  }
  const kept = await cache.match(pageKey(url), { ignoreVary: true });
  if (kept) {
    if (event.resultingClientId) servedFromCache.add(event.resultingClientId);
    return kept;
  }
  try {
    return await network; // slow, but nothing kept to show meanwhile
  } catch {
    const language = url.pathname === '/bn' || url.pathname.startsWith('/bn/') ? 'bn' : 'en';
    return (await cache.match(url.origin + OFFLINE_PAGES[language], { ignoreVary: true })) ?? Response.error();
  }
}

// LIVE_PATHS (set by scripts/build/post-build/service-worker.ts from lib/site/pages.ts): what LiveStatus fetches, the
// status file and the status pages; a navigation to the status page is a page like the others.

async function live(event) {
  const url = new URL(event.request.url);
  const key = pageKey(url);
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(event.request);
    if (response.ok && response.type === 'basic')
      event.waitUntil(url.pathname === STATUS_PATH ? keepStatus(cache, key, response.clone()) : cache.put(key, response.clone()));
    return response;
  } catch {
    const kept = await cache.match(key, { ignoreVary: true });
    if (!kept) return Response.error();
    const headers = new Headers(kept.headers);
    headers.set('X-Status-Kept', '1');
    return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
  }
}

/**
 * Keeps a status file. The same as the one kept: nothing to do. Another (a publish since, which
 * rewrote every page with it): each kept page is fetched again, and the status is kept only when
 * every page was, so that offline no kept page shows an older status than the kept one (a page
 * kept newer than the status is harmless: the page's script keeps the newer of the two).
 */
async function keepStatus(cache, key, response) {
  const kept = await cache.match(key, { ignoreVary: true });
  const [before, now] = await Promise.all([kept ? kept.clone().text() : Promise.resolve(undefined), response.clone().text()]);
  if (before === now) return;
  if (kept) {
    const pages = await Promise.allSettled(
      KEPT_PAGES.map(async (path) => {
        const fresh = await fetch(path, { cache: 'no-cache' });
        if (!fresh.ok || fresh.type !== 'basic') throw new Error(`${path}: ${fresh.status}`);
        await cache.put(pageKey(new URL(path, self.location.origin)), fresh);
      }),
    );
    if (pages.some((page) => page.status === 'rejected')) return;
  }
  await cache.put(key, response);
}

async function immutable(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (url.pathname.startsWith('/_next/static/')) event.respondWith(immutable(request));
  else if (LIVE_PATHS.has(url.pathname)) event.respondWith(live(event));
  else event.respondWith(fetch(request).catch(() => caches.match(request, { ignoreVary: true }).then((kept) => kept ?? Response.error())));
});

self.addEventListener('message', (event) => {
  if (event.data === 'served-from-cache?' && event.ports[0])
    event.ports[0].postMessage(servedFromCache.has(event.source && event.source.id));
});

// Push alerts (issue 44): the status desk sends one short sentence per notification, encrypted for
// this browser: { title, body, lang, url, tag }. One tag per set of routes, so a newer alert about
// a route replaces the older one instead of piling up. A tap opens the status page in the
// subscriber's language, which holds the whole story.
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data && event.data.json();
  } catch {
    return;
  }
  if (!message || typeof message.title !== 'string' || typeof message.body !== 'string') return;
  const url = typeof message.url === 'string' && message.url.startsWith('/') && !message.url.startsWith('//') ? message.url : '/status';
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      lang: message.lang === 'bn' ? 'bn' : 'en',
      tag: typeof message.tag === 'string' ? message.tag : 'alerts',
      renotify: true,
      icon: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/status', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // The status page already open in that language: brought forward and loaded afresh.
      const open = windows.find((client) => new URL(client.url).pathname === target.pathname);
      if (open) return open.focus().then((client) => (client && 'navigate' in client ? client.navigate(target.href) : client));
      return self.clients.openWindow(target.href);
    }),
  );
});
