// E-Thello's service worker: after one visit the game starts and plays with no network.
//
// tools/sw_assets.py writes this file into the release at build time, with VERSION (a hash of
// every file of the release) and FILES (every file's path) filled in. Each release therefore has
// its own cache; installing it fetches every file afresh, and activating it deletes the caches of
// older releases.
//
// Requests go to the network first and fall back to the cache only when the network fails. The
// data fetched on demand (data/, the puzzle file) is not installed with the release: the first
// fetch keeps a copy. The
// page's own files are hashed by Trunk but the worker's and the pictures' are not, so answering
// from the cache while online could pair a new page with an old worker; network first never
// does, and offline the cache holds exactly one release.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `ethello-${VERSION}`;

self.addEventListener('install', event => {
  event.waitUntil(
    caches.open(CACHE)
      .then(cache => cache.addAll(FILES.map(f => new Request(f, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', event => {
  event.waitUntil(
    caches.keys()
      .then(keys => Promise.all(keys.filter(k => k.startsWith('ethello-') && k !== CACHE).map(k => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', event => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.includes('/data/')) {
    event.respondWith(fetchAndKeep(request));
    return;
  }
  event.respondWith(fetch(request).catch(() => fromCache(request)));
});

/** Data fetched on demand (the puzzle file): from the network, a copy kept in this release's cache
 * for offline play; offline, the copy. */
async function fetchAndKeep(request) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(CACHE);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (e) {
    return fromCache(request);
  }
}

/** The cached copy of a request (a page address such as `/#f5d6` is the page itself). */
async function fromCache(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  if (request.mode === 'navigate') return (await cache.match('index.html')) ?? Response.error();
  return Response.error();
}
