/* 한판 shortcut-app service worker: pages come from the network; when it is unreachable a
   Korean offline page is shown. API calls and money moves are never cached. */
const VERSION = 'hanpan-sw-1';
const OFFLINE_URL = '/__hanpan_offline';
const OFFLINE_HTML = `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>오프라인 | 한판</title>
<style>body{font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f9fafb;color:#111827;text-align:center}
main{padding:24px}h1{color:#b91c1c;font-size:22px}button{margin-top:16px;min-height:44px;padding:0 20px;border:0;border-radius:8px;background:#b91c1c;color:#fff;font-size:16px;font-weight:700}</style></head>
<body><main><h1>한판</h1><p>오프라인 상태입니다. 네트워크 연결을 확인해 주세요.</p>
<button type="button" onclick="location.reload()">다시 시도</button></main></body></html>`;

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
      .then((keys) => Promise.all(keys.filter((k) => k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.mode !== 'navigate') return;
  event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
});
