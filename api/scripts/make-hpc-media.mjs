// Makes the championship demo media shipped in api/assets/hpc: a JPEG thumbnail (640×360) and a
// short WebM clip (canvas animation recorded by MediaRecorder) per item, rendered by Chromium.
// Run once when the demo media change: node api/scripts/make-hpc-media.mjs (CHROMIUM_PATH overrides).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/hpc');
fs.mkdirSync(out, { recursive: true });

// Every word drawn is Korean (players see it); the area badge uses the page's names (MEDIA_AREA_NAMES).
const ITEMS = [
  { file: 's2-final', kicker: '한판 포커 챔피언십 시즌 2', title: '결승전', sub: '하이라이트', hue: 350 },
  { file: 's2-best', kicker: '한판 포커 챔피언십 시즌 2', title: '명장면 모음', sub: '하이라이트', hue: 210 },
  { file: 's1-final', kicker: '한판 포커 챔피언십 시즌 1', title: '파이널 테이블', sub: '하이라이트', hue: 140 },
  { file: 's2-winner', kicker: '한판 포커 챔피언십 시즌 2', title: '우승자 인터뷰', sub: '인터뷰', hue: 40 },
];
for (const item of ITEMS) {
  if (/[A-Za-z]/.test(item.kicker + item.title + item.sub)) throw new Error(`${item.file}: 영상에 그리는 글자는 한국어로 써 주세요.`);
}
// Drawn with a Korean font of the machine (fonts-nanum or Noto Sans CJK KR must be installed, or
// Hangul comes out as boxes).
const FONT = `"Noto Sans CJK KR", "NanumGothic", "Nanum Gothic", sans-serif`;

// One drawing for both: the thumbnail is frame 0, the clip animates cards and a timer bar. No play
// mark in the picture: the page puts its own (accessible) play button over the thumbnail.
const draw = `(ctx, item, t, FONT) => {
  const W = 640, H = 360;
  const g = ctx.createLinearGradient(0, 0, W, H);
  g.addColorStop(0, 'hsl(' + item.hue + ',65%,22%)');
  g.addColorStop(1, 'hsl(' + ((item.hue + 40) % 360) + ',70%,8%)');
  ctx.fillStyle = g; ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = 'rgba(16,122,70,.85)';
  ctx.beginPath(); ctx.ellipse(W / 2, H + 60, 380, 170, 0, 0, Math.PI * 2); ctx.fill();
  const suits = ['\\u2660', '\\u2665', '\\u2666', '\\u2663'];
  for (let i = 0; i < 5; i++) {
    const x = 150 + i * 85, y = 250 - Math.abs(Math.sin(t * 2 + i)) * 18 * (t > 0 ? 1 : 0);
    ctx.save(); ctx.translate(x, y); ctx.rotate((i - 2) * 0.08);
    ctx.fillStyle = '#fff'; ctx.shadowColor = 'rgba(0,0,0,.4)'; ctx.shadowBlur = 10;
    ctx.fillRect(-30, -42, 60, 84); ctx.shadowBlur = 0;
    ctx.fillStyle = i % 2 ? '#c81e1e' : '#111'; ctx.font = 'bold 34px sans-serif'; ctx.textAlign = 'center';
    ctx.fillText(suits[i % 4], 0, 12); ctx.restore();
  }
  ctx.textAlign = 'left'; ctx.fillStyle = 'rgba(255,255,255,.8)'; ctx.font = 'bold 20px ' + FONT;
  ctx.fillText(item.kicker, 36, 54);
  ctx.fillStyle = '#fff'; ctx.font = 'bold 52px ' + FONT; ctx.fillText(item.title, 36, 112);
  ctx.fillStyle = '#facc15'; ctx.fillRect(36, 128, 120, 6);
  ctx.fillStyle = 'rgba(0,0,0,.55)'; ctx.fillRect(W - 150, 24, 120, 34);
  ctx.fillStyle = '#fff'; ctx.font = 'bold 16px ' + FONT; ctx.textAlign = 'center'; ctx.fillText(item.sub, W - 90, 47);
  if (t > 0) { ctx.fillStyle = '#facc15'; ctx.fillRect(0, H - 6, W * Math.min(1, t / 4), 6); }
}`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'] });
const page = await browser.newPage({ viewport: { width: 640, height: 360 } });
await page.setContent('<html><body style="margin:0"><canvas id="c" width="640" height="360"></canvas></body></html>');
for (const item of ITEMS) {
  await page.evaluate(async ({ item, draw, FONT }) => {
    await document.fonts.load('bold 52px ' + FONT, item.title);
    const ctx = document.getElementById('c').getContext('2d');
    (0, eval)(draw)(ctx, item, 0, FONT);
  }, { item, draw, FONT });
  fs.writeFileSync(path.join(out, `${item.file}.jpg`), await page.locator('#c').screenshot({ type: 'jpeg', quality: 80 }));
  const b64 = await page.evaluate(async ({ item, draw, FONT }) => {
    const canvas = document.getElementById('c');
    const ctx = canvas.getContext('2d');
    const paint = (0, eval)(draw);
    const stream = canvas.captureStream(24);
    const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 350_000 });
    const chunks = [];
    rec.ondataavailable = (e) => chunks.push(e.data);
    const done = new Promise((r) => (rec.onstop = r));
    rec.start();
    const start = performance.now();
    await new Promise((resolve) => {
      const tick = () => {
        const t = (performance.now() - start) / 1000;
        paint(ctx, item, Math.max(0.001, t), FONT);
        if (t < 4) requestAnimationFrame(tick);
        else resolve();
      };
      tick();
    });
    rec.stop();
    await done;
    const buf = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let s = '';
    for (let i = 0; i < buf.length; i += 0x8000) s += String.fromCharCode(...buf.subarray(i, i + 0x8000));
    return btoa(s);
  }, { item, draw, FONT });
  fs.writeFileSync(path.join(out, `${item.file}.webm`), Buffer.from(b64, 'base64'));
  console.log(item.file, 'ok');
}
await browser.close();
