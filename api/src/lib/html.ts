// Tiny server-page kit: escaped templates and one plain Korean layout for idp/sandbox/game-client pages.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maskCsrfToken } from '../plugins/csrf.js';
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Korean wraps between words (keep-all: '한도' split as '한/도' read badly in an 8em label);
// the narrow rule fits SPEC §9's popup window sizes (300–420 px), not the portal's layout widths;
// the signed-in page (idp/routes.ts) shows after a moment: its script usually steps over it first,
// and without scripts it still shows; the focus ring is the portal's (platform GlobalStyle: 3 px of
// theme.colors.focus, 2 px off): the browser's thin outline was lost on the dark-red 결제 button
// eslint-disable-next-line no-restricted-syntax -- server pages have no platform theme
const STYLE = `
*{box-sizing:border-box}button,input,select,textarea{font-family:inherit}body{margin:0;font-family:'Pretendard Variable',Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;background:#f3f4f8;color:#222;word-break:keep-all;overflow-wrap:break-word}
main{max-width:520px;margin:32px auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:28px}
h1{font-size:20px;margin:0 0 18px}h1 a{color:inherit}:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}dl{display:grid;grid-template-columns:8em 1fr;gap:8px 12px;margin:0 0 18px}dt{color:#666}dd{margin:0;font-weight:600}
label{display:block;margin:10px 0 4px;font-size:14px;color:#444}input,select{width:100%;padding:10px;border:1px solid #ccd;border-radius:6px;font-size:16px}input:not([type=checkbox]),select{min-height:44px}
.row{display:flex;gap:8px;margin-top:18px}button,.btn{flex:1;min-height:44px;padding:12px;border:0;border-radius:6px;font-size:15px;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:#b91c1c;color:#fff}.secondary{background:#e5e7ee;color:#333}button:disabled,button[aria-disabled=true]{opacity:.45;cursor:not-allowed}.error{background:#fdecec;color:#b3261e;padding:10px;border-radius:6px;margin-bottom:12px}
.notice{background:#eef6ff;color:#1d4f91;padding:10px;border-radius:6px;margin-bottom:12px}ul{padding-left:18px}li{margin:4px 0}small{color:#666}dd{overflow-wrap:anywhere}
main:has([data-signed-in]){animation:reveal-late 0s 1s backwards}@keyframes reveal-late{from{visibility:hidden}}
@media (pointer:coarse){small a{display:inline-block;min-height:44px;line-height:44px}}
@media (max-width:420px),(max-height:420px){main{margin:0 auto;border-radius:0;box-shadow:none;padding:16px}h1{font-size:18px;margin-bottom:10px}dl{grid-template-columns:6em 1fr;margin-bottom:10px}.row{margin-top:10px}ul{margin:6px 0}}
`;

/**
 * The portal's Pretendard faces (unicode-range subsets: only the ones a page's text needs are
 * fetched), emitted under this fixed name by the shell build (shell/webpack.config.js): server pages
 * draw Hangul with the portal's font, not whatever the machine has (boxes where it has none).
 */
const FONT_FACES_HREF = '/shell/fonts/pretendard-faces.css';

/**
 * Every server page's back links (돌아가기, 나중에 하기: `a[data-action=back]`): in a popup window they
 * close it, and the page that opened it stays as it was; their href would load the portal inside the popup.
 * Outside a popup, one marked `data-replace` takes the page's place (a POST's answer Back must not show again).
 * Its 창 닫기 buttons (CLOSE_WINDOW_BUTTON) close the window; when the browser keeps it open (not a
 * window a script may close), the button's hint says to close it by hand.
 */
export const BACK_LINK_SRC = '/sandbox/back.js';
export const BACK_LINK_SCRIPT = `document.addEventListener('click',function(e){var t=e.target,c=t&&t.closest?t.closest('button[data-action="close-window"]'):null;
if(c){window.close();setTimeout(function(){var h=document.querySelector('[data-close-refused]');if(h)h.hidden=false;},500);return;}
var a=t&&t.closest?t.closest('a[data-action="back"]'):null,o=window.opener;if(!a)return;if(!o||o.closed){if(a.hasAttribute('data-replace')){e.preventDefault();location.replace(a.href);}return;}e.preventDefault();window.close();});`;

/** A 창 닫기 button (back.js); a page that has one also has CLOSE_REFUSED_HINT. */
export const closeWindowButton = (variant: 'primary' | 'secondary' = 'primary') => `<button class="${variant}" type="button" data-action="close-window">창 닫기</button>`;
export const CLOSE_WINDOW_BUTTON = closeWindowButton();
export const CLOSE_REFUSED_HINT = `<p class="notice" role="status" data-close-refused hidden>이 창을 닫지 못했습니다. 브라우저의 닫기 버튼으로 닫아 주세요.</p>`;

const script = (src: string) => `<script src="${esc(src)}" defer></script>`;

/** A server page. Scripts only by `scriptSrc` (a static same-origin file): never inline, never user data. */
export function page(title: string, body: string, opts: { scriptSrc?: string } = {}): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} | 한판</title><link rel="stylesheet" href="${FONT_FACES_HREF}"><style>${STYLE}</style></head>
<body><main>${body}</main>${script(BACK_LINK_SRC)}${opts.scriptSrc ? script(opts.scriptSrc) : ''}</body></html>`;
}

/** Serves the static script a server page names in `scriptSrc` (pages run no inline script: CSP). */
export function staticScriptRoute(app: FastifyInstance, src: string, script: string): void {
  app.get(src, async (_req, reply) => reply.header('cache-control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(script));
}

export function errorPage(status: number, message: string): string {
  const title = status === 404 ? '페이지를 찾을 수 없습니다' : '요청을 처리할 수 없습니다';
  return page(title, `<h1>${esc(title)}</h1><p class="error">${esc(message)}</p><div class="row"><a class="btn secondary" href="/">홈으로</a></div>`);
}

/**
 * A server form's `_csrf` field: the request's token, masked afresh for this response (plugins/csrf.ts:
 * these pages are compressed and reflect the request's values, BREACH) — never the raw token.
 */
export const csrfField = (req: Pick<FastifyRequest, 'csrfToken'>) => `<input type="hidden" name="_csrf" value="${esc(maskCsrfToken(req.csrfToken))}">`;
