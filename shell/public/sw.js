/* 한판 shortcut-app service worker: pages come from the network; when it is unreachable a
   Korean offline page is shown. Hashed build files (immutable once deployed) are cached on first
   use and served from the cache. API calls, payments, logins and manifests are never cached. */
const VERSION = 'hanpan-sw-2';
const ASSETS = 'hanpan-assets-1';
const MAX_ASSETS = 150;
const OFFLINE_URL = '/__hanpan_offline';
const OFFLINE_HTML = `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>오프라인 | 한판</title>
<style>body{font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f9fafb;color:#111827;text-align:center}
main{padding:24px}h1{color:#b91c1c;font-size:22px}button{margin-top:16px;min-height:44px;padding:0 20px;border:0;border-radius:8px;background:#b91c1c;color:#fff;font-size:16px;font-weight:700}</style></head>
<body><main><h1>한판</h1><p>오프라인 상태입니다. 네트워크 연결을 확인해 주세요.</p>
<button type="button" onclick="location.reload()">다시 시도</button></main></body></html>`;

/** Files whose name carries a content hash (or a remote's version folder): safe to cache forever. */
function isHashedAsset(url) {
  if (url.origin !== self.location.origin) return false;
  const p = url.pathname;
  if (/\/(remoteEntry\.js|mf-manifest\.json|hanpan-remote\.json|sw\.js)$/.test(p)) return false;
  if (p.startsWith('/remotes/')) return /^\/remotes\/[^/]+\/[^/]+\/.+\.(js|css|woff2?|png|svg)$/.test(p);
  return p.startsWith('/shell/') && /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/.test(p);
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((k) => cache.delete(k)));
}

async function cacheFirst(event) {
  const request = event.request;
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // stored beside the page's copy, not before it: the page gets the body as it arrives (waiting for
  // the write held a chunk back past its load timeout on a busy phone), and a full disk only means
  // no cached copy, never a failed chunk
  if (response.ok && response.type === 'basic') {
    event.waitUntil(
      cache
        .put(request, response.clone())
        .then(() => trim(cache))
        .catch(() => undefined),
    );
  }
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.put(OFFLINE_URL, new Response(OFFLINE_HTML, { headers: { 'content-type': 'text/html; charset=utf-8' } })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION && k !== ASSETS).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
    return;
  }
  if (isHashedAsset(new URL(request.url))) event.respondWith(cacheFirst(event));
});
